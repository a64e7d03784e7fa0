/// Draws into a new image, as `UIGraphicsImageRenderer`:
///
/// ```swift
/// let thumbnail = GraphicsImageRenderer(size: Size(width: 80, height: 60)).image { context in
///     photo.draw(in: context.format.bounds)
///     Color.systemRed.setFill()
///     BezierPath(ovalIn: Rect(x: 60, y: 4, width: 16, height: 16)).fill()
/// }
/// ```
///
/// Inside `actions`, UIKit's implicit drawing calls (`Image.draw(in:)`, ``BezierPath/fill()``,
/// `Color.setFill()`, ``GraphicsImageRendererContext/fill(_:)``) draw into the new image, and
/// ``GraphicsImageRendererContext/renderer`` offers Tactile's whole `Renderer`. It needs no window:
/// the image is drawn by the software renderer on its own surface.
@MainActor
public final class GraphicsImageRenderer {
    /// The image's size in points, scale and opacity.
    public let format: GraphicsImageRendererFormat

    /// A renderer for images of `size` points (NaN, infinite and negative sides become 0).
    public init(size: Size, format: GraphicsImageRendererFormat = .default()) {
        self.format = format
        format.bounds = Rect(origin: .zero, size: size.sanitized)
    }

    /// A renderer for images of `bounds.size`; drawing is in `bounds`' coordinates.
    public convenience init(bounds: Rect, format: GraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
        format.bounds = View.sanitize(bounds)
    }

    /// Runs `actions` with a context drawing into a new image and returns the image. An
    /// image too large to make (over 16,384 pixels a side) is reported and comes back empty.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        guard let context = GraphicsImageRendererContext(format: format) else { return Image() }
        GraphicsImageRendererContext.stack.append(context)
        defer { GraphicsImageRendererContext.stack.removeLast() }
        actions(context)
        return context.currentImage
    }
}

/// The size, scale and opacity of the images a ``GraphicsImageRenderer`` makes, as
/// `UIGraphicsImageRendererFormat`.
@MainActor
public final class GraphicsImageRendererFormat {
    /// Pixels per point. UIKit defaults to the screen's scale; Tactile's images carry no
    /// scale of their own, so the default is 1 and an image made at 2 is twice as many
    /// points wide when drawn. NaN, infinite and non-positive scales become 1.
    public var scale: Float = 1 {
        didSet { if !(scale.isFinite && scale > 0) { scale = 1 } }
    }
    /// Whether the image starts opaque white instead of transparent.
    public var opaque = false
    /// The drawing area in points (set by the renderer).
    public internal(set) var bounds = Rect.zero

    /// A format with scale 1, not opaque.
    public init() {}

    /// The default format, as `UIGraphicsImageRendererFormat.default()`.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// The format of the current screen, as `preferred()` (the default here; see ``scale``).
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}
