/// Multi-line editable text, as a simple `UITextView`: wraps at word boundaries, keeps the
/// caret in view by scrolling vertically, edits by grapheme cluster like ``TextField``.
///
/// Return inserts a line break. Keys: arrows (up/down keep the caret's x), Home/End (line),
/// Backspace/Delete, Ctrl-A/C/X/V/Z. A tap focuses it and places the caret, a sideways drag
/// moves the caret, a double tap selects a word, a vertical drag scrolls and a flick keeps
/// scrolling with UIKit's deceleration; the mouse wheel scrolls it (TextView+Scrolling.swift).
/// A selection shows handles that drag its ends (TextView+Handles.swift).
@MainActor
open class TextView: View, TextInputClient, StyleApplying {
    var buffer = TextEditBuffer()
    /// The wrapped lines, re-wrapped per edit only where the edit touched them (TextLines.swift).
    private(set) var layout = TextLines()
    var lines: [TextLines.Line] { layout.lines }
    private var linesValid = false
    private var wordWidths: [String: Float] = [:]
    /// How far the text is scrolled up, in points.
    public internal(set) var contentOffsetY: Float = 0
    /// Flick samples and the momentum timer (TextView+Scrolling.swift).
    var scrolling = TextViewScrolling()
    private let blink = CaretBlink()
    private var markedText = ""
    private weak var trackedTouch: Touch?
    private var preferredX: Float?

    /// The most clusters a text view holds (2,000,000): text set or typed beyond it is cut.
    ///
    /// An edit, a caret move or a keystroke costs the same at any length up to it: only the
    /// lines an edit touches are wrapped again and only the visible lines are drawn.
    public nonisolated static let hardLengthLimit = 2_000_000

    /// The text. Setting it replaces everything, caret at the end.
    public var text: String {
        get { buffer.text }
        set {
            buffer.setText(TextField.sanitize(String(newValue.prefix(TextView.hardLengthLimit)), singleLine: false))
            contentOffsetY = 0
            linesValid = false
            textChanged()
        }
    }
    /// The font.
    public var font: Font = .default { didSet { if font != oldValue { wordWidths.removeAll(); linesValid = false; setNeedsDisplay() } } }
    /// The text colour.
    public var textColor: Color { get { colors.text.value() } set { colors.text.set(newValue, by: .code); setNeedsDisplay() } }
    /// The caret's and selection's colour.
    public var tintColor: Color { get { colors.tint.value() } set { colors.tint.set(newValue, by: .code); setNeedsDisplay() } }
    private var colors = TextColors()

