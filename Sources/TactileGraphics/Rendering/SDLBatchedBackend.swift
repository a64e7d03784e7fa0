internal import CSDL2

/// The ``DrawBackend`` of the batched strategy (``RenderStrategy/batched``, the GL renderers):
/// pieces already clipped in pixels are queued as quads of the ``TextureAtlas`` (the white
/// block for fills, corner masks, text) in the renderer's ``GeometryBatch``, submitted by
/// `Renderer.flushBatch()` as one `SDL_RenderGeometry` call per run of one texture. Clears and
/// replaced areas submit the queue and go through SDL at once.
@MainActor
final class SDLBatchedBackend: DrawBackend {
    func clear(_ color: Color, for renderer: Renderer) {
        renderer.flushBatch()
        renderer.directBackend.clear(color, for: renderer)
    }

    func replace(_ rect: Rect, with color: Color, for renderer: Renderer) {
        renderer.flushBatch()
        renderer.directBackend.replace(rect, with: color, for: renderer)
    }

    /// Solid rectangles as quads of the white texel.
    func fill(_ rects: ScratchBuffer<SDL_FRect>, color: SDL_Color, for renderer: Renderer) {
        guard color.a > 0, !rects.isEmpty, let a = renderer.batchAtlas(), let page = renderer.currentAtlasPage(a) else { return }
        let tex = a.texture(of: page)
        a.touch(page)
        let w = a.whiteUV, side = Float(a.pageSize)
        let s = w.x * side, t = w.y * side
        for i in rects.indices {
            let r = rects[i]
            queueQuad(texture: tex, page: page, texW: side, texH: side, x0: r.x, y0: r.y, x1: r.x + r.w, y1: r.y + r.h,
                      s0: s, t0: t, s1: s, t1: t, color: color, opaque: color.a == 255, for: renderer)
        }
        renderer.stats.rectsThisFrame += rects.count
    }

    /// What was queued wholly inside the band is hidden (the occlusion grid of the batch).
    func cover(_ band: Rect, for renderer: Renderer) {
        renderer.batch?.hideQuads(inside: SIMD4(band.minX, band.minY, band.maxX, band.maxY))
    }

