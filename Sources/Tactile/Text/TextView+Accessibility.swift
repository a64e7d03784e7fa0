/// UITextView's defaults: an element whose value is its text (read as "text view"); double-tap
/// starts editing when it is editable.
extension TextView: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { text }
    var defaultAccessibilityRole: AccessibilityRole? { .textArea }
    func defaultAccessibilityActivate() -> Bool { becomeFirstResponder() }
}
