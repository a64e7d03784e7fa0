// UIKit's drawing calls that draw into the current image context
// (GraphicsImageRendererContext.current) or, inside a view's draw(_:), into the view. Outside
// both, as in UIKit, they draw nothing; here each reports that once per call.

extension Image {
    /// Draws the image scaled into `rect` in the current image context, as `UIImage.draw(in:)`.
    @MainActor public func draw(in rect: Rect) {
        guard let c = ImplicitDrawing.target("Image.draw(in:)") else { return }
        c.renderer.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`, as `UIImage.draw(at:)`.
    @MainActor public func draw(at point: Point) {
        draw(in: Rect(origin: point, size: size))
    }
}

extension BezierPath {
    /// Fills the path with the current fill colour (`Color.setFill()`) in the current image
    /// context or view's ``View/draw(_:)``, as `UIBezierPath.fill()`.
    @MainActor public func fill() {
        guard let t = ImplicitDrawing.target("BezierPath.fill()") else { return }
        t.renderer.fill(self, color: t.fill)
    }

    /// Strokes the path with the current stroke colour (`Color.setStroke()`) and its
    /// line width, caps and joins in the current image context or view's ``View/draw(_:)``,
    /// as `UIBezierPath.stroke()`.
    @MainActor public func stroke() {
        guard let t = ImplicitDrawing.target("BezierPath.stroke()") else { return }
        t.renderer.stroke(self, color: t.stroke)
    }
}

extension Color {
    /// Makes this the colour ``BezierPath/fill()`` uses in the current image context or view's ``View/draw(_:)``.
    @MainActor public func setFill() { ImplicitDrawing.setColors(fill: self, stroke: nil) }
    /// Makes this the colour ``BezierPath/stroke()`` uses in the current image context or view's ``View/draw(_:)``.
    @MainActor public func setStroke() { ImplicitDrawing.setColors(fill: nil, stroke: self) }
    /// Makes this both the fill and the stroke colour, as `UIColor.set()`.
    @MainActor public func set() { setFill(); setStroke() }
}

/// Finds where an implicit drawing call draws: the innermost image context, or the view
/// whose ``View/draw(_:)`` runs now (UIKit's current graphics context there), whichever
/// began last.
@MainActor
enum ImplicitDrawing {
    /// The calls already reported (once each, not once a frame).
    private static var reported: Set<String> = []
    /// The renderer of the view whose `draw(_:)` runs now, its colours, and how many image
    /// contexts were open when it began (those opened later inside it take precedence).
    private static var view: (renderer: Renderer, fill: Color, stroke: Color, contexts: Int)?

    static func target(_ call: String) -> (renderer: Renderer, fill: Color, stroke: Color)? {
        if let v = view, GraphicsImageRendererContext.stack.count <= v.contexts { return (v.renderer, v.fill, v.stroke) }
        if let c = GraphicsImageRendererContext.current { return (c.renderer, c.fillColor, c.strokeColor) }
        if reported.insert(call).inserted {
            Diagnostics.report("\(call) outside an image context or a view's draw(_:) draws nothing "
                               + "(use GraphicsImageRenderer, or draw in a view's draw(_:))")
        }
        return nil
    }

    static func setColors(fill: Color?, stroke: Color?) {
        if let v = view, GraphicsImageRendererContext.stack.count <= v.contexts {
            view = (v.renderer, fill ?? v.fill, stroke ?? v.stroke, v.contexts)
        } else if let c = GraphicsImageRendererContext.current {
            if let fill { c.fillColor = fill }
            if let stroke { c.strokeColor = stroke }
        }
    }

    /// Runs a view's `draw(_:)` with implicit drawing going to `renderer` (black fill and
    /// stroke at first, as UIKit's context).
    static func drawingView(into renderer: Renderer, _ body: () -> Void) {
        let saved = view
        view = (renderer, .black, .black, GraphicsImageRendererContext.stack.count)
        body()
        view = saved
    }
}
