/// UIStepper's defaults, as one adjustable element (swiping up or down steps it, as a slider
/// does, which is quicker on a panel than iOS's pair of "Increment"/"Decrement" buttons): its
/// value is the number ("5", "2.5"), dimmed while disabled; each step sends `valueChanged`.
extension Stepper: AccessibilityDefaults {
    package var defaultAccessibilityValue: String? { Stepper.spoken(value) }
    package var defaultAccessibilityTraits: AccessibilityTraits { Control.stateTraits(self, [.adjustable]) }

    package func defaultAccessibilityAdjust(by steps: Int) {
        guard isEnabled, steps != 0 else { return }
        if step(steps > 0 ? 1 : -1) { sendActions(for: .valueChanged) }
    }

    /// A value as read: whole numbers without a fraction ("5", not "5.0").
    static func spoken(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}
