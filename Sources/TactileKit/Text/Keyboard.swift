/// An on-screen keyboard for touch panels, as the iOS keyboard: it types into the window's
/// first responder (a ``TextInputClient``).
///
/// The ``KeyboardController`` slides it in from the bottom when a text field becomes first
/// responder and the window's ``Window/keyboardMode`` asks for it. Keys come from a
/// ``KeyboardLayout`` (data): letters with shift (tap) and caps lock (double tap), a
/// numbers and symbols page, and a number pad for ``KeyboardType/numberPad`` and
/// ``KeyboardType/decimalPad``. A pressed key shows a pop-up preview; a key types when the
/// finger lifts on it; backspace repeats while held; Return is labelled by the field's
/// ``ReturnKeyType``.
@MainActor
public final class Keyboard: View {
    /// The page shown.
    public enum Page: Hashable, Sendable { case letters, symbols, numberPad }
    /// The shift key's state.
    public enum ShiftState: Hashable, Sendable { case off, on, capsLock }

    /// The keys; changing it redraws.
    public var layout: KeyboardLayout = .usQWERTY { didSet { relayout() } }
    /// The page shown.
    public private(set) var page: Page = .letters
    /// The shift key's state.
    public private(set) var shiftState: ShiftState = .off
    /// The Return key's label.
    public private(set) var returnKeyType: ReturnKeyType = .default
    /// Seconds the keyboard takes to slide in or out.
    public var slideDuration: Double = 0.25 {
        didSet { slideDuration = slideDuration.isFinite && slideDuration >= 0 ? slideDuration.animationDurationClamped : 0.25 }
    }
    /// The colour behind the keys.
    public var keyboardColor = Color(r: 209, g: 212, b: 217) { didSet { backgroundColor = keyboardColor } }
    /// The letter keys' colour.
    public var keyColor = Color.white
    /// Shift, backspace, the page keys' and Return's colour.
    public var specialKeyColor = Color(r: 171, g: 177, b: 186)
    /// The key labels' colour.
    public var keyTextColor = Color.black
    /// Key labels' font.
    public var keyFont = Font(size: 22)

    struct PlacedKey {
        var key: KeyboardLayout.Key
        var frame: Rect
    }
    private(set) var placed: [PlacedKey] = []
    private var pressed: [ObjectIdentifier: Int] = [:]
    private var repeatToken: TimerToken?
    private var slideToken: TimerToken?
    private weak var timerHost: WindowContext?
    private var slideFrom = Rect.zero, slideTo = Rect.zero, slideStart: Double = 0
    private(set) var isDismissing = false
    private var lastShiftTap: Double = -1
    private let popup = KeyPopupView(frame: .zero)

