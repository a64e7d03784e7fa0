/// A colour gradient, as `CAGradientLayer`: axial (along a line), radial (an ellipse
/// around ``startPoint`` reaching ``endPoint``) or conic (around ``startPoint``, starting
/// towards ``endPoint`` and turning clockwise). Points are in the unit square of the
/// area it fills ((0, 0) top-left, (1, 1) bottom-right); colours past the ends extend.
///
/// Shown by a ``GradientView``, as a sublayer of any layer (filling its bounds), or drawn
/// with ``Renderer/draw(_:in:)``. It is rendered
/// once per size into an image, dithered so that 8-bit panels show no bands, and drawn
/// from that image until a property or the size changes.
@MainActor
open class GradientLayer: Layer {
    /// The kind of gradient, as `CAGradientLayerType`.
    public enum GradientType: String, Sendable, Hashable {
        case axial, radial, conic
    }

    /// The colours, at least two to show a gradient (one fills flat, none draws nothing).
    public var colors: [Color] = [] { didSet { changed() } }
    /// Where each colour sits, 0...1, increasing; `nil` (default) spreads them evenly.
    /// Ignored unless it has one value per colour; NaN values count as 0.
    public var locations: [Float]? { didSet { changed() } }
    /// The start (unit square); (0.5, 0) by default. Non-finite coordinates count as 0.
    public var startPoint = Point(x: 0.5, y: 0) { didSet { changed() } }
    /// The end (unit square); (0.5, 1) by default.
    public var endPoint = Point(x: 0.5, y: 1) { didSet { changed() } }
    /// Axial by default.
    public var type: GradientType = .axial { didSet { changed() } }

    /// Bumped on every change.
    public private(set) var version = 0
    /// Told when a property changes (a ``GradientView`` repaints).
    var onChange: (() -> Void)?
    /// The last rendered image and what it was made for.
    private var cached: (image: Image, width: Int, height: Int, version: Int)?
    /// How many times an image was rendered (tests check reuse).
    private(set) var renderCount = 0

    /// A gradient from `colors`.
    public init(colors: [Color] = [], type: GradientType = .axial) {
        self.colors = colors
        self.type = type
        super.init()
    }

    private func changed() {
        version += 1
        onChange?()
        invalidate()
    }

    override func drawLayerContent(in r: Renderer, bounds: Rect) {
        r.draw(self, in: bounds)
        super.drawLayerContent(in: r, bounds: bounds)
    }

    override func makePresentationCopy() -> Layer {
        let g = GradientLayer(colors: colors, type: type)
        g.locations = locations
        g.startPoint = startPoint
        g.endPoint = endPoint
        return g
    }

    /// The image of the gradient at `width` x `height` pixels, made when missing.
    func image(width: Int, height: Int) -> Image? {
        guard width > 0, height > 0, !colors.isEmpty else { return nil }
        if let c = cached, c.width == width, c.height == height, c.version == version { return c.image }
        guard let bitmap = GradientRasterizer.render(self, width: width, height: height) else { return nil }
        let image = Image(bitmap: bitmap, name: "<gradient>")
        cached = (image, width, height, version)
        renderCount += 1
        return image
    }
}
