internal import CSDL2

/// The ``DrawBackend`` that makes one SDL call a piece: the software renderer drawing into a
/// texture (layers, snapshots, scaled scratch copies) or into the output when the renderer does
/// not write its pixels itself; also what the pixel-target backend hands on (texture copies,
/// triangles) and the batched one draws at once (clears, replaced areas).
@MainActor
final class SDLDirectBackend: DrawBackend {
    func clear(_ color: Color, for renderer: Renderer) {
        SDL_SetRenderDrawColor(renderer.sdlRenderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer.sdlRenderer)
    }

    func replace(_ r: Rect, with color: Color, for renderer: Renderer) {
        let sdl = renderer.sdlRenderer
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdl, color.r, color.g, color.b, color.a)
        var fr = SDL_FRect(x: r.minX, y: r.minY, w: r.width, h: r.height)
        SDL_RenderFillRectF(sdl, &fr)
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_BLEND)
    }

    func fill(_ rects: ScratchBuffer<SDL_FRect>, color: SDL_Color, for renderer: Renderer) {
        let sdl = renderer.sdlRenderer
        renderer.setScissor(nil)
        // An opaque fill replaces pixels, which SDL's software renderer does with a plain
        // fill instead of blending every pixel (the same result: blending at alpha 255
        // gives the source colour exactly).
        SDL_SetRenderDrawBlendMode(sdl, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(sdl, color.r, color.g, color.b, color.a)
        _ = SDL_RenderFillRectsF(sdl, rects.base, Int32(rects.count))
        if color.a == 255 { SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_BLEND) }
        renderer.stats.rectsThisFrame += rects.count
        renderer.stats.drawCallsThisFrame += 1
    }

    func cover(_ band: Rect, for renderer: Renderer) {}

    /// The cached mask's texture, tinted by its colour and alpha modulation.
    func corner(_ corner: CornerMasks.Corner, radius: Int, ringWidth: Int, x: Float, y: Float, visible: Rect,
                color c: SDL_Color, for renderer: Renderer) {
        guard let mask = renderer.cornerMasks.mask(radius: radius, width: ringWidth, corner: corner) else { return }
        renderer.setScissor(nil)
        SDL_SetTextureColorMod(mask.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(mask.texture, c.a)
        var src = SDL_Rect(x: Int32(visible.minX - x), y: Int32(visible.minY - y), w: Int32(visible.width), h: Int32(visible.height))
        var dst = SDL_Rect(x: Int32(visible.minX), y: Int32(visible.minY), w: Int32(visible.width), h: Int32(visible.height))
        SDL_RenderCopy(renderer.sdlRenderer, mask.texture, &src, &dst)
        renderer.stats.textureCopiesThisFrame += 1; renderer.stats.drawCallsThisFrame += 1
    }

    func copy(_ texture: OpaquePointer, sx: Float, sy: Float, sw: Float, sh: Float, onto piece: SDL_FRect,
              color: SDL_Color, for renderer: Renderer) {
        // Pieces are clipped exactly; a scissor left by earlier geometry must not cut them.
        renderer.setScissor(nil)
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        var sr = SDL_Rect(x: Int32(sx), y: Int32(sy), w: Int32(sw), h: Int32(sh))
        var d = piece
        SDL_RenderCopyF(renderer.sdlRenderer, texture, &sr, &d)
        renderer.stats.textureCopiesThisFrame += 1; renderer.stats.drawCallsThisFrame += 1
    }

    func blend(text pixels: UnsafePointer<UInt32>, stride: Int, into box: Rect, color: SDL_Color, for renderer: Renderer) -> Bool { false }

    func blend(coverage: UnsafePointer<UInt8>, stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>,
               holes: UnsafeBufferPointer<PixelBox>, clip: PixelBox, color: SDL_Color, for renderer: Renderer) {}

    /// One `SDL_RenderGeometry` call: geometry is the only thing that relies on SDL's clip
    /// rectangle (rectangles and texture copies are clipped exactly before they get here).
    func triangles(_ vertices: ScratchBuffer<SDL_Vertex>, scissor: Rect?, for renderer: Renderer) {
        renderer.setScissor(scissor?.integral)
        SDL_SetRenderDrawBlendMode(renderer.sdlRenderer, SDL_BLENDMODE_BLEND)
        _ = SDL_RenderGeometry(renderer.sdlRenderer, nil, vertices.base, Int32(vertices.count), nil, 0)
        renderer.stats.geometryCallsThisFrame += 1
        renderer.stats.drawCallsThisFrame += 1
    }
}
