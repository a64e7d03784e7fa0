/// A line or bar chart of a series of values: one ``ShapeLayer`` (one path, rasterised once
/// and kept until the data, size, style or colour changes). Long series are reduced to the
/// smallest and largest value of each point-wide column first, so a million values cost
/// about as much to draw as a few hundred; values that are not finite are skipped.
open class ChartView: ShapeView {
    /// How values are drawn.
    public enum Style: Sendable, Hashable {
        /// A line through the values, left to right.
        case line
        /// A bar from zero (or the nearest edge of the range) to each value.
        case bar
    }

    /// The layer the chart is drawn in (stroked for lines, filled for bars).
    public let plotLayer = ShapeLayer()
    /// The values, spread evenly across the width; NaN and infinite values are skipped.
    public var series: [Float] = [] { didSet { dataVersion += 1; setNeedsRebuild() } }
    /// How the values are drawn (`.line`).
    public var style: Style = .line { didSet { setNeedsRebuild() } }
    /// The line's width in points (2); negative or NaN gives 2.
    public var lineWidth: Float = 2 { didSet { lineWidth = lineWidth.sanitized(0...1e4, nan: 2); setNeedsRebuild() } }
    /// The line or bar colour is ``View/tintColor`` (system blue unless set here or on an ancestor;
    /// dynamic colours follow light and dark).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColor()
    }
    /// The values at the bottom and top edges; `nil` (or a range that is not finite): the
    /// smallest and largest finite values. Values outside are clipped at the edges.
    public var yRange: ClosedRange<Float>? { didSet { setNeedsRebuild() } }

    /// The smallest and largest finite values of ``series``, `nil` when there are none.
    public var dataRange: ClosedRange<Float>? {
        if let c = cachedRange, c.version == dataVersion { return c.range }
        let r = chartFiniteRange(series).map { $0.lower...$0.upper }
        cachedRange = (dataVersion, r)
        return r
    }

    /// How many times the chart's path was rebuilt (tests check reuse).
    public private(set) var pathBuilds = 0
    var dataVersion = 0
    private var cachedRange: (version: Int, range: ClosedRange<Float>?)?
    private var builtFor: (version: Int, size: Size, style: Style, width: Float, range: ClosedRange<Float>?)?

    public override init(frame: Rect, shapes: [ShapeLayer]) {
        super.init(frame: frame, shapes: shapes)
        plotLayer.lineJoin = .round
        plotLayer.lineCap = .round
        shapeLayers = [plotLayer] + shapes
        applyColor()
        rebuild()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuild()
    }

    private func setNeedsRebuild() {
        rebuild()
        setNeedsDisplay()
    }

    private func applyColor() {
        plotLayer.strokeColor = style == .line ? tintColor : nil
        plotLayer.fillColor = style == .bar ? tintColor : nil
    }

    private func rebuild() {
        let size = bounds.size
        if let b = builtFor, b.version == dataVersion, b.size == size, b.style == style, b.width == lineWidth,
           b.range == yRange { return }
        builtFor = (dataVersion, size, style, lineWidth, yRange)
        applyColor()
        plotLayer.lineWidth = lineWidth
        pathBuilds += 1
        plotLayer.path = ChartPathBuilder(chart: self, size: size).path()
    }
}
