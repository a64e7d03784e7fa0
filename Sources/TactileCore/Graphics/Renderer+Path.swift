extension Renderer {
    /// Fills a path (points, relative to the origin) with its fill rule, anti-aliased.
    /// The path is rasterised by Tactile's coverage rasteriser on each call: views keep a
    /// ``ShapeLayer`` instead when the same shape is drawn again.
    public func fill(_ path: BezierPath, color: Color) {
        guard color.a > 0, !isClippedOut else { return }
        var style = PathRaster.Style()
        style.fill = color.resolved(dark: userInterfaceStyle == .dark).contrastAdjusted
        style.evenOdd = path.usesEvenOddFillRule
        draw(PathRaster.make(path, style: style, scale: pixelScale, limit: clipBounds))
    }

    /// Strokes a path with its ``BezierPath/lineWidth``, caps, joins, miter limit and dashes.
    public func stroke(_ path: BezierPath, color: Color) {
        guard color.a > 0, !isClippedOut else { return }
        var style = PathRaster.Style()
        style.stroke = color.resolved(dark: userInterfaceStyle == .dark).contrastAdjusted
        style.stroker = PathStroker(width: path.lineWidth, cap: path.lineCapStyle, join: path.lineJoinStyle,
                                    miterLimit: path.miterLimit, dashes: path.lineDashPattern, dashPhase: path.lineDashPhase)
        draw(PathRaster.make(path, style: style, scale: pixelScale, limit: clipBounds))
    }

    /// Draws a path raster made for this renderer's pixel scale, its pixels 1:1 on the target.
    package func draw(_ raster: PathRaster, tint: Color = .white) {
        guard let image = raster.image, let tex = texture(for: image) else { return }
        let ox = (origin.x * pixelScale).rounded(), oy = (origin.y * pixelScale).rounded()
        let dst = Rect(x: ox + Float(raster.offsetX), y: oy + Float(raster.offsetY), width: image.size.width, height: image.size.height)
        drawTexture(tex, source: Rect(origin: .zero, size: image.size), destinationPixels: dst, tint: tint)
    }
}
