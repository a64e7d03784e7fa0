/// The drawing context inside ``GraphicsImageRenderer/image(actions:)`` or between
/// ``GraphicsBeginImageContextWithOptions(_:_:_:)`` and ``GraphicsEndImageContext()``, as
/// `UIGraphicsImageRendererContext`. The innermost one is where UIKit's implicit drawing
/// calls (`Image.draw(in:)`, ``BezierPath/fill()``) draw.
@MainActor
public final class GraphicsImageRendererContext {
    /// The format the image is made with.
    public let format: GraphicsImageRendererFormat
    /// Tactile's renderer drawing into the image, in points, origin at `format.bounds`' origin.
    public let renderer: Renderer
    private let output: OffscreenOutput
    /// The colour ``BezierPath/fill()`` and ``fill(_:)`` use (`Color.setFill()`); black at first.
    var fillColor = Color.black
    /// The colour ``BezierPath/stroke()`` and ``stroke(_:)`` use (`Color.setStroke()`).
    var strokeColor = Color.black

    /// The contexts open now, innermost last (UIKit keeps such a stack per thread).
    static var stack: [GraphicsImageRendererContext] = []
    /// Where implicit drawing goes; `nil` outside any image context.
    static var current: GraphicsImageRendererContext? { stack.last }

    init?(format: GraphicsImageRendererFormat) {
        do {
            output = try OffscreenOutput(size: format.bounds.size, pixelScale: format.scale)
        } catch {
            Diagnostics.report("GraphicsImageRenderer: \(error); the image is empty")
            return nil
        }
        self.format = format
        renderer = output.renderer
        renderer.beginFrame()
        if format.opaque { renderer.clear(.white) }
        renderer.translate(by: Point(x: -format.bounds.minX, y: -format.bounds.minY))
    }

    /// What has been drawn so far, as an image.
    public var currentImage: Image { Image(bitmap: output.readPixels(), name: "<graphics image>") }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: Rect) { renderer.fill(rect, color: fillColor) }

    /// Strokes `rect`'s outline, one point wide, with the stroke colour.
    public func stroke(_ rect: Rect) { renderer.stroke(BezierPath(rect: rect), color: strokeColor) }
}

/// Starts drawing into a new image of `size` points (`UIGraphicsBeginImageContextWithOptions`):
/// UIKit's implicit drawing calls draw into it until ``GraphicsEndImageContext()``. A
/// `scale` of 0 means 1 here (see ``GraphicsImageRendererFormat/scale``).
@MainActor
public func GraphicsBeginImageContextWithOptions(_ size: Size, _ opaque: Bool, _ scale: Float) {
    let format = GraphicsImageRendererFormat()
    format.scale = scale == 0 ? 1 : scale
    format.opaque = opaque
    format.bounds = Rect(origin: .zero, size: size.sanitized)
    guard let context = GraphicsImageRendererContext(format: format) else { return }
    GraphicsImageRendererContext.stack.append(context)
}

/// `GraphicsBeginImageContextWithOptions(size, false, 1)`, as `UIGraphicsBeginImageContext`.
@MainActor
public func GraphicsBeginImageContext(_ size: Size) { GraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the innermost context begun with
/// ``GraphicsBeginImageContextWithOptions(_:_:_:)``; `nil` when none is open.
@MainActor
public func GraphicsGetImageFromCurrentImageContext() -> Image? { GraphicsImageRendererContext.current?.currentImage }

/// Ends the innermost image context. Ending with none open is reported and does nothing.
@MainActor
public func GraphicsEndImageContext() {
    guard !GraphicsImageRendererContext.stack.isEmpty else {
        Diagnostics.report("GraphicsEndImageContext() without an open image context; ignored")
        return
    }
    GraphicsImageRendererContext.stack.removeLast()
}
