/// UIProgressView's defaults: "Progress" with the percentage as its value, updating frequently.
extension ProgressView: AccessibilityDefaults {
    package var defaultAccessibilityLabel: String? { "Progress" }
    package var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.updatesFrequently] }
    package var defaultAccessibilityRole: AccessibilityRole? { .progress }
}
