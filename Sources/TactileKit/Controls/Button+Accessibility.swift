/// UIButton's defaults: an element labelled by its title (a configuration's title and
/// subtitle, or its image view's label), with the button trait, "selected" when selected and
/// "dimmed" while disabled.
extension Button: AccessibilityDefaults {
    package var defaultAccessibilityLabel: String? {
        if let c = configuration {
            let parts = [c.title, c.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
            if !parts.isEmpty { return parts.joined(separator: ", ") }
        }
        if let t = currentTitle, !t.isEmpty { return t }
        return imageView.accessibilityStorage?.label
    }
    package var defaultAccessibilityTraits: AccessibilityTraits { Control.stateTraits(self, [.button]) }
}

extension Control {
    /// `base` plus ``AccessibilityTraits/selected`` and ``AccessibilityTraits/notEnabled``
    /// from the control's state.
    static func stateTraits(_ control: Control, _ base: AccessibilityTraits) -> AccessibilityTraits {
        var t = base
        if control.isSelected { t.insert(.selected) }
        if !control.isEnabled { t.insert(.notEnabled) }
        return t
    }
}
