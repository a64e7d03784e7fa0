/// UIProgressView's defaults: "Progress" with the percentage as its value, updating frequently.
extension ProgressView: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { "Progress" }
    var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    var defaultAccessibilityTraits: AccessibilityTraits { [.updatesFrequently] }
    var defaultAccessibilityRole: AccessibilityRole? { .progress }
}
