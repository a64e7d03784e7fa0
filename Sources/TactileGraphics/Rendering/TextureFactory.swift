internal import CSDL2

/// Makes the ARGB8888 textures the renderer draws into and from (atlas pages, corner masks,
/// layer, snapshot, sampling and canvas textures): one place that reports a texture SDL cannot
/// make, naming what it was for, and sets how it is blended and sampled.
enum TextureFactory {
    /// A `width` x `height` texture of `access`, alpha-blended, sampled by the nearest texel when
    /// `nearest` is set; `nil` (with a diagnostic) when SDL cannot make it.
    static func make(on sdlRenderer: OpaquePointer, access: SDL_TextureAccess, width: Int32, height: Int32,
                     purpose: StaticString, nearest: Bool = false) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(sdlRenderer, SDLConstants.pixelFormatARGB8888, Int32(access.rawValue), width, height) else {
            Diagnostics.report("cannot create a \(width)x\(height) \(purpose) texture: \(sdlError())")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if nearest { SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest) }
        return texture
    }
}
