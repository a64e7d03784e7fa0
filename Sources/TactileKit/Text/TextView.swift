/// Multi-line editable text, as a simple `UITextView`: wraps at word boundaries, keeps the
/// caret in view by scrolling vertically, edits by grapheme cluster like ``TextField``.
///
/// Return inserts a line break. Keys: arrows (up/down keep the caret's x), Home/End (line),
/// Backspace/Delete, Ctrl-A/C/X/V/Z. A tap focuses it and places the caret, a sideways drag
/// moves the caret, a double tap selects a word (a drag then extends it by words), a triple
/// tap selects everything, a finger resting ``selectionLongPressDuration`` on a focused view
/// selects the word under it, a vertical drag scrolls and a flick keeps scrolling with
/// UIKit's deceleration; the mouse wheel scrolls it (TextView+Scrolling.swift). A selection
/// shows handles that drag its ends (TextView+Handles.swift). Editing itself is
/// `TextEditingController`'s, shared with ``TextField``.
@MainActor
open class TextView: View, TextInputClient, StyleApplying, TextEditingHost {
    /// The owner of the view's editing (text, selection, composition, caret, keys, gestures).
    let editor = TextEditingController()
    /// The text and selection (read-only here: edits go through ``editor``).
    var buffer: TextEditBuffer { editor.buffer }
    /// The wrapped lines, re-wrapped per edit only where the edit touched them (TextLines.swift).
    private(set) var layout = TextLines()
    var lines: [TextLines.Line] { layout.lines }
    private var linesValid = false
    private var wordWidths: [String: Float] = [:]
    /// How far the text is scrolled up, in points.
    public internal(set) var contentOffsetY: Float = 0
    /// Flick samples and the momentum timer (TextView+Scrolling.swift).
    var scrolling = TextViewScrolling()
    private var markedText: String { editor.markedText }
    private weak var trackedTouch: Touch?
    /// Attributed text's per-cluster attributes and line geometry (`nil`: plain text, one
    /// font; TextView+RichText.swift).
    var rich: TextViewRichText?
    /// Whether the user may change the text's attributes (UIKit's bold/italic/underline menu);
    /// accepted and kept, Tactile shows no such menu: apps set attributes in code.
    public var allowsEditingTextAttributes = false

    /// The most clusters a text view holds (2,000,000): text set or typed beyond it is cut.
    ///
    /// An edit, a caret move or a keystroke costs the same at any length up to it: only the
    /// lines an edit touches are wrapped again and only the visible lines are drawn.
    public nonisolated static let hardLengthLimit = 2_000_000

    /// The text (`String!` as UIKit's: reads `""` when empty, never `nil`; `nil` empties).
    /// Setting it replaces everything, caret at the end (attributed text: all of it in
    /// ``typingAttributes``, as UIKit).
    public var text: String! {
        get { buffer.text }
        set {
            contentOffsetY = 0
            editor.setText(String((newValue ?? "").prefix(TextView.hardLengthLimit)))
        }
    }
    /// UIKit's delegate (weak): asked before focus changes and edits, told after
    /// (``TextViewDelegate``).
    public weak var delegate: (any TextViewDelegate)?
    /// The font.
    /// (Attributed text: setting it sets the font of the whole text, as UIKit.)
    public var font: Font = .default { didSet { richFontDidChange(); if font != oldValue { wordWidths.removeAll(); linesValid = false; setNeedsDisplay() } } }
    /// The text colour (attributed text: setting it colours the whole text, as UIKit).
    public var textColor: Color { get { colors.text.value() } set { colors.text.set(newValue, by: .code); richTextColorDidChange(); setNeedsDisplay() } }
    /// The caret's and selection's colour.
    public override var tintColor: Color! { get { colors.tint.value() } set { colors.tint.set(newValue ?? Color.tintColor, by: .code); setNeedsDisplay() } }
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
    /// Seconds a finger rests on a focused view before the word under it is selected (and a
    /// drag then extends the selection by words), as iOS's long press.
    public var selectionLongPressDuration: Double {
        get { editor.selectionLongPressDuration }
        set { editor.selectionLongPressDuration = newValue }
    }
    /// Seconds between caret blinks.
    public var caretBlinkInterval: Double {
        get { editor.caretBlinkInterval }
        set { editor.caretBlinkInterval = newValue }
    }
    /// Seconds without input after which the caret stops blinking and stays on.
    public var caretBlinkTimeout: Double {
        get { editor.caretBlinkTimeout }
        set { editor.caretBlinkTimeout = newValue }
    }
    /// Whether the caret still blinks (a timer runs).
    public var isCaretBlinking: Bool { editor.blink.isBlinking }

