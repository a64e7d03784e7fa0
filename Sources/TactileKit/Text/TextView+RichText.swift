import Foundation

/// Attributed text in a ``TextView``, as `UITextView`'s: ``attributedText``, ``typingAttributes``,
/// ``textStorage``, inline ``TextAttachment`` images and UIKit's UTF-16 ``selectedRange``.
/// A view without attributed text keeps the one-font fast path (TextView.swift).
extension TextView {
    /// The text with its attributes, as `UITextView.attributedText`: fonts, colours, background,
    /// underline, strikethrough, kern, paragraph alignment and ``TextAttachment`` images,
    /// drawn as ``Label`` draws attributed text. Runs without a font or colour use ``font``
    /// and ``textColor``; reading it fills them in, as UIKit. `nil` empties. Edits keep the
    /// runs: typed text takes ``typingAttributes`` (the attributes before the caret).
    public var attributedText: NSAttributedString! {
        get {
            let out = NSMutableAttributedString(string: "")
            let chars = buffer.characters
            guard let r = rich else {
                if !chars.isEmpty { out.append(NSAttributedString(string: buffer.text, attributes: filledDictionary(TextRunAttributes()))) }
                return out
            }
            var i = 0
            while i < chars.count {
                let idx = r.store.index(at: i)
                var j = i + 1
                while j < chars.count && r.store.index(at: j) == idx { j += 1 }
                out.append(NSAttributedString(string: String(chars[i..<j]), attributes: filledDictionary(r.store.attributes(at: i))))
                i = j
            }
            return out
        }
        set { setAttributedText(newValue ?? NSAttributedString(string: ""), keepSelection: false) }
    }

