import Foundation

/// What a ``TextField`` asks and tells its ``TextField/delegate``, as `UITextFieldDelegate`
/// with UIKit's method names and moments. Every method has a default (allow, do nothing),
/// so a delegate implements only what it needs.
///
/// ```swift
/// final class Form: ViewController, TextFieldDelegate {
///     func textFieldShouldReturn(_ textField: TextField) -> Bool {
///         textField.resignFirstResponder()
///         return true
///     }
///     func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
///                    replacementString string: String) -> Bool {
///         let current = textField.text ?? ""
///         guard let r = Range(range, in: current) else { return false }
///         return current.replacingCharacters(in: r, with: string).count <= 20
///     }
/// }
/// ```
///
/// Moments: `textFieldShouldBeginEditing` before the field becomes first responder (false
/// keeps it from focusing), `textFieldDidBeginEditing` once it is (before the
/// ``ControlEvents/editingDidBegin`` actions); `textFieldShouldEndEditing` before it resigns
/// (false keeps it focused; a field leaving its window resigns anyway),
/// `textFieldDidEndEditing(_:reason:)` after (before ``ControlEvents/editingDidEnd``);
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before each user edit (typing,
/// Backspace, paste, cut, the clear button; not setting ``TextField/text``) with the range
/// in UTF-16 units of the current text as UIKit's `NSRange`; `textFieldShouldClear` when the
/// clear button is tapped; `textFieldShouldReturn` on Return; `textFieldDidChangeSelection`
/// after the caret or the selection moved (edits included).
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become first responder now.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop being first responder now.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped being first responder (the plain form; the default of the form with a reason calls it).
    func textFieldDidEndEditing(_ textField: TextField)
    /// The field stopped being first responder, and why (always `.committed` in Tactile).
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether a user edit replacing `range` (UTF-16 units of the current text) with `string` may happen.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Return was pressed; `false` ignores it (no ``ControlEvents/editingDidEndOnExit``, the field stays focused).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The caret or the selection moved.
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}

extension TextField {
    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (Return, another field, `resignFirstResponder()`).
        case committed
    }

    /// The text, never `nil` (for Tactile's own code; apps read ``text``).
    package var currentText: String { buffer.text }

    /// `range` (grapheme clusters of the current text) in UTF-16 units, as UIKit's `NSRange`.
    func utf16Range(_ range: Range<Int>) -> NSRange { buffer.utf16Range(range) }
}

extension TextEditBuffer {
    /// `range` (grapheme clusters of the text) in UTF-16 units, as UIKit's `NSRange`; clamped
    /// to the text.
    func utf16Range(_ range: Range<Int>) -> NSRange {
        let chars = characters
        let lower = min(max(0, range.lowerBound), chars.count), upper = min(max(lower, range.upperBound), chars.count)
        let start = chars[0..<lower].reduce(0) { $0 + $1.utf16.count }
        let length = chars[lower..<upper].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: start, length: length)
    }
}