    /// The selected range in clusters (UIKit's ``selectedRange`` counts UTF-16 units).
    public var selectedClusterRange: Range<Int> {
        get { buffer.selectedRange }
        set { editor.select(newValue) }
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
        editor.host = self
        WindowKit.install()
        backgroundColor = .systemBackground  // white in light, black in dark (the text is `label`)
        clipsToBounds = true
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEditable }

    open override func didMoveToWindow() {
        if window == nil { editor.didLeaveWindow(); trackedTouch = nil }
        wordWidths.removeAll()
        linesValid = false
    }

    // MARK: TextInputClient

    public func insertText(_ text: String) { editor.insertText(text) }

    public func deleteBackward() { editor.deleteBackward() }

    /// Deletes the selection or the cluster after the caret.
    public func deleteForward() { editor.deleteForward() }

    public var hasText: Bool { buffer.count > 0 }

    public func setMarkedText(_ text: String) { editor.setMarkedText(text) }

    public var caretRectInWindow: Rect { convert(caretRect, to: nil) }

    public var wantsCapitalNext: Bool { buffer.wantsCapital(autocapitalizationType) }

    /// Replaces `range` with `string` as the user would (``maxLength`` applies).
    @discardableResult
    public func replace(_ range: Range<Int>, with string: String) -> Bool { editor.replace(range, with: string) }

    /// Selects all the text.
    public func selectAll() { editor.selectAll() }

    // MARK: TextEditingHost

    var isEditingAllowed: Bool { isEditable }
    var editLengthLimit: Int { min(maxLength ?? TextView.hardLengthLimit, TextView.hardLengthLimit) }
    func editorShouldReplace(_ range: Range<Int>, with string: String) -> Bool {
        guard let d = delegate else { return true }
        return d.textView(self, shouldChangeTextIn: buffer.utf16Range(range), replacementText: string)
    }
    func editorDidEdit() { delegate?.textViewDidChange(self); onChange?(self) }
    func editorMarkedTextDidChange() { setNeedsDisplay() }
    func editorShouldChangeEditing(begin: Bool) -> Bool {
        guard let d = delegate else { return true }
        return begin ? d.textViewShouldBeginEditing(self) : d.textViewShouldEndEditing(self)
    }
    func editorEditingDidChange(began: Bool) {
        if began { delegate?.textViewDidBeginEditing(self); onBeginEditing?(self) } else { delegate?.textViewDidEndEditing(self); onEndEditing?(self) }
    }

    func editorLine(containing offset: Int) -> Range<Int> {
        let l = lines[lineIndex(of: offset)]
        return l.start..<max(l.start, l.end)
    }

    func editorOffset(movingLines n: Int, from offset: Int, x: Float?) -> (offset: Int, x: Float?) {
        let li = lineIndex(of: offset)
        let column = x ?? caretPoint(for: offset).x
        let target = li + n
        if target < 0 { return (0, column) }
        if target >= lines.count { return (buffer.count, column) }
        return (self.offset(inLine: target, x: column), column)
    }

    // MARK: Keys

    open override func keyDown(_ key: KeyInput) {
        guard isFirstResponder else { super.keyDown(key); return }
        if !editor.handleKey(key) { super.keyDown(key) }
    }

    // MARK: Touches