    /// The attributes text the user types takes, as `UITextView.typingAttributes`: moving the
    /// caret sets them to the attributes of the character before it (the selection's first
    /// character), as UIKit; reading fills in ``font`` and ``textColor``.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { filledDictionary(rich?.typing ?? TextRunAttributes()) }
        set {
            ensureRich()
            rich?.typing = StyledText.attributes(newValue)
        }
    }

    /// The selection in UTF-16 units, as `UITextView.selectedRange` (``selectedClusterRange``
    /// in clusters). A range past the end or with `NSNotFound` is clamped; a range inside a
    /// cluster takes the whole cluster.
    public var selectedRange: NSRange {
        get { buffer.utf16Range(buffer.selectedRange) }
        set { editor.select(clusterRange(newValue)) }
    }

    /// The text as an editable attributed string, as `UITextView.textStorage`: changing it
    /// (insert, replace, add attributes…) changes the view, and the view's edits show in it.
    public var textStorage: TextStorage {
        ensureRich()
        if let s = rich?.storage { return s }
        let s = TextStorage(string: "")
        s.owner = self
        s.replaceContents(with: attributedText)
        rich?.storage = s
        return s
    }

    /// The clusters of a UTF-16 range (clamped; a cluster the range cuts is included).
    func clusterRange(_ ns: NSRange) -> Range<Int> {
        guard ns.location != NSNotFound, ns.location >= 0, ns.length >= 0 else { return buffer.caret..<buffer.caret }
        let end = ns.location + min(ns.length, Int.max - ns.location)
        let n = buffer.count
        var u = 0, lo = n, hi = n, found = false
        for (i, c) in buffer.characters.enumerated() {
            let next = u + c.utf16.count
            if !found && next > ns.location { lo = i; found = true }
            if found && next >= end { hi = ns.length == 0 ? lo : i + 1; break }
            u = next
        }
        return lo..<max(lo, hi)
    }

    // MARK: Setting

    func ensureRich() {
        guard rich == nil else { return }
        var r = TextViewRichText()
        r.store.reset(count: buffer.count, with: TextRunAttributes())
        rich = r
        setNeedsLayoutOfText()
    }

    func setNeedsLayoutOfText() { editorTextDidChange(nil); setNeedsDisplay() }

    /// Replaces the text and its attributes; `keepSelection`: the UTF-16 selection stays
    /// (clamped), as after a text storage edit.
    func setAttributedText(_ a: NSAttributedString, keepSelection: Bool) {
        let keptSelection = selectedRange
        let keptOffset = contentOffsetY
        let text = TextEditingController.sanitize(String(a.string.prefix(TextView.hardLengthLimit)), singleLine: false)
        let chars = Array(text)
        // Each cluster takes the run at its first UTF-16 unit.
        var runs: [(end: Int, attributes: TextRunAttributes)] = []
        let read = min(a.length, (text as NSString).length)
        if read > 0 {
            a.enumerateAttributes(in: NSRange(location: 0, length: read), options: []) { attrs, range, _ in
                runs.append((range.location + range.length, StyledText.attributes(attrs)))
            }
        }
        var r = rich ?? TextViewRichText()
        r.store.reset(count: 0, with: TextRunAttributes())
        var indices: [Int32] = []
        indices.reserveCapacity(chars.count)
        var u = 0, k = 0
        for c in chars {
            while k < runs.count - 1 && runs[k].end <= u { k += 1 }
            indices.append(runs.isEmpty ? 0 : r.store.index(of: runs[k].attributes))
            u += c.utf16.count
        }
        r.store.set(indices: indices)
        r.storeIsFilled = true
        r.typing = runs.last?.attributes ?? TextRunAttributes()
        rich = r
        if !keepSelection { contentOffsetY = 0 }
        editor.setText(text)
        rich?.storeIsFilled = false
        if keepSelection {
            editor.select(clusterRange(keptSelection))
            contentOffsetY = keptOffset
            editorCaretDidMove()
        }
        syncStorage()
        setNeedsDisplay()
    }

    /// The view's text changed: the attributes follow (called before the lines re-wrap).
    func richTextDidChange(_ change: TextEditBuffer.Change?) {
        guard let typing = rich?.typing else { return }
        rich?.invalidateGeometry()
        if let change {
            // Only the replaced clusters take the typing attributes (the window around an edit
            // keeps its runs unless clusters re-formed there).
            rich?.store.replace(change.replaced ?? change.range, count: change.replaced == nil ? change.newCount : change.insertedCount, with: typing)
        } else if rich?.storeIsFilled != true {
            rich?.store.reset(count: buffer.count, with: typing)
        }
        if rich?.storeIsFilled != true { syncStorage() }
    }

    /// Typing attributes follow the caret (UIKit: the character before it).
    func richCaretDidMove() {
        guard let r = rich, r.store.count > 0 else { return }
        let sel = buffer.selectedRange
        let i = sel.isEmpty ? max(0, sel.lowerBound - 1) : sel.lowerBound
        var a = r.store.attributes(at: min(i, r.store.count - 1))
        a.attachment = nil  // typed text never repeats an image
        rich?.typing = a
    }

    func richFontDidChange() {
        guard rich != nil else { return }
        rich?.store.modifyAll { $0.font = nil }
        rich?.typing.font = nil
        rich?.invalidateGeometry()
        syncStorage()
    }

    func richTextColorDidChange() {
        guard rich != nil else { return }
        rich?.store.modifyAll { $0.foregroundColor = nil }
        rich?.typing.foregroundColor = nil
        syncStorage()
    }

    private func syncStorage() {
        guard let s = rich?.storage, !s.isApplying else { return }
        s.replaceContents(with: attributedText)
    }

    /// The text storage was edited by the app: the view takes its contents.
    func textStorageDidEdit(_ storage: TextStorage) {
        guard storage === rich?.storage else { return }
        storage.isApplying = true
        setAttributedText(NSAttributedString(attributedString: storage), keepSelection: true)
        storage.isApplying = false
    }

    /// UIKit's attribute dictionary for `a`, the view's font and colour filled in.
    func filledDictionary(_ a: TextRunAttributes) -> [NSAttributedString.Key: Any] {
        var d = StyledText.dictionary(a)
        if a.font == nil { d[.font] = font }
        if a.foregroundColor == nil { d[.foregroundColor] = textColor }
        return d
    }
}
