import Foundation

/// What a ``TextView`` asks and tells its ``TextView/delegate``, as `UITextViewDelegate`
/// with UIKit's method names and moments. Every method has a default (allow, do nothing).
///
/// ```swift
/// final class Notes: ViewController, TextViewDelegate {
///     func textView(_ textView: TextView, shouldChangeTextIn range: NSRange,
///                   replacementText text: String) -> Bool {
///         if text == "\n" { textView.resignFirstResponder(); return false }  // Return ends
///         return true
///     }
///     func textViewDidChange(_ textView: TextView) { save(textView.text) }
/// }
/// ```
///
/// Moments: `textViewShouldBeginEditing` before the view becomes first responder (false
/// keeps it from focusing), `textViewDidBeginEditing` once it is (before ``TextView/onBeginEditing``);
/// `textViewShouldEndEditing` before it resigns (false keeps it focused; a view leaving its
/// window resigns anyway), `textViewDidEndEditing` after; `textView(_:shouldChangeTextIn:replacementText:)`
/// before each user edit (typing, Return as `"\n"`, Backspace, paste, cut; not setting
/// ``TextView/text``) with the range in UTF-16 units as UIKit's `NSRange`; `textViewDidChange`
/// after each user edit (before ``TextView/onChange``; not when code sets the text);
/// `textViewDidChangeSelection` after the caret or the selection moved (edits included).
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether the view may become first responder now.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The view became first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether the view may stop being first responder now.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The view stopped being first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether a user edit replacing `range` (UTF-16 units of the current text) with `text` may happen.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The caret or the selection moved.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