    /// What a finger does: not yet known, scrolls, or edits the selection (the caret, words
    /// or a handle: `TextEditingController`'s gestures).
    enum TouchMode { case undecided, scroll, select }
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
        editor.selectionTouchBegan(at: touchStart, tapCount: t.tapCount, wasFocused: true)
        // A handle or a word selection takes the finger at once (no scrolling).
        if editor.isDraggingSelection { touchMode = .select }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let t = trackedTouch, touches.contains(t) else { return }
        let p = t.location(in: self)
        let dx = p.x - touchStart.x, dy = p.y - touchStart.y
        // A long press that fired while the finger rested makes it select words.
        if touchMode == .undecided && editor.isDraggingSelection { touchMode = .select }
        if touchMode == .undecided {
            if abs(dy) > 8 && abs(dy) > abs(dx) { touchMode = .scroll; editor.selectionTouchEnded() }
            else if abs(dx) > 8 && isFirstResponder { touchMode = .select }
        }
        switch touchMode {
        case .scroll:
            ensureLines()
            let visible = bounds.height - textContainerInset.top - textContainerInset.bottom
            let maxOffset = max(0, textHeight - visible)
            let y = touchStartOffset - dy
            let clean = y.isFinite ? min(max(0, y), maxOffset) : 0
            if clean != contentOffsetY { contentOffsetY = clean; setNeedsDisplay() }
            recordScrollSample()
        case .select:
            editor.selectionTouchMoved(to: p)
        case .undecided: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let t = trackedTouch, touches.contains(t) else { return }
        trackedTouch = nil
        editor.selectionTouchEnded()
        if touchMode == .scroll { startMomentum() }
        if touchMode != .scroll && !isFirstResponder && becomeFirstResponder() {
            editor.setCaret(offset(at: t.location(in: self)))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if let t = trackedTouch, touches.contains(t) { trackedTouch = nil; editor.selectionTouchEnded() }
    }

    // MARK: Layout

    var measurer: TextMeasurer { TextMeasurer(for: self) }
    var lineHeight: Float { measurer.lineHeight(font) }
    var wrapWidth: Float { max(1, bounds.width - textContainerInset.left - textContainerInset.right) }

    private func width(_ s: String) -> Float {
        if let w = wordWidths[s] { return w }
        let w = measurer.width(s, font: font)
        if wordWidths.count > 8192 { wordWidths.removeAll(keepingCapacity: true) }
        wordWidths[s] = w
        return w
    }

    /// A run of clusters' width: short runs (words) from the cache.
    private func width(_ run: ArraySlice<Character>) -> Float {
        if rich != nil { return richWidth(run) }
        return run.count <= 64 ? width(String(run)) : measurer.width(String(run), font: font)
    }

    /// The width of the clusters from a line's start to `offset`.
    private func prefixWidth(_ l: TextLines.Line, to offset: Int) -> Float {
        let end = min(max(l.start, offset), l.end)
        guard end > l.start else { return 0 }
        return rich != nil ? richWidth(buffer.characters[l.start..<end]) : width(String(buffer.characters[l.start..<end]))
    }

    /// The shown text of a line.
    func text(of line: TextLines.Line) -> String { String(buffer.characters[line.start..<line.end]) }

    func ensureLines() {
        if linesValid && layout.width == wrapWidth { return }
        linesValid = true
        rich?.invalidateGeometry()
        layout.rebuild(buffer.characters, width: wrapWidth, measure: width(_:))
    }

    /// Re-wraps only the lines an edit touched (all of them when the lines were not valid,
    /// or `change` is nil: the whole text was set).
    func editorTextDidChange(_ change: TextEditBuffer.Change?) {
        richTextDidChange(change)
        guard let change, linesValid && layout.width == wrapWidth else { linesValid = false; return }
        layout.update(buffer.characters, replacing: change.range, newCount: change.newCount, measure: width(_:))
    }

    func lineIndex(of offset: Int) -> Int {
        ensureLines()
        return layout.index(of: offset)
    }

    func caretPoint(for offset: Int) -> Point {
        ensureLines()
        let li = lineIndex(of: offset)
        let l = lines[li]
        return Point(x: textContainerInset.left + lineX(li) + prefixWidth(l, to: offset),
                     y: textContainerInset.top + lineTop(li) - contentOffsetY)
    }

    private func offset(inLine li: Int, x: Float) -> Int {
        let l = lines[li]
        let left = textContainerInset.left + lineX(li)
        var prev: Float = left
        if x <= prev { return l.start }
        for i in (l.start + 1)..<(l.end + 1) where i <= l.end {
            let xi = left + prefixWidth(l, to: i)
            if xi >= x { return (x - prev) < (xi - x) ? i - 1 : i }
            prev = xi
        }
        return l.end
    }

    /// The cluster boundary nearest to a point in the view's coordinates.
    public func offset(at p: Point) -> Int {
        ensureLines()
        guard p.y.isFinite, p.x.isFinite else { return buffer.caret }
        let li = lineIndex(atTextY: p.y + contentOffsetY - textContainerInset.top)
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
        return Rect(x: (p.x - 1).rounded(), y: p.y.rounded(), width: 2, height: heightOfLine(lineIndex(of: buffer.caret)).rounded())
    }

    /// Keeps the caret's line in view while editing (an app setting the text keeps the top).
    func editorCaretDidMove() {
        defer { delegate?.textViewDidChangeSelection(self) }
        ensureLines()
        richCaretDidMove()
        let li = lineIndex(of: buffer.caret)
        let lh = heightOfLine(li)
        let top = lineTop(li), visible = max(lh, bounds.height - textContainerInset.top - textContainerInset.bottom)
        if isFirstResponder {
            if top < contentOffsetY { contentOffsetY = top }
            if top + lh > contentOffsetY + visible { contentOffsetY = top + lh - visible }
        }
        let maxOffset = max(0, textHeight - visible)
        contentOffsetY = min(max(0, contentOffsetY), maxOffset)
    }

    open override func layoutSubviews() {
        if layout.width != wrapWidth {
            linesValid = false
            editor.caretMoved(keepingColumn: editor.preferredX)
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        ensureLines()
        let first = max(0, lineIndex(atTextY: contentOffsetY + rect.minY - textContainerInset.top))
        let last = min(lines.count - 1, lineIndex(atTextY: contentOffsetY + rect.maxY - textContainerInset.top) + 1)
        guard first <= last else { return }
        let sel = buffer.selectedRange
        for li in first...last {
            let l = lines[li]
            let lh = heightOfLine(li)
            let y = textContainerInset.top + lineTop(li) - contentOffsetY
            if isFirstResponder && !sel.isEmpty && sel.lowerBound <= l.end && sel.upperBound >= l.start {
                let a = max(sel.lowerBound, l.start), b = min(sel.upperBound, l.end)
                let xa = caretPoint(for: a).x, xb = b == l.end && sel.upperBound > l.end ? bounds.width - textContainerInset.right : caretPoint(for: b).x
                if xb > xa { renderer.fill(Rect(x: xa, y: y, width: xb - xa, height: lh), color: tintColor.withAlphaComponent(0.3)) }
            }
            if l.end > l.start {
                if rich != nil { drawRichLine(li, at: Point(x: textContainerInset.left + lineX(li), y: y), in: renderer) }
                else { renderer.drawText(text(of: l), font: font, color: textColor, at: Point(x: textContainerInset.left, y: y)) }
            }
        }
        if !markedText.isEmpty {
            let lh = heightOfLine(lineIndex(of: buffer.caret))
            let p = caretPoint(for: buffer.caret)
            renderer.fill(Rect(x: p.x, y: p.y, width: width(markedText), height: lh), color: .white)
            renderer.drawText(markedText, font: font, color: textColor, at: p)
            renderer.fill(Rect(x: p.x, y: p.y + lh - 2, width: width(markedText), height: 1), color: textColor)
        }
        if isFirstResponder && editor.blink.isOn && sel.isEmpty {
            renderer.fill(caretRect, color: tintColor)
        }
        if isFirstResponder && !sel.isEmpty && markedText.isEmpty { drawSelectionHandles(in: renderer) }
    }
}