    /// Creates a keyboard (the controller sizes and places it).
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = keyboardColor
        popup.isHidden = true
        popup.isUserInteractionEnabled = false
        addSubview(popup)
    }

    /// The height the keyboard wants at a width (shorter rows in landscape).
    public func preferredHeight(forWidth width: Float, windowHeight: Float) -> Float {
        let rows = Float(rowsOfPage.count)
        let landscape = width > windowHeight
        let rowHeight: Float = landscape ? 44 : 56
        let h = rows * rowHeight + 16
        return min(h, max(0, windowHeight * (landscape ? 0.55 : 0.45))).rounded()
    }

    /// Sets up the page, Return label and shift for a client.
    func configure(for client: TextInputClient) {
        returnKeyType = client.returnKeyType
        keyboardType = client.keyboardType
        switch client.keyboardType {
        case .numberPad, .decimalPad: page = .numberPad
        default: page = .letters
        }
        updateAutoShift(client)
        relayout()
    }

    /// The keyboard type of the field being edited.
    public private(set) var keyboardType: KeyboardType = .default

    private var rowsOfPage: [[KeyboardLayout.Key]] {
        switch page {
        case .letters:
            // E-mail and URL fields get their separators beside a narrower space bar.
            let extra: [String]
            switch keyboardType {
            case .emailAddress: extra = ["@", "."]
            case .URL: extra = ["/", "."]
            default: return layout.letters
            }
            var rows = layout.letters
            guard var last = rows.popLast(), let space = last.firstIndex(where: { $0.kind == .space }) else { return layout.letters }
            last[space].width = max(1, last[space].width - Float(extra.count))
            last.insert(contentsOf: extra.map { KeyboardLayout.Key(kind: .character($0), width: 1) }, at: space + 1)
            rows.append(last)
            return rows
        case .symbols: return layout.symbols
        case .numberPad:
            guard keyboardType == .numberPad else { return layout.numberPad }
            // A number pad has no decimal separator (that is the decimal pad): drop the
            // non-digit character keys and widen the rest of their row.
            let units = layout.numberPad.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1
            return layout.numberPad.map { row in
                let kept = row.filter { if case let .character(c) = $0.kind { return c.allSatisfy(\.isNumber) } else { return true } }
                guard kept.count != row.count, !kept.isEmpty else { return row }
                let sum = kept.reduce(0) { $0 + $1.width }
                return kept.map { KeyboardLayout.Key(kind: $0.kind, width: $0.width * units / max(0.001, sum)) }
            }
        }
    }

    private var client: TextInputClient? { window?.firstResponder as? TextInputClient }

    /// Shows a page (letters, symbols or the number pad).
    public func show(page: Page) {
        self.page = page
        relayout()
    }

    // MARK: Layout

    public override func layoutSubviews() {
        relayout()
    }

    private func relayout() {
        placed.removeAll(keepingCapacity: true)
        let rows = rowsOfPage
        let pad: Float = 4, gap: Float = 6
        let w = bounds.width, h = bounds.height
        guard w > 0, h > 0, !rows.isEmpty else { setNeedsDisplay(); return }
        let maxUnits = rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1
        let unit = (w - 2 * pad) / max(1, maxUnits)
        let rowHeight = (h - 2 * pad) / Float(rows.count)
        for (r, row) in rows.enumerated() {
            let units = row.reduce(0) { $0 + $1.width }
            var x = pad + (w - 2 * pad - units * unit) / 2
            let y = pad + Float(r) * rowHeight
            for key in row {
                let kw = key.width * unit
                placed.append(PlacedKey(key: key, frame: Rect(x: (x + gap / 2).rounded(), y: (y + gap / 2).rounded(),
                                                             width: (kw - gap).rounded(), height: (rowHeight - gap).rounded())))
                x += kw
            }
        }
        setNeedsDisplay()
    }

    /// The label a key shows now (shifted letters upper-cased).
    func label(for key: KeyboardLayout.Key) -> String {
        switch key.kind {
        case let .character(s): return shiftState == .off || page != .letters ? s : s.uppercased()
        case .shift: return shiftState == .capsLock ? "⇪" : "⇧"
        case .backspace: return "⌫"
        case .symbols: return "123"
        case .letters: return "ABC"
        case .space: return layout.name == "English (US)" ? "space" : layout.name
        case .return: return returnKeyType.title
        }
    }

    // MARK: Sliding

    /// Moves at once (the window was resized), ending a slide in progress.
    func jump(to target: Rect) {
        stopSlide()
        isDismissing = false
        frame = target
    }

    func slide(to target: Rect, hide: Bool) {
        isDismissing = hide
        stopSlide()
        guard slideDuration > 0, let host = window?.context else {
            frame = target
            if hide { removeFromSuperview() }
            return
        }
        timerHost = host
        slideFrom = frame
        slideTo = target
        slideStart = host.now
        if !hide { frame = Rect(x: target.minX, y: frame.minY, width: target.width, height: target.height) }
        slideToken = host.timers.scheduleRepeating(every: 1.0 / 60.0) { [weak self] in self?.stepSlide() }
    }

    private func stepSlide() {
        guard let host = timerHost, window != nil else { stopSlide(); return }
        let t = Float(min(1, max(0, (host.now - slideStart) / slideDuration)))
        let e = 1 - (1 - t) * (1 - t) * (1 - t)
        frame = Rect(x: slideTo.minX, y: (slideFrom.minY + (slideTo.minY - slideFrom.minY) * e).rounded(),
                     width: slideTo.width, height: slideTo.height)
        if t >= 1 {
            stopSlide()
            if isDismissing { removeFromSuperview() }
        }
    }

    private func stopSlide() {
        if let t = slideToken { timerHost?.timers.cancel(t) }
        slideToken = nil
    }

    /// Whether the keyboard is still sliding.
    public var isSliding: Bool { slideToken != nil }

    /// Reads the theme's `Keyboard` type style with the theme's own property names:
    /// `backgroundColor` (behind the keys), `tintColor` (letter keys), `accentColor` (shift,
    /// backspace, return…), `textColor` (labels), `fontSize` (what it does not set stays).
    public override func themeDidChange() {
        let style = currentTheme.style(for: self)
        if let c = style[.backgroundColor] { keyboardColor = c }
        if let c = style[.tintColor] { keyColor = c }
        if let c = style[.accentColor] { specialKeyColor = c }
        if let c = style[.textColor] { keyTextColor = c }
        if let n = style[.fontSize], n.isFinite, n > 4, n < 200 { keyFont = keyFont.withSize(n) }
        setNeedsDisplay()
    }

    public override func didMoveToWindow() {
        if window != nil { themeDidChange() }
        if window == nil {
            stopSlide()
            stopRepeat()
            pressed.removeAll()
            popup.isHidden = true
        }
    }

    // MARK: Touches

    private func keyIndex(at p: Point) -> Int? {
        // Keys fill their row, gaps included: the nearest key in the touched row.
        var best: Int?
        var bestD = Float.greatestFiniteMagnitude
        for (i, k) in placed.enumerated() {
            let f = k.frame.insetBy(dx: -4, dy: -4)
            guard p.y >= f.minY && p.y < f.maxY else { continue }
            let d = p.x < f.minX ? f.minX - p.x : (p.x > f.maxX ? p.x - f.maxX : 0)
            if d < bestD { bestD = d; best = i }
        }
        return bestD < 40 ? best : nil
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for t in touches {
            guard let i = keyIndex(at: t.location(in: self)) else { continue }
            pressed[ObjectIdentifier(t)] = i
            keyDown(i)
        }
        setNeedsDisplay()
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for t in touches {
            guard let old = pressed[ObjectIdentifier(t)] else { continue }
            let now = keyIndex(at: t.location(in: self))
            if now != old {
                if case .backspace = placed[safe: old]?.key.kind { stopRepeat() }
                if let now { pressed[ObjectIdentifier(t)] = now; showPopup(now) } else { pressed[ObjectIdentifier(t)] = nil; popup.isHidden = true }
            }
        }
        setNeedsDisplay()
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for t in touches {
            guard let i = pressed.removeValue(forKey: ObjectIdentifier(t)) else { continue }
            keyUp(i)
        }
        if pressed.isEmpty { popup.isHidden = true }
        setNeedsDisplay()
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        for t in touches { pressed[ObjectIdentifier(t)] = nil }
        stopRepeat()
        popup.isHidden = true
        setNeedsDisplay()
    }

    private func keyDown(_ i: Int) {
        guard let k = placed[safe: i] else { return }
        switch k.key.kind {
        case .backspace:
            client?.deleteBackward()
            startRepeat()
        case .character:
            showPopup(i)
        default: break
        }
    }

    private func keyUp(_ i: Int) {
        guard let k = placed[safe: i] else { return }
        let c = client
        switch k.key.kind {
        case .character:
            c?.insertText(label(for: k.key))
            if shiftState == .on { shiftState = .off }
            if let c { updateAutoShift(c) }
        case .space:
            c?.insertText(" ")
            if let c { updateAutoShift(c) }
        case .return:
            c?.insertText("\n")
        case .backspace:
            stopRepeat()
            if let c { updateAutoShift(c) }
        case .shift:
            let now = window?.context?.now ?? 0
            if shiftState == .capsLock { shiftState = .off }
            else if shiftState == .on && now - lastShiftTap < 0.35 { shiftState = .capsLock }
            else { shiftState = shiftState == .off ? .on : .off }
            lastShiftTap = now
        case .symbols: page = .symbols; relayout()
        case .letters: page = .letters; relayout()
        }
        setNeedsDisplay()
    }

    /// The client's text or caret changed by other means than a key (a tap, the clear
    /// button, a paste): the automatic shift follows, as on iOS (an emptied field starts
    /// with a capital again).
    func clientCaretMoved() {
        guard let c = client else { return }
        let old = shiftState
        updateAutoShift(c)
        if shiftState != old { setNeedsDisplay() }
    }

    private func updateAutoShift(_ c: TextInputClient) {
        guard shiftState != .capsLock else { return }
        shiftState = c.wantsCapitalNext ? .on : .off
    }

    private func startRepeat() {
        stopRepeat()
        guard let host = window?.context else { return }
        timerHost = host
        repeatToken = host.timers.schedule(after: 0.5) { [weak self] in
            guard let self, let host = self.timerHost else { return }
            self.client?.deleteBackward()
            self.repeatToken = host.timers.scheduleRepeating(every: 0.1) { [weak self] in self?.client?.deleteBackward() }
        }
    }

    private func stopRepeat() {
        if let t = repeatToken { timerHost?.timers.cancel(t) }
        repeatToken = nil
    }

    private func showPopup(_ i: Int) {
        guard let k = placed[safe: i], case .character = k.key.kind else { popup.isHidden = true; return }
        popup.text = label(for: k.key)
        popup.font = Font(size: keyFont.size * 1.4)
        let w = max(k.frame.width * 1.4, 44), h = k.frame.height * 1.3
        popup.frame = Rect(x: (k.frame.midX - w / 2).rounded(), y: (k.frame.minY - h - 4).rounded(), width: w.rounded(), height: h.rounded())
        popup.isHidden = false
        bringSubviewToFront(popup)
    }

    // MARK: Drawing

    public override func draw(_ rect: Rect, in renderer: Renderer) {
        let down = Set(pressed.values)
        for (i, k) in placed.enumerated() where k.frame.intersects(rect) {
            let special: Bool
            switch k.key.kind {
            case .character, .space: special = false
            case .shift: special = shiftState == .off
            default: special = true
            }
            var color = special ? specialKeyColor : keyColor
            if down.contains(i) { color = special ? keyColor : specialKeyColor }
            renderer.fill(k.frame.offsetBy(dx: 0, dy: 1), color: Color(r: 136, g: 138, b: 142))
            renderer.fillRoundedRect(k.frame, radius: 5, color: color)
            let text = label(for: k.key)
            let f: Font
            switch k.key.kind {
            case .character, .shift, .backspace: f = keyFont
            default: f = keyFont.withSize(keyFont.size * 0.72)
            }
            renderer.drawText(text, font: f, color: keyTextColor, in: k.frame, alignment: .center, verticalAlignment: .center)
        }
    }

    public override var debugTreeDescription: String {
        "page=\(page) shift=\(shiftState) keys=\(placed.count)"
    }
}

/// The enlarged letter shown above a pressed key.
@MainActor
final class KeyPopupView: View {
    var text = "" { didSet { setNeedsDisplay() } }
    var font = Font(size: 30)

    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.fill(bounds.offsetBy(dx: 0, dy: 2).insetBy(dx: 2, dy: 2), color: Color(r: 0, g: 0, b: 0, a: 60))
        renderer.fillRoundedRect(bounds, radius: 8, color: .white)
        renderer.drawText(text, font: font, color: .black, in: bounds, alignment: .center, verticalAlignment: .center)
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
