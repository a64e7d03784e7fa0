/// UIImageView's defaults: not an element (a decorative picture) unless the app makes it one
/// and labels it; then it has the image trait.
extension ImageView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityTraits: AccessibilityTraits { [.image] }
}
