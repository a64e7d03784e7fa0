/// Where a ``PickerView`` gets its wheels and rows, as `UIPickerViewDataSource`.
///
/// Counts are clamped: at most ``PickerView/maximumComponents`` wheels and
/// ``PickerView/maximumRows`` rows a wheel; negative counts are 0.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many wheels.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows a wheel has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a ``PickerView`` shows in its rows and whom it tells of a choice, as
/// `UIPickerViewDelegate`; every method is optional.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// A row's title (default: none).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A wheel came to rest on a row the user chose (not after ``PickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// A wheel's width (default: the width shared equally); clamped to the picker.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Float
    /// A wheel's row height (default 32); clamped to 8...200.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Float
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Float { .nan }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Float { PickerView.defaultRowHeight }
}
