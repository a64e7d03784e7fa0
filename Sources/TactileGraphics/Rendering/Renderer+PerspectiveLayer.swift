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
        guard transform.isFinite, let place = layerPlacement(size: size, { transform.project($0) }),
              let tex = renderLayerTexture(width: place.width, height: place.height, readBack: isSoftwareRenderer, body) else { return }
        let n = Renderer.perspectiveGrid
        let s = pixelScale, ox = state.origin.x, oy = state.origin.y
        vertices.removeAll(keepingCapacity: true)
        func vertex(_ i: Int, _ j: Int) -> SDL_Vertex? {
            let u = Float(i) / Float(n), v = Float(j) / Float(n)
            guard let p = transform.project(place.point(u, v)) else { return nil }
            return SDL_Vertex(position: SDL_FPoint(x: (ox + p.x) * s, y: (oy + p.y) * s), color: place.color, tex_coord: SDL_FPoint(x: u, y: v))
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
        compositeLayer(tex, width: place.width, height: place.height)
    }
}
