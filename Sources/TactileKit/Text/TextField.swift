/// A single line of editable text, as `UITextField`.
///
/// Tap it to focus it (it becomes first responder: typed text and editing keys go to it,
/// the platform's text input starts, and on a touch panel the on-screen ``Keyboard``
/// slides in). Editing is by grapheme cluster: the caret never lands inside an emoji or an
/// "e" with a combining accent, and Backspace removes the whole cluster.
///
/// ```swift
/// let name = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
/// name.placeholder = "Room name"
/// name.maxLength = 24
/// name.addAction(for: .editingChanged) { _ in preview.text = name.text }
/// name.onReturn = { field in save(field.text); return true }
/// ```
///
/// Keys: arrows (Shift extends the selection), Home/End, Backspace and Delete (with key
/// repeat), Enter (``onReturn``, then ``ControlEvents/editingDidEndOnExit``), Ctrl-A/C/X/V/Z.
/// Touch: a tap places the caret, a drag moves it, a double tap selects a word, a triple
/// tap selects everything. The caret blinks on the engine's clock and stops blinking
/// (stays on, no more frames) after ``caretBlinkTimeout`` seconds without input.
@MainActor
open class TextField: Control, TextInputClient, TextEditingHost {
    /// The most clusters a field holds whatever ``maxLength`` says, so that a huge paste
    /// stays bounded work.
    public static let hardLengthLimit = 100_000

    /// The owner of the field's editing (text, selection, composition, caret, keys, gestures).
    let editor = TextEditingController()
    /// The text and selection (read-only here: edits go through ``editor``).
    var buffer: TextEditBuffer { editor.buffer }
    private var markedText: String { editor.markedText }
    var runs = TextRuns()
    /// A search bar's field: the screen reader and AT-SPI present it as a search field.
    var isSearchField = false
    private var runsValid = false
    private var runsScale: Float = 0
    private var cachedCaretX: Float?
    private(set) var scrollX: Float = 0
    /// The text area's width when ``scrollX`` was last chosen.
    private var scrolledWidth: Float = -1
    private(set) var clearGlyph = ClearButtonGlyph()
    /// The engine whose timers the secure field's reveal timer runs on.
    private weak var revealHost: WindowContext?
    /// Seconds a finger rests on a focused field before the word under it is selected (and
    /// a drag then extends the selection by words), as iOS's long press.
    public var selectionLongPressDuration: Double {
        get { editor.selectionLongPressDuration }
        set { editor.selectionLongPressDuration = newValue }
    }

    // MARK: Content

    /// The text, as UIKit's `String?`: reading it never gives `nil` (an empty field gives
    /// `""`, as UIKit's); setting `nil` empties the field. Setting it replaces everything (no
    /// events, no undo), caret at the end; control characters become spaces.
    public var text: String? {
        get { buffer.text }
        set {
            let clean = TextEditingController.sanitize(String((newValue ?? "").prefix(TextField.hardLengthLimit)), singleLine: true)
            guard clean != buffer.text else { return }
            editor.setText(clean)
        }
    }

