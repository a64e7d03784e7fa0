/// UIDatePicker's defaults: a container; its wheels are adjustable elements (the
/// ``PickerView``'s), and turning one sets the date and sends `valueChanged`.
extension DatePicker: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }
}
