/// UIActivityIndicatorView's defaults: "In progress" while animating (not an element when
/// stopped), updating frequently.
extension ActivityIndicatorView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { isAnimating }
    package var defaultAccessibilityLabel: String? { "In progress" }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.updatesFrequently] }
}
