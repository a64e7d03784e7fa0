/// UIActivityIndicatorView's defaults: "In progress" while animating (not an element when
/// stopped), updating frequently.
extension ActivityIndicatorView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { isAnimating }
    var defaultAccessibilityLabel: String? { "In progress" }
    var defaultAccessibilityTraits: AccessibilityTraits { [.updatesFrequently] }
}
