/// A view that shows text, as `UILabel`: one line or many, wrapped at words, cut with an
/// ellipsis when it does not fit.
///
/// The laid-out lines are cached until the text, font, width or line settings change, and
/// the renderer's text cache keeps each line's pixels: a label at rest costs nothing per
/// frame, and is not even drawn unless something over it changed.
@MainActor
open class Label: View, StyleApplying {
    private struct LayoutKey: Equatable {
        var text: String, font: Font, width: Float, lines: Int, mode: LineBreakMode, scale: Float
    }

    private var cachedKey: LayoutKey?
    private var cachedLines: [String] = []
    private var fontSlot = Themed(Font(size: 17))
    private var colorSlot = Themed(Color.black)
    private var alignmentSlot = Themed(TextAlignment.left)
    private var linesSlot = Themed(1)
    var themeRecord = ThemeRecord()

    /// How many times the lines were laid out (the cache's misses); for tests and benchmarks.
    public private(set) var lineLayoutCount = 0

    /// The text; `nil` or empty shows nothing.
    public var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// The font (the default font at 17 points unless a theme or code sets another).
    public var font: Font {
        get { fontSlot.value }
        set { let old = fontSlot.value; fontSlot.explicit = newValue; if newValue != old { contentDidChange() } }
    }

    /// The colour of the text.
    public var textColor: Color {
        get { colorSlot.value }
        set { let old = colorSlot.value; colorSlot.explicit = newValue; if newValue != old { setNeedsDisplay() } }
    }

    /// Horizontal alignment of each line.
    public var textAlignment: TextAlignment {
        get { alignmentSlot.value }
        set { let old = alignmentSlot.value; alignmentSlot.explicit = newValue; if newValue != old { setNeedsDisplay() } }
    }

