/// UIButton's defaults: an element labelled by its title (or its image view's label), with
/// the button trait, "selected" when selected and "dimmed" while disabled.
extension Button: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? {
        if let t = currentTitle, !t.isEmpty { return t }
        return imageView.accessibilityStorage?.label
    }
    var defaultAccessibilityTraits: AccessibilityTraits { Control.stateTraits(self, [.button]) }
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
