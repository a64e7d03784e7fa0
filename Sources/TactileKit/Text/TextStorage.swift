import Foundation

/// A ``TextView``'s text as an editable attributed string, as `NSTextStorage`: what
/// ``TextView/textStorage`` returns. Its edits (insert, append, replace, delete, attribute
/// changes) change the view, keeping the selection; the view's own edits are copied into it.
///
/// Ranges past the end are clamped (UIKit raises); an attribute change over no characters does nothing. Use it on the main actor, as UIKit's: an edit made on another thread changes the string
/// only, with a diagnostic.
open class TextStorage: NSMutableAttributedString {
    /// The view it belongs to.
    weak var owner: TextView?
    /// Set while the view writes into it, or takes an edit of it.
    var isApplying = false

    /// Replaces the contents without telling the view (the view's own edits).
    func replaceContents(with a: NSAttributedString) {
        let was = isApplying
        isApplying = true
        super.setAttributedString(a)
        isApplying = was
    }

    /// `range` within the string (UIKit raises on a range past the end; Tactile clamps).
    private func clamp(_ range: NSRange) -> NSRange {
        let n = length
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else { return NSRange(location: n, length: 0) }
        let lo = min(range.location, n)
        return NSRange(location: lo, length: min(range.length, n - lo))
    }

    private func edited() {
        guard !isApplying, let owner else { return }
        guard MainQueue.isOnMainActor else {
            Diagnostics.report("TextStorage edited off the main thread: the text view does not show the edit")
            return
        }
        // Checked above: this runs on the main actor, where the view and the storage live.
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { owner.textStorageDidEdit(storage) }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: clamp(range), with: str); edited()
    }
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: clamp(range), with: attrString); edited()
    }
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        let r = clamp(range); guard r.length > 0 else { return }
        super.setAttributes(attrs, range: r); edited()
    }
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        let r = clamp(range); guard r.length > 0 else { return }
        // Through addAttributes: swift-corelibs-foundation's addAttribute(_:value:range:) traps
        // when the range already has a value of that key that is not an NSNumber.
        super.addAttributes([name: value], range: r); edited()
    }
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        let r = clamp(range); guard r.length > 0 else { return }
        super.addAttributes(attrs, range: r); edited()
    }
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        let r = clamp(range); guard r.length > 0 else { return }
        super.removeAttribute(name, range: r); edited()
    }
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        super.insert(attrString, at: min(max(0, loc), length)); edited()
    }
    open override func append(_ attrString: NSAttributedString) {
        super.append(attrString); edited()
    }
    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: clamp(range)); edited()
    }
    open override func setAttributedString(_ attrString: NSAttributedString) {
        super.setAttributedString(attrString); edited()
    }
}
