/// A view that shows text, as `UILabel`: one line or many, wrapped at words, cut with an
/// ellipsis when it does not fit. It shows at most ``maximumDisplayedLength`` clusters.
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
    var fontSlot = StyleSlot(Font(size: 17))
    private var colorSlot = StyleSlot(Color.black)
    private var alignmentSlot = StyleSlot(TextAlignment.left)
    private var linesSlot = StyleSlot(1)

    /// How many times the lines were laid out (the cache's misses); for tests and benchmarks.
    public private(set) var lineLayoutCount = 0

    /// The text; `nil` or empty shows nothing. Setting it replaces any ``attributedText``.
    public var text: String? {
        didSet {
            let hadAttributes = attributed.text != nil
            if !attributed.isSettingText { attributed.text = nil }
            if text != oldValue || hadAttributes != (attributed.text != nil) { contentDidChange() }
        }
    }

    /// The attributed text and its laid-out lines (Label+AttributedText.swift).
    var attributed = LabelAttributedStorage()

    /// The font (the default font at 17 points unless a theme or code sets another).
    public var font: Font {
        get { fontSlot.value() }
        set { if fontSlot.setByCode(newValue) { contentDidChange() } }
    }

    /// The colour of the text.
    public var textColor: Color {
        get { colorSlot.value() }
        set { if colorSlot.setByCode(newValue) { setNeedsDisplay() } }
    }

    /// Horizontal alignment of each line.
    public var textAlignment: TextAlignment {
        get { alignmentSlot.value() }
        set { if alignmentSlot.setByCode(newValue) { setNeedsDisplay() } }
    }

    /// Vertical placement of the lines in the bounds (centred, as UILabel).
    public var verticalAlignment: VerticalAlignment = .center {
        didSet { if verticalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines to show; 0 means as many as the text needs. The last shown line
    /// ends in an ellipsis when text is left over. Negative counts become 0; counts above
    /// ``maximumNumberOfLines`` are that many (no text has more lines).
    public var numberOfLines: Int {
        get { linesSlot.value() }
        set { if linesSlot.setByCode(min(max(0, newValue), Label.maximumNumberOfLines)) { contentDidChange() } }
    }

    /// The largest ``numberOfLines`` kept (100,000).
    public nonisolated static let maximumNumberOfLines = SanitizeLimits.lines

    /// The most clusters of ``text`` a label lays out and shows (20,000): longer text is
    /// cut there and ends in "…", so that a label sizes and draws in milliseconds whatever
    /// it is given (a megabyte of text is a ``TextView``'s job).
    public nonisolated static let maximumDisplayedLength = 20_000

    /// The text laid out: ``text`` up to ``maximumDisplayedLength`` clusters.
    var displayedText: String {
        guard let text else { return "" }
        // utf8.count bounds the cluster count from above: short text needs no walk.
        guard text.utf8.count > Label.maximumDisplayedLength else { return text }
        let head = text.prefix(Label.maximumDisplayedLength)
        return head.endIndex == text.endIndex ? text : String(head) + TextLayout.ellipsis
    }

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

    /// Called by an owner that changed ``fontSlot`` (see ``isStyledByOwner``).
    func fontDidChange() { contentDidChange() }

    /// A font file at `size`, or `nil` (reported) when it cannot be read.
    static func loadFont(_ path: String, size: Float, for user: String) -> Font? {
        do {
            return try Font(contentsOfFile: path, size: size)
        } catch {
            Diagnostics.report("\(user) font: cannot load '\(path)': \(error)")
            return nil
        }
    }

    /// Creates a label showing `text`.
    public convenience init(text: String, font: Font? = nil, color: Color? = nil) {
        self.init(frame: .zero)
        self.text = text
        if let font { self.font = font }
        if let color { self.textColor = color }
    }

    func contentDidChange() {
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
        let key = LayoutKey(text: displayedText, font: font, width: width, lines: numberOfLines, mode: effectiveMode,
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
        if attributed.text != nil { drawAttributedText(in: renderer); return }
        let shown = lines(width: bounds.width, measurer: TextMeasurer(renderer: renderer))
        drawTextShadow(shown, in: renderer)
        renderer.drawTextLines(shown, font: font, color: textColor, in: Rect(origin: .zero, size: bounds.size),
                               alignment: textAlignment, verticalAlignment: verticalAlignment)
    }

    /// The size the text needs within `size.width` (0, negative or infinite: unlimited),
    /// rounded up to whole points.
    open override func sizeThatFits(_ size: Size) -> Size {
        if attributed.text != nil { return attributedSizeThatFits(size) }
        let text = displayedText
        guard !text.isEmpty else { return .zero }
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

    /// A title label is styled by its button, not by the theme's types.
    open override func themeDidChange() {
        if !isStyledByOwner { super.themeDidChange() }
    }

    /// Text colour (`titleColor` too), font size and file, alignment, line count.
    open class var styleProperties: [StyleBinding] {
        View.viewStyleProperties + [
            StyleBinding(.textColor, \Label.colorSlot) { $0.setNeedsDisplay() },
            StyleBinding(.titleColor, \Label.colorSlot, states: false, convert: { _, c in c }) { $0.setNeedsDisplay() },
            StyleBinding(.fontSize, \Label.fontSlot, convert: { l, n in l.font.withSize(n) }) { $0.contentDidChange() },
            StyleBinding(.font, \Label.fontSlot, convert: { l, path in Label.loadFont(path, size: l.font.size, for: "label") }) {
                $0.contentDidChange()
            },
            StyleBinding(.textAlignment, \Label.alignmentSlot) { $0.setNeedsDisplay() },
            StyleBinding(.numberOfLines, \Label.linesSlot, convert: { _, n in Label.lineCount(n) }) { $0.contentDidChange() },
        ]
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
