/// When the on-screen ``Keyboard`` appears for a focused text field (`tactile.json`
/// `"keyboard"`).
public enum KeyboardMode: String, Hashable, Sendable, CaseIterable {
    /// Always: a panel with no physical keyboard.
    case onscreen
    /// Never: a physical keyboard is attached.
    case hardware
    /// When the last input was a finger (not the mouse).
    case auto
}
