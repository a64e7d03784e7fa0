/// UITextField's defaults: a "text field" labelled by its placeholder, its text as the value
/// (bullets for secure entry); double-tap starts editing.
extension TextField: AccessibilityDefaults {
    package var defaultAccessibilityLabel: String? { placeholder }
    package var defaultAccessibilityValue: String? {
        isSecureTextEntry ? String(repeating: "•", count: characters.count) : text
    }
    package var defaultAccessibilityTraits: AccessibilityTraits {
        Control.stateTraits(self, isSearchField ? [.searchField] : [])
    }
    package var defaultAccessibilityRole: AccessibilityRole? { isSearchField ? .searchField : .textField }
    package var defaultAccessibilityHint: String? { isFirstResponder ? nil : "Double tap to edit" }
    package func defaultAccessibilityActivate() -> Bool { isEnabled && becomeFirstResponder() }
}