    /// The visible part of a corner mask: the atlas's top-left mask, mirrored for the other
    /// corners (or the mask's own texture when it is too large for the atlas).
    func corner(_ corner: CornerMasks.Corner, radius n: Int, ringWidth: Int, x: Float, y: Float, visible: Rect,
                color: SDL_Color, for renderer: Renderer) {
        let i0 = visible.minX - x, i1 = visible.maxX - x, j0 = visible.minY - y, j1 = visible.maxY - y
        let fn = Float(n)
        if let a = renderer.batchAtlas(), let page = renderer.currentAtlasPage(a), let m = a.mask(radius: n, width: ringWidth, preferring: page) {
            a.touch(m.page)
            let mx = Float(m.x), my = Float(m.y)
            let mirrorX = corner == .topRight || corner == .bottomRight
            let mirrorY = corner == .bottomLeft || corner == .bottomRight
            let s0 = mirrorX ? mx + fn - i0 : mx + i0, s1 = mirrorX ? mx + fn - i1 : mx + i1
            let t0 = mirrorY ? my + fn - j0 : my + j0, t1 = mirrorY ? my + fn - j1 : my + j1
            let side = Float(a.pageSize)
            queueQuad(texture: a.texture(of: m.page), page: m.page, texW: side, texH: side,
                      x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY,
                      s0: s0, t0: t0, s1: s1, t1: t1, color: color, for: renderer)
            return
        }
        guard let mask = renderer.cornerMasks.mask(radius: n, width: ringWidth, corner: corner) else { return }
        // The mask's own texture carries any modulation left by the direct path: reset it.
        SDL_SetTextureColorMod(mask.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(mask.texture, 255)
        queueQuad(texture: mask.texture, page: -1, texW: fn, texH: fn,
                  x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY,
                  s0: i0, t0: j0, s1: i1, t1: j1, color: color, for: renderer)
    }

    /// The callers pick whole texels exactly as the direct backend's copies do, so a scaled
    /// image samples the same texels either way; an empty source draws nothing (as an empty
    /// `SDL_RenderCopy` source does).
    func copy(_ texture: OpaquePointer, sx: Float, sy: Float, sw: Float, sh: Float, onto p: SDL_FRect,
              color: SDL_Color, for renderer: Renderer) {
        guard sw > 0, sh > 0 else { return }
        let (tw, th, page) = textureSize(texture, for: renderer)
        guard tw > 0, th > 0 else { return }
        // A 1/256-texel nudge: normalised coordinates turned back into texels (SDL's software
        // replay truncates them) must land on the texel meant, not one short of it (15/110*110
        // is 14.999…); GL's nearest sampling at pixel centres is unaffected.
        let e: Float = 1.0 / 256
        queueQuad(texture: texture, page: page, texW: tw, texH: th, x0: p.x, y0: p.y, x1: p.x + p.w, y1: p.y + p.h,
                  s0: sx + e, t0: sy + e, s1: sx + sw + e, t1: sy + sh + e, color: color, for: renderer)
    }

    func blend(text pixels: UnsafePointer<UInt32>, stride: Int, into box: Rect, color: SDL_Color, for renderer: Renderer) -> Bool { false }

    func blend(coverage: UnsafePointer<UInt8>, stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>,
               holes: UnsafeBufferPointer<PixelBox>, clip: PixelBox, color: SDL_Color, for renderer: Renderer) {}

    /// Lines and triangles cut by `scissor`, with the white texel's coordinates.
    func triangles(_ vertices: ScratchBuffer<SDL_Vertex>, scissor: Rect?, for renderer: Renderer) {
        guard let b = renderer.batch, !vertices.isEmpty, let a = renderer.batchAtlas(), let page = renderer.currentAtlasPage(a) else { return }
        let tex = a.texture(of: page)
        let clip = scissor?.integral ?? Rect(origin: .zero, size: renderer.targetSize)
        if !b.accepts(texture: tex, scissor: clip) { renderer.flush() }
        b.use(texture: tex, page: page, width: renderer.targetSize.width, height: renderer.targetSize.height)
        b.setScissor(clip)
        b.addTriangles(vertices, uv: a.whiteUV)
    }

    /// Queues a quad of `texture` (a `texW` x `texH` texture): pixels (x0, y0)-(x1, y1) showing
    /// texels (s0, t0)-(s1, t1) (s1 < s0 mirrors), tinted by `color`.
    @inline(__always)
    private func queueQuad(texture: OpaquePointer, page: Int, texW: Float, texH: Float,
                           x0: Float, y0: Float, x1: Float, y1: Float,
                           s0: Float, t0: Float, s1: Float, t1: Float, color: SDL_Color, opaque: Bool = false, for renderer: Renderer) {
        guard let b = renderer.batch, color.a > 0 else { return }
        if !b.accepts(texture: texture, x0: x0, y0: y0, x1: x1, y1: y1) { renderer.flush() }
        b.use(texture: texture, page: page, width: renderer.targetSize.width, height: renderer.targetSize.height)
        b.addQuad(x0: x0, y0: y0, x1: x1, y1: y1, u0: s0 / texW, v0: t0 / texH, u1: s1 / texW, v1: t1 / texH,
                  color: color, opaque: opaque)
        renderer.stats.quadsBatchedThisFrame += 1
    }

    /// A texture's size in texels, and its atlas page (-1 when it is not one).
    private func textureSize(_ texture: OpaquePointer, for renderer: Renderer) -> (Float, Float, Int) {
        if let a = renderer.atlas {
            for p in a.pages.indices where a.pages[p].texture == texture {
                return (Float(a.pageSize), Float(a.pageSize), p)
            }
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        return (Float(w), Float(h), -1)
    }
}
