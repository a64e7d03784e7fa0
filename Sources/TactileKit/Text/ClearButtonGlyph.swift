/// The × on a text field's clear button, rasterised by Tactile's coverage rasteriser
/// (``PathRaster``) and drawn as a cached texture: the same pixels on every renderer (SDL's
/// software rasteriser and GLES interpolate an anti-aliased line's edges differently), and
/// no rasterising per frame. Made again only when the button's size, its position within a
/// pixel or the pixel scale changes.
@MainActor
struct ClearButtonGlyph {
    private var key = SIMD4<Float>(repeating: .nan)
    private var raster: PathRaster?
    /// How many times the × was rasterised (tests check the cache).
    private(set) var rasterisations = 0

    /// Draws the × centred in `button` (points, the field's space) in `color`.
    mutating func draw(in button: Rect, color: Color, renderer: Renderer) {
        guard button.isFinite, button.width > 0, color.a > 0 else { return }
        let scale = renderer.pixelScale
        // The raster is anchored at the whole pixel left of and above the centre; the centre's
        // fraction of a pixel is part of the shape, so the × lands where a line would.
        let px = (renderer.origin.x + button.midX) * scale, py = (renderer.origin.y + button.midY) * scale
        guard px.isFinite, py.isFinite else { return }
        let ax = px.rounded(.down), ay = py.rounded(.down)
        let fx = (px - ax) / scale, fy = (py - ay) / scale
        let k = button.width * 0.22
        let want = SIMD4<Float>(k, scale, fx, fy)
        if want != key {
            key = want
            let path = BezierPath()
            path.move(to: Point(x: fx - k, y: fy - k)); path.addLine(to: Point(x: fx + k, y: fy + k))
            path.move(to: Point(x: fx - k, y: fy + k)); path.addLine(to: Point(x: fx + k, y: fy - k))
            var style = PathRaster.Style()
            style.stroke = .white
            style.stroker = PathStroker(width: 1.5, cap: .butt, join: .miter, miterLimit: 10)
            raster = PathRaster.make(path, style: style, scale: scale)
            rasterisations += 1
        }
        guard let raster else { return }
        renderer.save()
        renderer.translate(by: Point(x: ax / scale - renderer.origin.x, y: ay / scale - renderer.origin.y))
        renderer.draw(raster, tint: color)
        renderer.restore()
    }
}
