/// The one owner of text editing for ``TextField`` and ``TextView``: the text and selection
/// (``TextEditBuffer``, with undo), the input method's composition, the caret's blink, the
/// editing keys, the clipboard, focus changes and the selection gestures
/// (TextEditingController+Keys.swift, TextEditingController+Touches.swift). The views keep
/// what differs: layout, scrolling and drawing, given through ``TextEditingHost``.
///
/// Every path re-reads the buffer after calling out to the app, so a callback that edits,
/// resigns or removes the view leaves offsets valid.
@MainActor
final class TextEditingController: FocusGate {
    /// Where a finger drags: the caret, a selection by words, or one end of the selection.
    enum Drag { case caret, words, selectionStart, selectionEnd }

    var buffer = TextEditBuffer()
    /// The input method's composition shown at the caret (not yet in the text).
    private(set) var markedText = ""
    let blink = CaretBlink()
    weak var host: (any TextEditingHost)? { didSet { host?.focusGate = self } }
    /// The column kept while Up and Down move through lines of different lengths.
    private(set) var preferredX: Float?
    /// The engine whose timers the long press runs on.
    weak var timerHost: WindowContext?
    var drag = Drag.caret
    var wordAnchor: Range<Int> = 0..<0
    var trackingStart = Point.zero
    var isTrackingTouch = false
    var longPressToken: TimerToken?
    /// Seconds between caret blinks (a text field's or text view's `caretBlinkInterval`); below
    /// 0.05 or not finite: 0.5.
    var caretBlinkInterval: Double = 0.5 {
        didSet { if !(caretBlinkInterval.isFinite && caretBlinkInterval >= 0.05) { caretBlinkInterval = 0.5 } }
    }
    /// Seconds without input before the caret stays on; negative or not finite: 10.
    var caretBlinkTimeout: Double = 10 {
        didSet { if !(caretBlinkTimeout.isFinite && caretBlinkTimeout >= 0) { caretBlinkTimeout = 10 } }
    }
    /// Seconds a finger rests before the word under it is selected; zero, negative or NaN:
    /// 0.5, at most `SanitizeLimits.duration`.
    var selectionLongPressDuration: Double = 0.5 {
        didSet {
            selectionLongPressDuration = selectionLongPressDuration > 0 ? selectionLongPressDuration.sanitized(0...SanitizeLimits.duration, nan: 0.5) : 0.5
        }
    }

    init() {}

    /// The number of clusters of the composition.
    var markedCount: Int { markedText.isEmpty ? 0 : Array(markedText).count }
    private var isFocused: Bool { host?.isFirstResponder ?? false }

    // MARK: Text

    /// Replaces the whole text as the app does (no callbacks, no undo), caret at the end.
    func setText(_ text: String) {
        guard let host else { return }
        buffer.setText(TextEditingController.sanitize(text, singleLine: host.isSingleLine))
        host.editorTextDidChange(nil)
        caretMoved()
    }

