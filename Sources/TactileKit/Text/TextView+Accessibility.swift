/// UITextView's defaults: an element whose value is its text (read as "text view"); double-tap
/// starts editing when it is editable.
extension TextView: AccessibilityDefaults {
    package var defaultAccessibilityValue: String? { text }
    package var defaultAccessibilityRole: AccessibilityRole? { .textArea }
    package func defaultAccessibilityActivate() -> Bool { becomeFirstResponder() }
}
