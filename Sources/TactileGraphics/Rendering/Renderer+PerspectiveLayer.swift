internal import CSDL2

extension Renderer {
    /// Cells per side of the grid a perspective layer is drawn through: each cell is textured
    /// affinely, so the grid keeps the picture close to perspective-correct.
    static let perspectiveGrid = 8

    /// Draws `body` (in a `size`-point space whose origin is its top-left) offscreen, then
    /// composites it through a 3D `transform` with perspective (`m34`): a point p of that space
    /// lands at `transform.project(p)` in the current coordinates. The picture is drawn as an
    /// 8x8 grid of textured triangles (`Renderer.compositeLayer`) with the current opacity
    /// and clip.
    /// Nothing is drawn for an empty size, a transform that is not finite or that puts part of
    /// the layer behind the eye.
    public func drawLayer(size: Size, transform: Transform3D, _ body: () -> Void) {
        guard transform.isFinite, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              !isClippedOut else { return }
        let s = pixelScale
        let (w, h) = layerPixelSize(size)
        let padPoints = Float(Renderer.layerPadding) / s
        let texW = Float(w) / s, texH = Float(h) / s
        // The corners decide visibility: a projective map keeps straight lines, so the picture
        // is inside their hull.
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for (u, v) in [(Float(0), Float(0)), (1, 0), (0, 1), (1, 1)] {
            guard let p = transform.project(Point(x: -padPoints + u * texW, y: -padPoints + v * texH)) else { return }
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard maxX - minX < 1e5, maxY - minY < 1e5,
              clipBounds.intersects(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) else { return }
        guard let tex = renderLayerTexture(width: w, height: h, readBack: isSoftwareRenderer, body) else { return }
        let n = Renderer.perspectiveGrid
        let alpha = UInt8(max(0, min(255, (state.opacity * 255).rounded())))
        let color = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
        let ox = state.origin.x, oy = state.origin.y
        vertices.removeAll(keepingCapacity: true)
        func vertex(_ i: Int, _ j: Int) -> SDL_Vertex? {
            let u = Float(i) / Float(n), v = Float(j) / Float(n)
            guard let p = transform.project(Point(x: -padPoints + u * texW, y: -padPoints + v * texH)) else { return nil }
            return SDL_Vertex(position: SDL_FPoint(x: (ox + p.x) * s, y: (oy + p.y) * s), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        for j in 0..<n {
            for i in 0..<n {
                guard let a = vertex(i, j), let b = vertex(i + 1, j), let c = vertex(i, j + 1), let d = vertex(i + 1, j + 1) else {
                    vertices.removeAll(keepingCapacity: true)
                    return
                }
                vertices.append(a); vertices.append(b); vertices.append(c)
                vertices.append(c); vertices.append(b); vertices.append(d)
            }
        }
        compositeLayer(tex, width: w, height: h)
    }
}
