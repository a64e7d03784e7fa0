/// UILabel's defaults: static text labelled by its text; an empty label is not an element.
extension Label: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    var defaultAccessibilityLabel: String? { text }
    var defaultAccessibilityTraits: AccessibilityTraits { [.staticText] }
}