    /// The type names whose theme styles apply.
    open class var styleTypeNames: [String] { ["View", "TextView"] }
    /// Text and tint (caret, selection) colours, and the plain view properties.
    open class var styleProperties: [StyleBinding] { View.viewStyleProperties + TextColors.bindings(\TextView.colors) }
    /// Space between the bounds and the text.
    /// Non-finite or negative insets become 0.
    public var textContainerInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            func clean(_ v: Float) -> Float { v.isFinite ? min(max(0, v), 10_000) : 0 }
            let c = EdgeInsets(top: clean(textContainerInset.top), left: clean(textContainerInset.left),
                               bottom: clean(textContainerInset.bottom), right: clean(textContainerInset.right))
            if c != textContainerInset { textContainerInset = c; return }
            linesValid = false
            setNeedsDisplay()
        }
    }
    /// Whether the user can edit it.
    public var isEditable = true
    /// The most clusters the user can enter (`nil`: up to ``hardLengthLimit``).
    public var maxLength: Int? { didSet { if let m = maxLength, m < 0 { maxLength = 0 } } }
    /// Called after each edit by the user, as `textViewDidChange(_:)`.
    public var onChange: ((TextView) -> Void)?
    /// Called when the view becomes first responder.
    public var onBeginEditing: ((TextView) -> Void)?
    /// Called when the view stops being first responder.
    public var onEndEditing: ((TextView) -> Void)?
    /// Which on-screen keyboard suits the content.
    public var keyboardType: KeyboardType = .default
    /// The label of the Return key on the on-screen keyboard (Return inserts a line break).
    public var returnKeyType: ReturnKeyType = .default
    /// When the on-screen keyboard starts letters in upper case.
    public var autocapitalizationType: AutocapitalizationType = .sentences

    /// The selected range in clusters.
    public var selectedRange: Range<Int> {
        get { buffer.selectedRange }
        set { buffer.select(newValue); caretMoved() }
    }
    /// The caret's offset in clusters.
    public var caretOffset: Int { buffer.caret }
    /// The text's clusters.
    public var characters: [Character] { buffer.characters }
    /// The wrapped lines' text (for tests and debugging).
    public var lineTexts: [String] { ensureLines(); return lines.map(text(of:)) }
    /// How many lines edits and layouts wrapped so far (tests and the benchmark read it).
    var wrappedLineCount: Int { layout.wrappedLines }

    /// Creates a text view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        clipsToBounds = true
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !was { restartBlink(); setNeedsDisplay(); onBeginEditing?(self) }
        return isFirstResponder
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if was {
            stopBlink()
            markedText = ""
            buffer.setCaret(buffer.caret)
            setNeedsDisplay()
            onEndEditing?(self)
        }
        return true
    }

    open override func didMoveToWindow() {
        if window == nil { stopBlink() }
        wordWidths.removeAll()
        linesValid = false
    }

    // MARK: TextInputClient

    public func insertText(_ text: String) {
        markedText = ""
        replace(buffer.selectedRange, with: text)
    }

    public func deleteBackward() {
        if buffer.hasSelection { replace(buffer.selectedRange, with: ""); return }
        guard buffer.caret > 0 else { return }
        replace(buffer.offset(before: buffer.caret)..<buffer.caret, with: "")
    }

    /// Deletes the selection or the cluster after the caret.
    public func deleteForward() {
        if buffer.hasSelection { replace(buffer.selectedRange, with: ""); return }
        guard buffer.caret < buffer.count else { return }
        replace(buffer.caret..<buffer.offset(after: buffer.caret), with: "")
    }

    public var hasText: Bool { buffer.count > 0 }

    public func setMarkedText(_ text: String) {
        markedText = TextField.sanitize(String(text.prefix(256)), singleLine: true)
        setNeedsDisplay()
    }

    public var caretRectInWindow: Rect { convert(caretRect, to: nil) }

    public var wantsCapitalNext: Bool { buffer.wantsCapital(autocapitalizationType) }

    /// Replaces `range` with `string` as the user would (``maxLength`` applies).
    @discardableResult
    public func replace(_ range: Range<Int>, with string: String) -> Bool {
        guard isEditable else { return false }
        let lo = min(max(0, range.lowerBound), buffer.count), hi = min(max(lo, range.upperBound), buffer.count)
        let limit = min(maxLength ?? TextView.hardLengthLimit, TextView.hardLengthLimit)
        let room = max(0, limit - (buffer.count - (hi - lo)))
        let s = string.isEmpty ? "" : TextField.sanitize(String(string.prefix(room)), singleLine: false)
        if s.isEmpty && lo == hi { return false }
        relayout(buffer.replace(lo..<hi, with: s))
        textChanged()
        onChange?(self)
        return true
    }

    // MARK: Keys

    open override func keyDown(_ key: KeyInput) {
        guard isFirstResponder else { super.keyDown(key); return }
        let shift = key.isShiftDown, shortcut = key.isShortcutDown
        switch key.key {
        case .left?: buffer.setCaret(buffer.hasSelection && !shift ? buffer.selectedRange.lowerBound : buffer.offset(before: buffer.caret), extending: shift); caretMoved()
        case .right?: buffer.setCaret(buffer.hasSelection && !shift ? buffer.selectedRange.upperBound : buffer.offset(after: buffer.caret), extending: shift); caretMoved()
        case .up?: moveVertically(-1, extending: shift)
        case .down?: moveVertically(1, extending: shift)
        case .home?: ensureLines(); buffer.setCaret(lines[lineIndex(of: buffer.caret)].start, extending: shift); caretMoved()
        case .end?: ensureLines(); buffer.setCaret(lines[lineIndex(of: buffer.caret)].end, extending: shift); caretMoved()
        case .backspace?: deleteBackward()
        case .delete?: deleteForward()
        case .enter?: insertText("\n")
        case .a? where shortcut: buffer.select(0..<buffer.count); caretMoved()
        case .c? where shortcut: copySelection()
        case .x? where shortcut: copySelection(); if buffer.hasSelection { replace(buffer.selectedRange, with: "") }
        case .v? where shortcut: if let s = window?.textInputService?.clipboardText { replace(buffer.selectedRange, with: s) }
        case .z? where shortcut: if let change = buffer.undo() { relayout(change); textChanged(); onChange?(self) }
        case .tab?, .escape?: super.keyDown(key)
        default:
            if shortcut || key.keyCode >= 0x4000_0000 || key.keyCode <= 0 { super.keyDown(key) }
        }
    }

    private func copySelection() {
        guard buffer.hasSelection else { return }
        window?.textInputService?.clipboardText = String(buffer.characters[buffer.selectedRange])
    }

    private func moveVertically(_ dir: Int, extending: Bool) {
        ensureLines()
        let li = lineIndex(of: buffer.caret)
        let x = preferredX ?? caretPoint(for: buffer.caret).x
        let target = li + dir
        if target < 0 { buffer.setCaret(0, extending: extending) }
        else if target >= lines.count { buffer.setCaret(buffer.count, extending: extending) }
        else { buffer.setCaret(offset(inLine: target, x: x), extending: extending) }
        caretMoved(keepPreferredX: x)
    }

    // MARK: Touches

    enum TouchMode { case undecided, caret, scroll, selectionStart, selectionEnd }
    var touchMode = TouchMode.undecided
    private var touchStart = Point.zero
    private var touchStartOffset: Float = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard trackedTouch == nil, let t = touches.first else { return }
        trackedTouch = t
        touchStart = t.location(in: self)
        touchStartOffset = contentOffsetY
        touchMode = .undecided
        let wasMoving = scrolling.token != nil
        stopMomentum()
        if wasMoving { touchMode = .scroll; return }  // a touch that stops a flick only stops it
        // A focused view places the caret at once; an unfocused one waits for the tap's end
        // (a drag scrolls it instead of focusing it), as UITextView.
        guard isFirstResponder else { return }
        // A finger on a selection handle drags that end of the selection (TextView+Handles.swift).
        if let handle = selectionHandleHit(touchStart) { touchMode = handle; return }
        let i = offset(at: touchStart)
        if t.tapCount >= 2 { buffer.select(buffer.wordRange(at: i)) } else { buffer.setCaret(i) }
        caretMoved()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let t = trackedTouch, touches.contains(t) else { return }
        let p = t.location(in: self)
        let dx = p.x - touchStart.x, dy = p.y - touchStart.y
        if touchMode == .undecided {
            if abs(dy) > 8 && abs(dy) > abs(dx) { touchMode = .scroll }
            else if abs(dx) > 8 && isFirstResponder { touchMode = .caret }
        }
        switch touchMode {
        case .scroll:
            ensureLines()
            let visible = bounds.height - textContainerInset.top - textContainerInset.bottom
            let maxOffset = max(0, Float(lines.count) * lineHeight - visible)
            let y = touchStartOffset - dy
            let clean = y.isFinite ? min(max(0, y), maxOffset) : 0
            if clean != contentOffsetY { contentOffsetY = clean; setNeedsDisplay() }
            recordScrollSample()
        case .selectionStart, .selectionEnd:
            dragSelectionHandle(to: p)
        case .caret where t.tapCount < 2:
            buffer.setCaret(offset(at: p))
            caretMoved()
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let t = trackedTouch, touches.contains(t) else { return }
        trackedTouch = nil
        if touchMode == .scroll { startMomentum() }
        if touchMode != .scroll && !isFirstResponder && becomeFirstResponder() {
            buffer.setCaret(offset(at: t.location(in: self)))
            caretMoved()
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if let t = trackedTouch, touches.contains(t) { trackedTouch = nil }
    }

    // MARK: Layout

    private var measurer: TextMeasurer { TextMeasurer(for: self) }
    var lineHeight: Float { measurer.lineHeight(font) }
    private var wrapWidth: Float { max(1, bounds.width - textContainerInset.left - textContainerInset.right) }

    private func width(_ s: String) -> Float {
        if let w = wordWidths[s] { return w }
        let w = measurer.width(s, font: font)
        if wordWidths.count > 8192 { wordWidths.removeAll(keepingCapacity: true) }
        wordWidths[s] = w
        return w
    }

    /// A run of clusters' width: short runs (words) from the cache.
    private func width(_ run: ArraySlice<Character>) -> Float {
        run.count <= 64 ? width(String(run)) : measurer.width(String(run), font: font)
    }

    /// The shown text of a line.
    func text(of line: TextLines.Line) -> String { String(buffer.characters[line.start..<line.end]) }

    func ensureLines() {
        if linesValid && layout.width == wrapWidth { return }
        linesValid = true
        layout.rebuild(buffer.characters, width: wrapWidth, measure: width(_:))
    }

    /// Re-wraps only the lines an edit touched (all of them when the lines were not valid).
    private func relayout(_ change: TextEditBuffer.Change) {
        guard linesValid && layout.width == wrapWidth else { linesValid = false; return }
        layout.update(buffer.characters, replacing: change.range, newCount: change.newCount, measure: width(_:))
    }

    private func lineIndex(of offset: Int) -> Int {
        ensureLines()
        return layout.index(of: offset)
    }

    func caretPoint(for offset: Int) -> Point {
        ensureLines()
        let li = lineIndex(of: offset)
        let l = lines[li]
        let prefix = String(buffer.characters[l.start..<min(max(l.start, offset), l.end)])
        return Point(x: textContainerInset.left + (prefix.isEmpty ? 0 : width(prefix)),
                     y: textContainerInset.top + Float(li) * lineHeight - contentOffsetY)
    }

    private func offset(inLine li: Int, x: Float) -> Int {
        let l = lines[li]
        let chars = buffer.characters
        var prev: Float = textContainerInset.left
        if x <= prev { return l.start }
        for i in (l.start + 1)..<(l.end + 1) where i <= l.end {
            let xi = textContainerInset.left + width(String(chars[l.start..<i]))
            if xi >= x { return (x - prev) < (xi - x) ? i - 1 : i }
            prev = xi
        }
        return l.end
    }

    /// The cluster boundary nearest to a point in the view's coordinates.
    public func offset(at p: Point) -> Int {
        ensureLines()
        guard p.y.isFinite, p.x.isFinite else { return buffer.caret }
        let li = TextView.lineNumber((p.y + contentOffsetY - textContainerInset.top) / lineHeight)
        return offset(inLine: min(max(0, li), lines.count - 1), x: p.x)
    }

    /// A line number from a position in lines, clamped so that NaN or huge values never trap.
    static func lineNumber(_ v: Float) -> Int {
        guard v.isFinite else { return 0 }
        return Int(min(max(v, -1_000_000), 10_000_000).rounded(.down))
    }

    /// The caret's rectangle in the view's coordinates.
    public var caretRect: Rect {
        let p = caretPoint(for: buffer.caret)
        return Rect(x: (p.x - 1).rounded(), y: p.y.rounded(), width: 2, height: lineHeight.rounded())
    }

    private func textChanged() {
        preferredX = nil
        caretMoved()
    }

    func caretMoved(keepPreferredX: Float? = nil) {
        preferredX = keepPreferredX
        ensureLines()
        let lh = lineHeight
        let li = Float(lineIndex(of: buffer.caret))
        let top = li * lh, visible = max(lh, bounds.height - textContainerInset.top - textContainerInset.bottom)
        // Follow the caret only while editing (an app setting the text keeps the top in view).
        if isFirstResponder {
            if top < contentOffsetY { contentOffsetY = top }
            if top + lh > contentOffsetY + visible { contentOffsetY = top + lh - visible }
        }
        let maxOffset = max(0, Float(lines.count) * lh - visible)
        contentOffsetY = min(max(0, contentOffsetY), maxOffset)
        restartBlink()
        setNeedsDisplay()
        if isFirstResponder { window?.firstResponderCaretMoved() }
    }

    open override func layoutSubviews() {
        if layout.width != wrapWidth {
            linesValid = false
            caretMoved(keepPreferredX: preferredX)
        }
    }

    // MARK: Blink

    private func restartBlink() {
        blink.restart(on: isFirstResponder ? window?.context : nil, interval: 0.5, timeout: 10,
                      isFocused: { [weak self] in self?.isFirstResponder ?? false },
                      redraw: { [weak self] in self.map { $0.setNeedsDisplay($0.caretRect.insetBy(dx: -1, dy: -1)) } })
    }

    private func stopBlink() { blink.stop() }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        ensureLines()
        let lh = lineHeight
        let first = max(0, TextView.lineNumber((contentOffsetY + rect.minY - textContainerInset.top) / lh))
        let last = min(lines.count - 1, TextView.lineNumber((contentOffsetY + rect.maxY - textContainerInset.top) / lh) + 1)
        guard first <= last else { return }
        let sel = buffer.selectedRange
        for li in first...last {
            let l = lines[li]
            let y = textContainerInset.top + Float(li) * lh - contentOffsetY
            if isFirstResponder && !sel.isEmpty && sel.lowerBound <= l.end && sel.upperBound >= l.start {
                let a = max(sel.lowerBound, l.start), b = min(sel.upperBound, l.end)
                let xa = caretPoint(for: a).x, xb = b == l.end && sel.upperBound > l.end ? bounds.width - textContainerInset.right : caretPoint(for: b).x
                if xb > xa { renderer.fill(Rect(x: xa, y: y, width: xb - xa, height: lh), color: tintColor.withAlphaComponent(0.3)) }
            }
            if l.end > l.start {
                renderer.drawText(text(of: l), font: font, color: textColor, at: Point(x: textContainerInset.left, y: y))
            }
        }
        if !markedText.isEmpty {
            let p = caretPoint(for: buffer.caret)
            renderer.fill(Rect(x: p.x, y: p.y, width: width(markedText), height: lh), color: .white)
            renderer.drawText(markedText, font: font, color: textColor, at: p)
            renderer.fill(Rect(x: p.x, y: p.y + lh - 2, width: width(markedText), height: 1), color: textColor)
        }
        if isFirstResponder && blink.isOn && sel.isEmpty {
            renderer.fill(caretRect, color: tintColor)
        }
        if isFirstResponder && !sel.isEmpty && markedText.isEmpty { drawSelectionHandles(in: renderer) }
    }
}
