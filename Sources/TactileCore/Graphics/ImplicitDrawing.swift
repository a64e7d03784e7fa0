// UIKit's drawing calls that draw into the current image context
// (GraphicsImageRendererContext.current). Outside one, as in UIKit, they draw nothing; here
// each reports that once per call.

extension Image {
    /// Draws the image scaled into `rect` in the current image context, as `UIImage.draw(in:)`.
    @MainActor public func draw(in rect: Rect) {
        guard let c = ImplicitDrawing.context("Image.draw(in:)") else { return }
        c.renderer.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`, as `UIImage.draw(at:)`.
    @MainActor public func draw(at point: Point) {
        draw(in: Rect(origin: point, size: size))
    }
}

extension BezierPath {
    /// Fills the path with the current fill colour (`Color.setFill()`) in the current image
    /// context, as `UIBezierPath.fill()`.
    @MainActor public func fill() {
        guard let c = ImplicitDrawing.context("BezierPath.fill()") else { return }
        c.renderer.fill(self, color: c.fillColor)
    }

    /// Strokes the path with the current stroke colour (`Color.setStroke()`) and its
    /// line width, caps and joins in the current image context, as `UIBezierPath.stroke()`.
    @MainActor public func stroke() {
        guard let c = ImplicitDrawing.context("BezierPath.stroke()") else { return }
        c.renderer.stroke(self, color: c.strokeColor)
    }
}

extension Color {
    /// Makes this the colour ``BezierPath/fill()`` uses in the current image context.
    @MainActor public func setFill() { GraphicsImageRendererContext.current?.fillColor = self }
    /// Makes this the colour ``BezierPath/stroke()`` uses in the current image context.
    @MainActor public func setStroke() { GraphicsImageRendererContext.current?.strokeColor = self }
    /// Makes this both the fill and the stroke colour, as `UIColor.set()`.
    @MainActor public func set() { setFill(); setStroke() }
}

/// Finds the current image context for an implicit drawing call.
@MainActor
enum ImplicitDrawing {
    /// The calls already reported (once each, not once a frame).
    private static var reported: Set<String> = []

    static func context(_ call: String) -> GraphicsImageRendererContext? {
        if let c = GraphicsImageRendererContext.current { return c }
        if reported.insert(call).inserted {
            Diagnostics.report("\(call) outside an image context draws nothing "
                               + "(use GraphicsImageRenderer, or a view's draw(_:in:) renderer)")
        }
        return nil
    }
}
