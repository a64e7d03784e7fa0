/// UIPickerView's defaults: a container whose wheels are adjustable elements, each reading
/// its row's title and "3 of 12"; swiping up or down turns the wheel a row and tells the
/// delegate, as a user's turn.
extension PickerView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }

    package var defaultAccessibilityElements: [any AccessibilityItem]? {
        let frames = componentFrames()
        return frames.indices.map { c in
            let e = AccessibilityElement(accessibilityContainer: self)
            e.accessibilityFrameInContainerSpace = frames[c]
            e.accessibilityTraits = [.adjustable]
            e.accessibilityLabel = wheelAccessibilityLabel(c, of: frames.count)
            let row = selectedRow(inComponent: c), rows = numberOfRows(inComponent: c)
            let title = row >= 0 ? self.title(row: row, component: c) : ""
            e.accessibilityValue = rows > 0 ? "\(title), \(row + 1) of \(rows)" : nil
            e.onAdjust = { [weak self] steps in self?.accessibilityTurn(component: c, by: steps) }
            return e
        }
    }

    /// A wheel's name: a date picker's ("Hour"), else the picker's label ("Picker" without
    /// one), numbered when there are several wheels.
    func wheelAccessibilityLabel(_ c: Int, of count: Int) -> String {
        if let name = wheelNames?(c) { return name }
        let base = accessibilityStorage?.label ?? "Picker"
        return count > 1 ? "\(base), wheel \(c + 1) of \(count)" : base
    }

    /// Turns a wheel `steps` rows (positive: later rows) as a user would.
    func accessibilityTurn(component c: Int, by steps: Int) {
        let row = selectedRow(inComponent: c)
        guard row >= 0 else { return }
        let rows = numberOfRows(inComponent: c)
        // A wrapping wheel goes from its last row to its first, as it turns.
        let next = wheels.indices.contains(c) && wheels[c].wraps && rows > 0
            ? ((row + steps) % rows + rows) % rows : min(rows - 1, max(0, row + steps))
        guard next != row else { return }
        selectRow(next, inComponent: c, animated: false)
        delegate?.pickerView(self, didSelectRow: next, inComponent: c)
        rowWasChosen(next, inComponent: c)
    }
}
