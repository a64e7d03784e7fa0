internal import CSDL2

/// What a shape is filled with: a flat colour, or a texture mapped onto a rectangle.
enum Paint {
    case color(SDL_Color)
    /// `texture` shown with `source` (texture pixels) stretched over `destination` (target
    /// pixels), modulated by `modulation`.
    case texture(OpaquePointer, source: Rect, destination: Rect, modulation: SDL_Color)
}
