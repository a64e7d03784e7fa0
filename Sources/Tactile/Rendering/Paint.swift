import CSDL2

/// What a shape is filled with: a flat colour, or a texture mapped onto a rectangle.
enum Paint {
    case color(SDL_Color)
    /// `texture` shown with `source` (texture pixels) stretched over `destination` (target
    /// pixels), modulated by `modulation`.
    case texture(OpaquePointer, textureSize: Size, source: Rect, destination: Rect, modulation: SDL_Color)

    var vertexColor: SDL_Color {
        switch self {
        case let .color(c): return c
        case let .texture(_, _, _, _, m): return m
        }
    }

    /// Texture coordinates (0...1) of a target pixel position; zero for colours.
    func uv(_ x: Float, _ y: Float) -> SDL_FPoint {
        guard case let .texture(_, size, src, dst, _) = self, dst.width > 0, dst.height > 0,
              size.width > 0, size.height > 0 else { return SDL_FPoint(x: 0, y: 0) }
        let u = (src.minX + (x - dst.minX) * src.width / dst.width) / size.width
        let v = (src.minY + (y - dst.minY) * src.height / dst.height) / size.height
        return SDL_FPoint(x: min(1, max(0, u)), y: min(1, max(0, v)))
    }
}
