/// A responder that edits text, as UIKit's `UIKeyInput`/`UITextInput`: the engine gives it
/// typed text and input-method compositions while it is first responder, and the on-screen
/// ``Keyboard`` types into it.
@MainActor
public protocol TextInputClient: AnyObject {
    /// Inserts `text` at the caret, replacing the selection. `"\n"` is the Return key.
    func insertText(_ text: String)
    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    func deleteBackward()
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Shows an input method's composition at the caret (underlined), or ends it when
    /// `text` is empty; the committed text arrives through ``insertText(_:)``.
    func setMarkedText(_ text: String)
    /// The caret's rectangle in window points (the IME's candidates and the keyboard's
    /// avoidance use it).
    var caretRectInWindow: Rect { get }
    /// Which on-screen keyboard suits the content.
    var keyboardType: KeyboardType { get }
    /// The label of the Return key.
    var returnKeyType: ReturnKeyType { get }
    /// Whether the on-screen keyboard should start the next letter in upper case.
    var wantsCapitalNext: Bool { get }
}
