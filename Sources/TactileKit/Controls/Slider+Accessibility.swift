/// UISlider's defaults: adjustable, its value a percentage of the range ("50%"); swiping up
/// or down moves it a tenth of the range and sends `valueChanged`.
extension Slider: AccessibilityDefaults {
    package var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    package var defaultAccessibilityTraits: AccessibilityTraits { Control.stateTraits(self, [.adjustable]) }

    package func defaultAccessibilityAdjust(by steps: Int) {
        guard isEnabled else { return }
        let before = value
        setValue(value + Float(steps) * (maximumValue - minimumValue) / 10, animated: false)
        if value != before { sendActions(for: .valueChanged) }
    }
}
