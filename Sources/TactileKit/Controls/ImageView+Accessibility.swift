/// UIImageView's defaults: not an element (a decorative picture) unless the app makes it one
/// and labels it; then it has the image trait.
extension ImageView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.image] }
}
