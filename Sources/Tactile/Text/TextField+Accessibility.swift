/// UITextField's defaults: a "text field" labelled by its placeholder, its text as the value
/// (bullets for secure entry); double-tap starts editing.
extension TextField: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { placeholder }
    var defaultAccessibilityValue: String? {
        isSecureTextEntry ? String(repeating: "•", count: characters.count) : text
    }
    var defaultAccessibilityTraits: AccessibilityTraits {
        Control.stateTraits(self, isSearchField ? [.searchField] : [])
    }
    var defaultAccessibilityRole: AccessibilityRole? { isSearchField ? .searchField : .textField }
    var defaultAccessibilityHint: String? { isFirstResponder ? nil : "Double tap to edit" }
    func defaultAccessibilityActivate() -> Bool { isEnabled && becomeFirstResponder() }
}