    /// Grey text shown while the field is empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The font of the text and placeholder.
    public var font: Font = .default { didSet { if font != oldValue { invalidateRuns() } } }
    /// The text colour.
    public var textColor: Color { get { colors.text.value() } set { colors.text.set(newValue, by: .code); setNeedsDisplay() } }
    /// The placeholder's colour.
    public var placeholderColor: Color { get { colors.placeholder.value() } set { colors.placeholder.set(newValue, by: .code); setNeedsDisplay() } }
    /// The caret's and the selection's colour.
    public override var tintColor: Color! { get { colors.tint.value() } set { colors.tint.set(newValue ?? Color.tintColor, by: .code); setNeedsDisplay() } }
    private var colors = TextColors()
    /// Where the text sits when it is shorter than the field.
    public var textAlignment: TextAlignment = .left { didSet { setNeedsDisplay() } }
    /// The field's frame.
    public var borderStyle: TextBorderStyle = .roundedRect { didSet { setNeedsDisplay() } }
    /// When the clear button (a grey circle with ×, at the right) shows.
    public var clearButtonMode: TextFieldViewMode = .never { didSet { setNeedsDisplay() } }
    /// Shows dots instead of the characters (and refuses to copy or cut).
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { invalidateRuns() } } }
    /// Seconds a character just typed into a secure field stays readable before it becomes
    /// a dot, as on a phone (0: never shown).
    public var secureRevealDuration: Double = 1 {
        didSet { secureRevealDuration = secureRevealDuration >= 0 ? secureRevealDuration.sanitized(0...SanitizeLimits.duration, nan: 1) : 1 }
    }
    private var revealedIndex: Int?
    private var revealToken: TimerToken?
    /// Which on-screen keyboard suits the content.
    public var keyboardType: KeyboardType = .default
    /// The label of the Return key on the on-screen keyboard.
    public var returnKeyType: ReturnKeyType = .default
    /// When the on-screen keyboard starts letters in upper case.
    public var autocapitalizationType: AutocapitalizationType = .sentences
    /// The most clusters the user can enter (`nil`: up to ``hardLengthLimit``); negative
    /// values become 0. Typing and pasting beyond it are cut; setting ``text`` is not.
    public var maxLength: Int? {
        didSet { if let m = maxLength, m < 0 { maxLength = 0 } }
    }
    /// Asked before each edit with the cluster range to replace and the replacement (already
    /// cut to ``maxLength``); return `false` to refuse it, as
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
    public var shouldChangeCharacters: ((TextField, Range<Int>, String) -> Bool)?
    /// Called when Return is pressed; return `false` to keep editing (the field resigns
    /// otherwise), as `textFieldShouldReturn(_:)`.
    public var onReturn: ((TextField) -> Bool)?
    /// The object asked and told about editing, as UIKit's (held weakly). It is asked after
    /// the closures (``shouldChangeCharacters``, ``onReturn``): both must agree.
    public weak var delegate: (any TextFieldDelegate)?
    /// Seconds between caret blinks.
    public var caretBlinkInterval: Double {
        get { editor.caretBlinkInterval }
        set { editor.caretBlinkInterval = newValue }
    }
    /// Seconds without input after which the caret stops blinking and stays on (no frames
    /// are drawn for it any more).
    public var caretBlinkTimeout: Double {
        get { editor.caretBlinkTimeout }
        set { editor.caretBlinkTimeout = newValue }
    }

    /// The selected range in clusters (empty at the caret).
    public var selectedRange: Range<Int> {
        get { buffer.selectedRange }
        set { editor.select(newValue) }
    }

    /// The caret's offset in clusters.
    public var caretOffset: Int { buffer.caret }
    /// The text's clusters (what the caret steps over).
    public var characters: [Character] { buffer.characters }
    /// Whether the caret is drawn now (it blinks).
    public var isCaretVisible: Bool { isFirstResponder && editor.blink.isOn && !buffer.hasSelection }
    /// Whether the caret still blinks (a timer runs).
    public var isCaretBlinking: Bool { editor.blink.isBlinking }
    /// The input method's composition shown at the caret, if any.
    public var markedTextRange: String { markedText }

    /// Creates a field with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        editor.host = self
        WindowKit.install()
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "TextField"] }

    /// Text, placeholder and tint (caret, selection) colours.
    open override class var styleProperties: [StyleBinding] { super.styleProperties + TextColors.bindings(\TextField.colors) }

    open override var intrinsicContentSize: Size {
        let lh = TextMeasurer(for: self).lineHeight(font)
        return Size(width: View.noIntrinsicMetric, height: (lh + 14).rounded())
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width.isFinite ? size.width : 200, height: intrinsicContentSize.height)
    }

    /// A field lower than ``Accessibility/minimumTouchTarget`` (44 points) takes touches in
    /// that much height around its centre, as a switch does.
    open override func point(inside point: Point, with event: Event?) -> Bool {
        let dy = max(0, (Accessibility.minimumTouchTarget - bounds.height) / 2)
        return bounds.insetBy(dx: 0, dy: -dy).contains(point)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { editor.didLeaveWindow(); hideRevealed() }
        runsValid = false
    }

    // MARK: Editing

    /// Replaces `range` (clusters) with `string` as the user would (``maxLength`` and
    /// ``shouldChangeCharacters`` apply, ``ControlEvents/editingChanged`` is sent).
    /// Returns whether the edit happened.
    @discardableResult
    public func replace(_ range: Range<Int>, with string: String) -> Bool {
        editor.replace(range, with: string)
    }

    public func insertText(_ text: String) {
        guard isEnabled else { return }
        let changed = editor.insertText(text)
        if changed && isSecureTextEntry && secureRevealDuration > 0 && text.count == 1 && buffer.caret > 0, let host = window?.context {
            revealedIndex = buffer.caret - 1
            invalidateRuns()
            revealHost = host
            revealToken = host.timers.schedule(after: secureRevealDuration) { [weak self] in self?.hideRevealed() }
        }
    }

    private func hideRevealed() {
        if let t = revealToken { revealHost?.timers.cancel(t) }
        revealToken = nil
        guard revealedIndex != nil else { return }
        revealedIndex = nil
        invalidateRuns()
    }

    /// What the field shows: the text, dots for a secure field, the composition at the caret.
    var displayedText: String { String(displayCharacters) }

    public func deleteBackward() { editor.deleteBackward() }

    /// Deletes the selection, or the cluster after the caret (the Delete key).
    public func deleteForward() { editor.deleteForward() }

    public var hasText: Bool { buffer.count > 0 }

    public func setMarkedText(_ text: String) { editor.setMarkedText(text) }

    public var caretRectInWindow: Rect { convert(caretRect, to: nil) }

    public var wantsCapitalNext: Bool { buffer.wantsCapital(autocapitalizationType) }

    /// Selects all the text.
    public func selectAll() { editor.selectAll() }

    /// Copies the selection to the clipboard (not from a secure field).
    public func copy() { editor.copy() }

    /// Copies and deletes the selection.
    public func cut() { editor.cut() }

    /// Inserts the clipboard's text at the caret.
    public func paste() { editor.paste() }

    /// Takes the last edit back.
    public func undo() { editor.undo() }

    // MARK: TextEditingHost

    var isSingleLine: Bool { true }
    var isEditingAllowed: Bool { true }
    var editLengthLimit: Int { min(maxLength ?? TextField.hardLengthLimit, TextField.hardLengthLimit) }
    var allowsCopying: Bool { !isSecureTextEntry }

    func editorShouldReplace(_ range: Range<Int>, with string: String) -> Bool {
        guard shouldChangeCharacters.map({ $0(self, range, string) }) ?? true else { return false }
        guard let d = delegate else { return true }
        return d.textField(self, shouldChangeCharactersIn: utf16Range(range), replacementString: string)
    }

    func editorDidEdit() { sendActions(for: .editingChanged) }

    func editorMarkedTextDidChange() { invalidateRuns() }

    func editorShouldChangeEditing(begin: Bool) -> Bool {
        guard let d = delegate else { return true }
        return begin ? d.textFieldShouldBeginEditing(self) : d.textFieldShouldEndEditing(self)
    }

    func editorEditingDidChange(began: Bool) {
        if !began { hideRevealed() }
        if began { delegate?.textFieldDidBeginEditing(self) } else { delegate?.textFieldDidEndEditing(self, reason: .committed) }
        sendActions(for: began ? .editingDidBegin : .editingDidEnd)
    }

    func editorReturnKey() {
        let keep = onReturn.map { !$0(self) } ?? false
        guard !keep else { return }
        if let d = delegate, !d.textFieldShouldReturn(self) { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    // MARK: Keys

    open override func keyDown(_ key: KeyInput) {
        guard isFirstResponder, isEnabled else { super.keyDown(key); return }
        if !editor.handleKey(key) { super.keyDown(key) }
    }

    // MARK: Touches

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let p = touch.location(in: self)
        if showsClearButton && clearButtonRect.insetBy(dx: -6, dy: -6).contains(p) {
            if !isFirstResponder { becomeFirstResponder() }
            if hasText, delegate?.textFieldShouldClear(self) ?? true { replace(0..<buffer.count, with: "") }
            return false
        }
        let wasFocused = isFirstResponder
        if !wasFocused { guard becomeFirstResponder() else { return false } }
        editor.selectionTouchBegan(at: p, tapCount: touch.tapCount, wasFocused: wasFocused)
        return true
    }

    func editorSelectionHandle(at p: Point) -> TextEditingController.Drag? {
        guard isFirstResponder else { return nil }
        let sel = buffer.selectedRange
        let chars = displayCharacters
        let m = measureFunction()
        let x0 = textOriginX + runs.x(at: sel.lowerBound, chars, measure: m)
        let x1 = textOriginX + runs.x(at: sel.upperBound, chars, measure: m)
        let d0 = abs(p.x - x0), d1 = abs(p.x - x1)
        guard min(d0, d1) <= 16 else { return nil }
        return d0 < d1 ? .selectionStart : .selectionEnd
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        editor.selectionTouchMoved(to: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) { editor.selectionTouchEnded() }

    open override func cancelTracking(with event: Event?) { editor.selectionTouchEnded() }

    /// The cluster boundary nearest to a point in the field's coordinates.
    public func offset(at point: Point) -> Int {
        guard ensureRuns() else { return 0 }
        let x = point.x - textOriginX
        var chars = displayCharacters
        let d = runs.offset(atX: x, chars, measure: measureFunction())
        chars = []
        return min(max(0, d), buffer.count)
    }

    // MARK: Layout of the text

    var textRect: Rect {
        let pad: Float = borderStyle == .none ? 0 : 8
        var r = bounds.insetBy(dx: pad, dy: 0)
        if showsClearButton { r.size.width = max(0, r.width - clearButtonRect.width - 4) }
        return r
    }

    var showsClearButton: Bool {
        switch clearButtonMode {
        case .never: return false
        case .always: return hasText
        case .whileEditing: return hasText && isFirstResponder
        case .unlessEditing: return hasText && !isFirstResponder
        }
    }

    var clearButtonRect: Rect {
        let d = min(bounds.height * 0.5, 22)
        return Rect(x: bounds.maxX - d - 6, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// The characters drawn: dots when secure, with the composition at the caret.
    private var displayCharacters: [Character] {
        if markedText.isEmpty && !isSecureTextEntry { return buffer.characters }
        var d = isSecureTextEntry ? [Character](repeating: "•", count: buffer.count) : buffer.characters
        if isSecureTextEntry, let r = revealedIndex, r < d.count { d[r] = buffer.characters[r] }
        if !markedText.isEmpty { d.insert(contentsOf: Array(markedText), at: min(buffer.caret, d.count)) }
        return d
    }

    private var markedCount: Int { markedText.isEmpty ? 0 : Array(markedText).count }

    private func measureFunction() -> (String) -> Float {
        let m = TextMeasurer(for: self)
        let f = font
        return { m.width($0, font: f) }
    }

    /// Shaped advances with sub-pixel precision, for where each run starts (see `TextRuns`).
    private func advanceFunction() -> ((String) -> Float)? {
        guard let r = window?.context?.renderer else { return nil }
        let f = font
        return { r.advanceWidth($0, font: f) }
    }

    private var currentScale: Float { window?.context?.renderer.pixelScale ?? 1 }

    @discardableResult
    private func ensureRuns() -> Bool {
        let scale = currentScale
        if !runsValid || scale != runsScale {
            runs.rebuild(displayCharacters, measure: measureFunction(), advance: advanceFunction())
            runsValid = true
            runsScale = scale
            cachedCaretX = nil
        }
        return true
    }

    private func invalidateRuns() {
        runsValid = false
        cachedCaretX = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSizeIfPossible()
    }

    private func invalidateIntrinsicContentSizeIfPossible() {}

    func editorTextDidChange(_ change: TextEditBuffer.Change?) {
        if revealedIndex != nil { hideRevealed() }
        if let change, runsValid, markedText.isEmpty {
            runs.update(displayCharacters, replacing: change.range, newCount: change.newCount, measure: measureFunction(),
                        advance: advanceFunction())
        } else {
            runsValid = false
        }
        cachedCaretX = nil
    }

    /// The caret's x relative to the text origin.
    private var caretX: Float {
        if let x = cachedCaretX { return x }
        ensureRuns()
        let x = runs.x(at: buffer.caret + markedCount, displayCharacters, measure: measureFunction())
        cachedCaretX = x
        return x
    }

    private var alignmentOffset: Float {
        let free = textRect.width - runs.totalWidth
        guard free > 0 else { return 0 }
        switch textAlignment {
        case .left: return 0
        case .center: return (free / 2).rounded()
        case .right: return free
        }
    }

    private var textOriginX: Float { textRect.minX + alignmentOffset - scrollX }

    /// The caret's rectangle in the field's coordinates.
    public var caretRect: Rect {
        ensureRuns()
        let lh = TextMeasurer(for: self).lineHeight(font)
        let x = textOriginX + caretX
        return Rect(x: (x - 1).rounded(), y: (bounds.midY - lh / 2).rounded(), width: 2, height: lh.rounded())
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A field given its width after its text (or resized) scrolls its text again.
        if textRect.width != scrolledWidth { scrollToCaret() }
    }

    func editorCaretDidMove() {
        cachedCaretX = nil
        scrollToCaret()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Scrolls so that the caret stays inside the text area, with a little context.
    private func scrollToCaret() {
        ensureRuns()
        let w = textRect.width
        scrolledWidth = w
        let cx = caretX
        let total = runs.totalWidth
        if total <= w {
            scrollX = 0
        } else {
            let margin = min(w / 4, 24)
            if cx - scrollX > w - 2 { scrollX = cx - w + 2 }
            if cx - scrollX < margin { scrollX = max(0, cx - margin) }
            scrollX = min(max(0, scrollX), total - w + 2)
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let b = bounds
        switch borderStyle {
        case .none: break
        case .line:
            renderer.fill(b, color: .white)
            renderer.strokeRect(b, width: 1, color: fieldBorderColor ?? .black)
        case .roundedRect:
            renderer.fillRoundedRect(b, radius: 6, color: .white)
            renderer.strokeRoundedRect(b, radii: CornerRadii(all: 6), width: 1, color: fieldBorderColor ?? .black)
        }
        ensureRuns()
        let tr = textRect
        let lh = TextMeasurer(for: self).lineHeight(font)
        let y = (b.midY - lh / 2).rounded()
        let enabledAlpha: Float = isEnabled ? 1 : 0.5
        renderer.save()
        renderer.clip(to: Rect(x: tr.minX - 2, y: b.minY, width: tr.width + 4, height: b.height))
        if buffer.count == 0 && markedText.isEmpty {
            if let p = placeholder, !p.isEmpty {
                renderer.drawText(p, font: font, color: placeholderColor, in: Rect(x: tr.minX, y: y, width: tr.width, height: lh),
                                  alignment: textAlignment, verticalAlignment: .top)
            }
        } else {
            let ox = textOriginX
            if buffer.hasSelection && isFirstResponder {
                let chars = displayCharacters
                let m = measureFunction()
                let sel = buffer.selectedRange
                let x0 = runs.x(at: sel.lowerBound, chars, measure: m), x1 = runs.x(at: sel.upperBound, chars, measure: m)
                renderer.fill(Rect(x: ox + x0, y: y, width: x1 - x0, height: lh), color: tintColor.withAlphaComponent(0.3))
            }
            let visible = runs.visibleRange(minX: tr.minX - ox, maxX: tr.maxX - ox)
            var color = textColor
            color.a = UInt8(Float(color.a) * enabledAlpha)
            for i in visible {
                let r = runs.runs[i]
                renderer.drawText(r.text, font: font, color: color, at: Point(x: ox + r.x, y: y))
            }
            if !markedText.isEmpty {
                let chars = displayCharacters
                let m = measureFunction()
                let x0 = runs.x(at: buffer.caret, chars, measure: m), x1 = runs.x(at: buffer.caret + markedCount, chars, measure: m)
                renderer.fill(Rect(x: ox + x0, y: y + lh - 2, width: x1 - x0, height: 1), color: textColor)
            }
        }
        if isCaretVisible {
            renderer.fill(caretRect, color: tintColor)
        }
        if isFirstResponder && buffer.hasSelection && markedText.isEmpty {
            // Selection handles: a bar with a knob above the start and below the end.
            let chars = displayCharacters
            let m = measureFunction()
            let sel = buffer.selectedRange
            let ox = textOriginX
            for (offset, top) in [(sel.lowerBound, true), (sel.upperBound, false)] {
                let x = (ox + runs.x(at: offset, chars, measure: m)).rounded()
                renderer.fill(Rect(x: x - 1, y: y - 2, width: 2, height: lh + 4), color: tintColor)
                renderer.fillCircle(center: Point(x: x, y: top ? y - 4 : y + lh + 4), radius: 4, color: tintColor)
            }
        }
        renderer.restore()
        if showsClearButton {
            let c = clearButtonRect
            renderer.fillCircle(center: Point(x: c.midX, y: c.midY), radius: c.width / 2, color: Color(white: 0.75))
            clearGlyph.draw(in: c, color: .white, renderer: renderer)
        }
    }

    open override var debugTreeDescription: String {
        var words = [super.debugTreeDescription, "text=\"\(isSecureTextEntry ? String(repeating: "•", count: buffer.count) : String(buffer.text.prefix(40)))\""]
        if isFirstResponder { words.append("focused caret=\(buffer.caret)") }
        if buffer.hasSelection { words.append("selection=\(buffer.selectedRange)") }
        return DebugText.join(words)
    }
}

extension TextField {
    /// The border's colour (`nil` without one): at least 3:1 on white and on the grouped
    /// background (#F2F2F7), as WCAG's non-text contrast asks of a box that identifies a field.
    package var fieldBorderColor: Color? {
        switch borderStyle {
        case .none: return nil
        case .line: return Color(white: 0.35)
        case .roundedRect: return Color(white: isFirstResponder ? 0.4 : 0.52)
        }
    }
}
