/// UILabel's defaults: static text labelled by its text; an empty label is not an element.
extension Label: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    package var defaultAccessibilityLabel: String? { text }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.staticText] }
}
