import Foundation

/// A circular progress ring or gauge: a track and an arc from the top, clockwise, whose
/// length is ``progress``; both are ``ShapeLayer``s (the arc's `strokeEnd` moves), so a
/// change of progress rasterises only the arc and the track stays cached.
open class ProgressRingView: ShapeView {
    /// The track under the arc.
    public let trackLayer = ShapeLayer()
    /// The arc showing the progress.
    public let progressLayer = ShapeLayer()

    /// The share of the ring shown, 0...1 (NaN gives 0).
    public var progress: Float = 0 {
        didSet { progress = progress.sanitized(0...1, nan: 0); progressLayer.strokeEnd = progress }
    }
    /// The ring's width in points (8).
    public var lineWidth: Float = 8 { didSet { lineWidth = lineWidth.sanitized(0...1e4, nan: 8); rebuild() } }
    /// The track's colour.
    public var trackColor: Color = Color(r: 120, g: 120, b: 128, a: 50) { didSet { trackLayer.strokeColor = trackColor } }
    /// The arc's colour (the tint).
    public var progressColor: Color = .systemBlue { didSet { progressLayer.strokeColor = progressColor } }
    /// The sweep of the ring in radians: 2π for a full ring, less for a gauge (opening at the bottom).
    public var sweep: Float = 2 * .pi { didSet { sweep = sweep.sanitized(0.01...(2 * .pi), nan: 2 * .pi); rebuild() } }

    public override init(frame: Rect, shapes: [ShapeLayer]) {
        super.init(frame: frame, shapes: shapes)
        for l in [trackLayer, progressLayer] {
            l.fillColor = nil
            l.lineCap = .round
        }
        trackLayer.strokeColor = trackColor
        progressLayer.strokeColor = progressColor
        progressLayer.strokeEnd = 0
        shapeLayers = [trackLayer, progressLayer] + shapes
        rebuild()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuild()
    }

    private var builtFor: (Size, Float, Float)?

    private func rebuild() {
        let b = bounds
        if let f = builtFor, f == (b.size, lineWidth, sweep) { return }
        builtFor = (b.size, lineWidth, sweep)
        let radius = max(0, min(b.width, b.height) / 2 - lineWidth / 2)
        let start = sweep < 2 * .pi ? 1.5 * .pi - sweep / 2 : -Float.pi / 2
        let path = BezierPath(arcCenter: Point(x: b.midX, y: b.midY), radius: radius, startAngle: start,
                              endAngle: start + sweep, clockwise: true)
        for l in [trackLayer, progressLayer] {
            l.lineWidth = lineWidth
            l.path = path
        }
    }
}
