/// UISwitch's defaults: a "switch button" (the button and toggle-button traits) whose value
/// is "1" when on and "0" when off, as UIKit reports it; the screen reader says "on"/"off".
/// Double-tap taps it (toggles).
extension Switch: AccessibilityDefaults {
    package var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    package var defaultAccessibilityTraits: AccessibilityTraits { Control.stateTraits(self, [.button, .toggleButton]) }
}