    /// Replaces `range` with `string` as the user would: cut to the host's limit, cleaned,
    /// asked of the host; returns whether the text changed.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String) -> Bool {
        guard let host, host.isEditingAllowed else { return false }
        let lo = min(max(0, range.lowerBound), buffer.count), hi = min(max(lo, range.upperBound), buffer.count)
        let room = max(0, host.editLengthLimit - (buffer.count - (hi - lo)))
        // Cut before anything else looks at the string: a 1 MB paste costs only what fits.
        let s = string.isEmpty ? "" : TextEditingController.sanitize(String(string.prefix(room)), singleLine: host.isSingleLine)
        if s.isEmpty && lo == hi { return false }
        guard host.editorShouldReplace(lo..<hi, with: s) else { return false }
        // The callback may have changed the text: keep the range valid.
        let l2 = min(lo, buffer.count), h2 = min(max(l2, hi), buffer.count)
        let change = buffer.replace(l2..<h2, with: s)
        host.editorTextDidChange(change)
        caretMoved()
        host.editorDidEdit()
        return true
    }

    /// Typed or committed text: replaces the selection; a line break in a one-line host is
    /// the Return key. Returns whether the text changed.
    @discardableResult
    func insertText(_ text: String) -> Bool {
        guard let host else { return false }
        if host.isSingleLine, let nl = text.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let before = String(text[..<nl])
            if !before.isEmpty { replace(buffer.selectedRange, with: before) }
            self.host?.editorReturnKey()
            return false
        }
        if !markedText.isEmpty { markedText = ""; host.editorMarkedTextDidChange() }
        return replace(buffer.selectedRange, with: text)
    }

    /// Deletes the selection, or the cluster before the caret.
    func deleteBackward() {
        if buffer.hasSelection { replace(buffer.selectedRange, with: ""); return }
        let c = buffer.caret
        guard c > 0 else { return }
        replace(buffer.offset(before: c)..<c, with: "")
    }

    /// Deletes the selection, or the cluster after the caret.
    func deleteForward() {
        if buffer.hasSelection { replace(buffer.selectedRange, with: ""); return }
        let c = buffer.caret
        guard c < buffer.count else { return }
        replace(c..<buffer.offset(after: c), with: "")
    }

    /// Shows an input method's composition at the caret (empty: ends it); a composition
    /// that starts over a selection replaces the selection.
    func setMarkedText(_ text: String) {
        guard let host else { return }
        let clean = TextEditingController.sanitize(String(text.prefix(256)), singleLine: true)
        guard clean != markedText else { return }
        if !clean.isEmpty && buffer.hasSelection {
            replace(buffer.selectedRange, with: "")
            // The app's callbacks may have ended the editing: no composition then.
            guard host.isFirstResponder else { return }
        }
        markedText = clean
        host.editorMarkedTextDidChange()
        restartBlink()
    }

    /// Takes the last edit back.
    func undo() {
        guard let host, host.isEditingAllowed, let change = buffer.undo() else { return }
        host.editorTextDidChange(change)
        caretMoved()
        host.editorDidEdit()
    }

    // MARK: Selection and clipboard

    /// Selects `range` (clamped).
    func select(_ range: Range<Int>) { buffer.select(range); caretMoved() }

    /// Places the caret (clamped), collapsing the selection.
    func setCaret(_ offset: Int) { buffer.setCaret(offset); caretMoved() }

    func selectAll() { select(0..<buffer.count) }

    func copy() {
        guard let host, buffer.hasSelection, host.allowsCopying else { return }
        host.window?.textInputService?.clipboardText = String(buffer.characters[buffer.selectedRange])
    }

    func cut() {
        guard let host, buffer.hasSelection, host.allowsCopying else { return }
        copy()
        replace(buffer.selectedRange, with: "")
    }

    func paste() {
        guard let s = host?.window?.textInputService?.clipboardText, !s.isEmpty else { return }
        replace(buffer.selectedRange, with: s)
    }

    /// After any caret or selection move: the host scrolls, the caret shows and blinks
    /// again, the IME rectangle follows. `keepingColumn` keeps the Up/Down column.
    func caretMoved(keepingColumn column: Float? = nil) {
        preferredX = column
        guard let host else { return }
        host.editorCaretDidMove()
        restartBlink()
        host.setNeedsDisplay()
        if host.isFirstResponder { host.window?.firstResponderCaretMoved() }
    }

    // MARK: Focus

    /// The host's `becomeFirstResponder()` (the controller is the host's `Responder.focusGate`):
    /// the app may refuse (the delegate's `…ShouldBeginEditing`), then `becomeResponder` moves
    /// the focus; editing begins when the host was not focused before. Returns whether it is
    /// focused now.
    func becomeFirstResponder(_ becomeResponder: () -> Bool) -> Bool {
        let was = isFocused
        if !was, let host, host.canBecomeFirstResponder, !host.editorShouldChangeEditing(begin: true) { return false }
        guard becomeResponder() else { return false }
        if !was { didBeginEditing() }
        return isFocused
    }

    /// The host's `resignFirstResponder()`: the app may refuse (the delegate's
    /// `…ShouldEndEditing`) while the host is in a window, then `resignResponder` gives the
    /// focus up; editing ends when the host was focused.
    func resignFirstResponder(_ resignResponder: () -> Bool) -> Bool {
        let was = isFocused
        if was, let host, host.window != nil, !host.editorShouldChangeEditing(begin: false) { return false }
        guard resignResponder() else { return false }
        if was { didEndEditing() }
        return true
    }

    /// The host became first responder.
    func didBeginEditing() {
        restartBlink()
        host?.setNeedsDisplay()
        host?.editorEditingDidChange(began: true)
    }

    /// The host resigned: the blink stops, the composition ends, the selection collapses.
    func didEndEditing() {
        blink.stop()
        cancelLongPress()
        if !markedText.isEmpty { markedText = ""; host?.editorMarkedTextDidChange() }
        buffer.setCaret(buffer.caret)
        host?.setNeedsDisplay()
        host?.editorEditingDidChange(began: false)
    }

    /// The host left its window: no timers keep running for it.
    func didLeaveWindow() {
        blink.stop()
        cancelLongPress()
        isTrackingTouch = false
    }

    // MARK: Blink

    func restartBlink() {
        guard let host else { blink.stop(); return }
        blink.restart(on: host.isFirstResponder ? host.window?.context : nil,
                      interval: caretBlinkInterval, timeout: caretBlinkTimeout,
                      isFocused: { [weak self] in self?.isFocused ?? false },
                      redraw: { [weak self] in
                          guard let host = self?.host else { return }
                          host.setNeedsDisplay(host.caretRect.insetBy(dx: -1, dy: -1))
                      })
    }

    /// Control characters become spaces (one line; a tab or line break) or go, line breaks
    /// stay in many lines.
    static func sanitize(_ s: String, singleLine: Bool) -> String {
        guard s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if u.value == 0x0A && !singleLine { out.append(u); continue }
            if u.value < 0x20 || u.value == 0x7F {
                if u.value == 0x09 || u.value == 0x0A { out.append(" ") }
                continue
            }
            out.append(u)
        }
        return String(out)
    }
}