    /// Vertical placement of the lines in the bounds (centred, as UILabel).
    public var verticalAlignment: VerticalAlignment = .center {
        didSet { if verticalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines to show; 0 means as many as the text needs. The last shown line
    /// ends in an ellipsis when text is left over. Negative counts become 0; counts above
    /// ``maximumNumberOfLines`` are that many (no text has more lines).
    public var numberOfLines: Int {
        get { linesSlot.value }
        set { let v = min(max(0, newValue), Label.maximumNumberOfLines); let old = linesSlot.value; linesSlot.explicit = v; if v != old { contentDidChange() } }
    }

    /// The largest ``numberOfLines`` kept (100,000).
    public nonisolated static let maximumNumberOfLines = 100_000

    /// A line count from a style number: NaN and infinities give 1, the rest is rounded
    /// and clamped to 0...``maximumNumberOfLines`` (so it converts to `Int` without trapping).
    nonisolated static func lineCount(_ n: Float) -> Int {
        guard n.isFinite else { return 1 }
        return Int(min(max(0, n), Float(maximumNumberOfLines)).rounded())
    }

    /// How lines are broken and cut (tail truncation by default; word wrapping for
    /// several lines).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }

    /// Creates a label with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Set by a control that styles this label itself (a button's title): the label then
    /// ignores theme type styles, and the owner feeds it themed values.
    var isStyledByOwner = false

    /// Feeds a themed value from the owning control (see ``isStyledByOwner``).
    func setOwnerThemed(font: Font?) {
        let old = self.font
        fontSlot.themed = font
        if old != self.font { contentDidChange() }
    }

    /// Creates a label showing `text`.
    public convenience init(text: String, font: Font? = nil, color: Color? = nil) {
        self.init(frame: .zero)
        self.text = text
        if let font { self.font = font }
        if let color { self.textColor = color }
    }

    private func contentDidChange() {
        cachedKey = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The break mode actually used: several lines need wrapping.
    private var effectiveMode: LineBreakMode {
        if numberOfLines != 1 && (lineBreakMode == .byTruncatingTail || lineBreakMode == .byClipping) { return .byWordWrapping }
        return lineBreakMode
    }

    /// The lines shown at `width`, from the cache when nothing changed.
    func lines(width: Float, measurer: TextMeasurer) -> [String] {
        let key = LayoutKey(text: text ?? "", font: font, width: width, lines: numberOfLines, mode: effectiveMode,
                            scale: measurer.renderer?.pixelScale ?? 1)
        if key == cachedKey { return cachedLines }
        lineLayoutCount += 1
        cachedLines = key.text.isEmpty ? [] : measurer.lines(key.text, font: key.font, maxWidth: width,
                                                             numberOfLines: key.lines, lineBreakMode: key.mode)
        cachedKey = key
        return cachedLines
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        guard let text, !text.isEmpty else { return }
        let shown = lines(width: bounds.width, measurer: TextMeasurer(renderer: renderer))
        renderer.drawTextLines(shown, font: font, color: textColor, in: Rect(origin: .zero, size: bounds.size),
                               alignment: textAlignment, verticalAlignment: verticalAlignment)
    }

    /// The size the text needs within `size.width` (0, negative or infinite: unlimited),
    /// rounded up to whole points.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        let m = TextMeasurer(for: self)
        let limit: Float? = size.width.isFinite && size.width > 0 ? size.width : nil
        let shown = m.lines(text, font: font, maxWidth: limit, numberOfLines: numberOfLines, lineBreakMode: effectiveMode)
        let w = shown.reduce(Float(0)) { max($0, m.width($1, font: font)) }
        return Size(width: w.rounded(.up), height: (m.lineHeight(font) * Float(shown.count)).rounded(.up))
    }


    /// The text's natural size on one line per paragraph.
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: 0, height: 0)) }
    /// A label answers for a proposed width (it wraps).
    open override var fitsProposedSize: Bool { true }
    /// A label of more than one line is as tall as its text at the width it gets.
    open override var heightDependsOnWidth: Bool { numberOfLines != 1 }

    // MARK: Theme

    open override func themeDidChange() {
        if !isStyledByOwner { Theme.current.apply(to: self) }
    }

    open override func didMoveToWindow() {
        if window != nil && !isStyledByOwner { Theme.current.apply(to: self) }
    }

    public func resetThemedValues() {
        let before = (fontSlot.value, colorSlot.value, alignmentSlot.value, linesSlot.value)
        fontSlot.themed = nil; colorSlot.themed = nil; alignmentSlot.themed = nil; linesSlot.themed = nil
        if before != (fontSlot.value, colorSlot.value, alignmentSlot.value, linesSlot.value) { contentDidChange() }
    }

    open func applyStyleValue(_ value: StyleValue, for key: StyleKey, fromTheme: Bool) -> Bool {
        switch key.property {
        case "textColor", "titleColor":
            guard let c = value.color else { return false }
            if fromTheme { let old = textColor; colorSlot.themed = c; if old != textColor { setNeedsDisplay() } } else { textColor = c }
        case "fontSize":
            guard let n = value.number else { return false }
            let f = font.withSize(n)
            if fromTheme { let old = font; fontSlot.themed = f; if old != font { contentDidChange() } } else { font = f }
        case "font":
            guard let path = value.string else { return false }
            do {
                let f = try Font(contentsOfFile: path, size: font.size)
                if fromTheme { let old = font; fontSlot.themed = f; if old != font { contentDidChange() } } else { font = f }
            } catch {
                Diagnostics.report("label font: \(error)")
            }
        case "textAlignment":
            guard let a = value.string.flatMap(TextAlignment.init(rawValue:)) else { return false }
            if fromTheme { let old = textAlignment; alignmentSlot.themed = a; if old != textAlignment { setNeedsDisplay() } } else { textAlignment = a }
        case "numberOfLines":
            guard let n = value.number else { return false }
            let lines = Label.lineCount(n)
            if fromTheme { let old = numberOfLines; linesSlot.themed = lines; if old != numberOfLines { contentDidChange() } } else { numberOfLines = lines }
        default:
            return applyViewStyleValue(value, for: key, record: &themeRecord, force: !fromTheme)
        }
        return true
    }

    open class var styleTypeNames: [String] { ["View", "Label"] }

    // MARK: Debugging

    /// The text, and the line limit when it is not one: `text="Hello" lines=2`.
    open override var debugTreeDescription: String {
        DebugText.join([
            super.debugTreeDescription,
            text.map { DebugText.quoted("text", $0) } ?? "",
            numberOfLines == 1 ? "" : "lines=\(numberOfLines)",
        ])
    }
}
