/// A path filled and stroked, as `CAShapeLayer`: progress rings (``strokeEnd``), gauges,
/// dashed outlines. Shown by a ``ShapeView``, as a sublayer of any layer (the path in its
/// coordinates; `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor` and `strokeColor`
/// animate), or drawn with ``Renderer/draw(_:)``.
///
/// The shape is rasterised once into an image (by Tactile's coverage rasteriser) and drawn from it
/// until a property or the renderer's scale changes; moving it costs a texture copy.
@MainActor
open class ShapeLayer: Layer {
    /// How the inside of a path is decided, as `CAShapeLayerFillRule`.
    public enum FillRule: String, Sendable, Hashable { case nonZero, evenOdd }

    /// The shape, in the coordinates of whoever draws it. Read when drawn: after mutating
    /// the path, set it again (`CGPath`s are immutable on iOS) to show the change.
    public var path: BezierPath? { didSet { changed() } }
    /// The fill (opaque black by default, as Core Animation); `nil` fills nothing.
    public var fillColor: Color? = .black { didSet { changed(); extraDidChange("fillColor", from: .color(oldValue)) } }
    /// The stroke (`nil` by default: none).
    public var strokeColor: Color? { didSet { changed(); extraDidChange("strokeColor", from: .color(oldValue)) } }
    /// The stroke width in points (1); negative or NaN gives 0, at most 10 000.
    public var lineWidth: Float = 1 {
        didSet { lineWidth = lineWidth.sanitized(0...1e4, nan: 0); changed(); extraDidChange("lineWidth", from: .number(oldValue)) }
    }
    /// The ends of open subpaths.
    public var lineCap: LineCap = .butt { didSet { changed() } }
    /// The corners between segments.
    public var lineJoin: LineJoin = .miter { didSet { changed() } }
    /// The longest miter as a multiple of the line width (10).
    public var miterLimit: Float = 10 { didSet { miterLimit = miterLimit.sanitized(1...1e4, nan: 10); changed() } }
    /// Dash lengths (on, off, …) in points; `nil` or invalid: solid.
    public var lineDashPattern: [Float]? { didSet { changed() } }
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Float = 0 { didSet { lineDashPhase = lineDashPhase.isFinite ? lineDashPhase : 0; changed() } }
    /// Where the stroke starts along the path, 0...1 (0).
    public var strokeStart: Float = 0 {
        didSet { strokeStart = strokeStart.sanitized(0...1, nan: 0); changed(); extraDidChange("strokeStart", from: .number(oldValue)) }
    }
    /// Where the stroke ends along the path, 0...1 (1): a progress ring's progress.
    public var strokeEnd: Float = 1 {
        didSet { strokeEnd = strokeEnd.sanitized(0...1, nan: 1); changed(); extraDidChange("strokeEnd", from: .number(oldValue)) }
    }
    /// The fill rule (non-zero).
    public var fillRule: FillRule = .nonZero { didSet { changed() } }

    /// Told when a property changes (a ``ShapeView`` repaints).
    var onChange: (() -> Void)?
    private var version = 0
    private var cached: (raster: PathRaster, version: Int, pathVersion: Int, scale: Float, dark: Bool, shown: [String: LayerValue])?
    /// How many times the shape was rasterised (tests and the benchmark check reuse).
    public private(set) var rasterizations = 0

    /// An empty shape layer.
    public override init() { super.init() }

    private func changed() {
        version += 1
        onChange?()
        invalidate()
    }

    override func extraModelValue(forKey key: String) -> LayerValue? {
        switch key {
        case "strokeStart": .number(strokeStart)
        case "strokeEnd": .number(strokeEnd)
        case "lineWidth": .number(lineWidth)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        default: nil
        }
    }

    private func shownNumber(_ key: String, _ model: Float, _ range: ClosedRange<Float>) -> Float {
        if case .number(let n)? = presentedExtras[key] { return n.sanitized(range, nan: model) }
        return model
    }

    private func shownColor(_ key: String, _ model: Color?) -> Color? {
        if case .color(let c)? = presentedExtras[key] { return c }
        return model
    }

    override func drawLayerContent(in r: Renderer, bounds: Rect) {
        r.draw(self)
        super.drawLayerContent(in: r, bounds: bounds)
    }

    override func makePresentationCopy() -> Layer {
        let s = ShapeLayer()
        s.path = path
        s.fillColor = shownColor("fillColor", fillColor)
        s.strokeColor = shownColor("strokeColor", strokeColor)
        s.lineWidth = shownNumber("lineWidth", lineWidth, 0...1e4)
        s.strokeStart = shownNumber("strokeStart", strokeStart, 0...1)
        s.strokeEnd = shownNumber("strokeEnd", strokeEnd, 0...1)
        s.lineCap = lineCap
        s.lineJoin = lineJoin
        s.lineDashPattern = lineDashPattern
        s.fillRule = fillRule
        return s
    }

    func raster(scale: Float, dark: Bool) -> PathRaster? {
        guard let path else { return nil }
        if let c = cached, c.version == version, c.pathVersion == path.version, c.scale == scale, c.dark == dark,
           c.shown == presentedExtras { return c.raster }
        let lineWidth = shownNumber("lineWidth", lineWidth, 0...1e4)
        var style = PathRaster.Style()
        style.fill = shownColor("fillColor", fillColor).map { $0.resolved(dark: dark).contrastAdjusted }
        style.evenOdd = fillRule == .evenOdd
        style.stroke = lineWidth > 0 ? shownColor("strokeColor", strokeColor).map { $0.resolved(dark: dark).contrastAdjusted } : nil
        let dashes = lineDashPattern ?? []
        let validDashes = dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.reduce(0, +) > 0 ? dashes : []
        style.stroker = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                                    dashes: validDashes, dashPhase: lineDashPhase)
        style.strokeStart = shownNumber("strokeStart", strokeStart, 0...1)
        style.strokeEnd = shownNumber("strokeEnd", strokeEnd, 0...1)
        let r = PathRaster.make(path, style: style, scale: scale)
        rasterizations += 1
        cached = (r, version, path.version, scale, dark, presentedExtras)
        return r
    }
}

extension Renderer {
    /// Draws a shape layer at the origin (its path's coordinates are relative to it).
    public func draw(_ shape: ShapeLayer) {
        guard !isClippedOut, let r = shape.raster(scale: pixelScale, dark: userInterfaceStyle == .dark) else { return }
        draw(r)
    }
}
