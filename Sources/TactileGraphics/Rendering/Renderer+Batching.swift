internal import CSDL2

/// The batched strategy (``RenderStrategy/batched``): pieces already clipped in pixels are
/// queued as quads in a ``GeometryBatch`` and submitted by ``Renderer/flush()``.
extension Renderer {
    /// Submits the draws queued by the batched strategy (one `SDL_RenderGeometry` call).
    /// Does nothing when nothing is queued or the strategy is ``RenderStrategy/direct``.
    func flushBatch() {
        guard let b = batch, !b.isEmpty else { return }
        b.compact()
        setScissor(b.scissor)
        _ = SDL_RenderGeometry(sdlRenderer, b.texture, b.vertices.base, Int32(b.vertices.count),
                               b.indices.base, Int32(b.indices.count))
        stats.geometryCallsThisFrame += 1
        stats.drawCallsThisFrame += 1
        // Raw SDL drawing after a flush must not be cut by the run's scissor.
        if b.scissor != nil { setScissor(nil) }
        b.reset()
    }

    func strategyDidChange() {
        flushDrawList()  // drawn the way they were recorded for
        if let b = batch {
            flush()
            b.deallocate()
            batch = nil
        }
        // Text entries point into the atlas (batched) or own textures (direct): start afresh.
        textCache.removeAll()
        if renderStrategy == .batched { batch = GeometryBatch() }
        refreshPixelTarget()
    }

    /// The atlas, made on first use.
    func batchAtlas() -> TextureAtlas? {
        if let a = atlas { return a }
        var info = SDL_RendererInfo()
        var side = max(64, atlasPageSize)
        if SDL_GetRendererInfo(sdlRenderer, &info) == 0 {
            let limit = min(info.max_texture_width, info.max_texture_height)
            if limit > 0 { side = min(side, limit) }
        }
        let a = TextureAtlas(sdlRenderer: sdlRenderer, pageSize: side, maximumPages: 4)
        a.willReset = { [unowned self] in self.flush() }
        atlas = a
        return a
    }

    /// The atlas page the current run draws from, or the first page.
    func currentAtlasPage(_ a: TextureAtlas) -> Int? {
        if let b = batch, b.page >= 0, b.page < a.pages.count { return b.page }
        return a.firstPage()
    }

    /// Queues a quad of `texture` (a `texW` x `texH` texture): pixels (x0, y0)-(x1, y1) showing
    /// texels (s0, t0)-(s1, t1) (s1 < s0 mirrors), tinted by `color`.
    @inline(__always)
    func queueQuad(texture: OpaquePointer, page: Int, texW: Float, texH: Float,
                   x0: Float, y0: Float, x1: Float, y1: Float,
                   s0: Float, t0: Float, s1: Float, t1: Float, color: SDL_Color, opaque: Bool = false) {
        guard let b = batch, color.a > 0 else { return }
        if !b.accepts(texture: texture, x0: x0, y0: y0, x1: x1, y1: y1) { flush() }
        b.use(texture: texture, page: page, width: targetSize.width, height: targetSize.height)
        b.addQuad(x0: x0, y0: y0, x1: x1, y1: y1, u0: s0 / texW, v0: t0 / texH, u1: s1 / texW, v1: t1 / texH,
                  color: color, opaque: opaque)
        stats.quadsBatchedThisFrame += 1
    }

    /// Queues solid rectangles (pixels, clipped exactly) as quads of the white texel.
    func batchRects(_ color: SDL_Color) {
        guard color.a > 0, !rects.isEmpty, let a = batchAtlas(), let page = currentAtlasPage(a) else { return }
        let tex = a.texture(of: page)
        a.touch(page)
        let w = a.whiteUV, side = Float(a.pageSize)
        let s = w.x * side, t = w.y * side
        for i in rects.indices {
            let r = rects[i]
            queueQuad(texture: tex, page: page, texW: side, texH: side, x0: r.x, y0: r.y, x1: r.x + r.w, y1: r.y + r.h,
                      s0: s, t0: t, s1: s, t1: t, color: color, opaque: color.a == 255)
        }
        stats.rectsThisFrame += rects.count
    }

    /// Queues the triangles in ``vertices`` (lines, triangles) cut by `scissor`.
    func batchTriangles(scissor: Rect?) {
        guard let b = batch, !vertices.isEmpty, let a = batchAtlas(), let page = currentAtlasPage(a) else { return }
        let tex = a.texture(of: page)
        let clip = scissor?.integral ?? Rect(origin: .zero, size: targetSize)
        if !b.accepts(texture: tex, scissor: clip) { flush() }
        b.use(texture: tex, page: page, width: targetSize.width, height: targetSize.height)
        b.setScissor(clip)
        b.addTriangles(vertices, uv: a.whiteUV)
    }

    /// Queues texels (sx, sy, sw, sh) of a texture shown on `piece` (pixels) with `color` as the
    /// modulation. The callers pick whole texels exactly as the direct strategy's copies do, so
    /// a scaled image samples the same texels either way; an empty source draws nothing (as an
    /// empty `SDL_RenderCopy` source does).
    func batchTexture(_ texture: OpaquePointer, sx: Float, sy: Float, sw: Float, sh: Float, piece p: SDL_FRect, color: SDL_Color) {
        guard sw > 0, sh > 0 else { return }
        let (tw, th, page) = textureSize(texture)
        guard tw > 0, th > 0 else { return }
        // A 1/256-texel nudge: normalised coordinates turned back into texels (SDL's software
        // replay truncates them) must land on the texel meant, not one short of it (15/110*110
        // is 14.999…); GL's nearest sampling at pixel centres is unaffected.
        let e: Float = 1.0 / 256
        queueQuad(texture: texture, page: page, texW: tw, texH: th, x0: p.x, y0: p.y, x1: p.x + p.w, y1: p.y + p.h,
                  s0: sx + e, t0: sy + e, s1: sx + sw + e, t1: sy + sh + e, color: color)
    }

    /// A texture's size in texels, and its atlas page (-1 when it is not one).
    func textureSize(_ texture: OpaquePointer) -> (Float, Float, Int) {
        if let a = atlas {
            for p in a.pages.indices where a.pages[p].texture == texture {
                return (Float(a.pageSize), Float(a.pageSize), p)
            }
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        return (Float(w), Float(h), -1)
    }

    /// Queues the visible part of a corner mask: the atlas's top-left mask, mirrored for the
    /// other corners (or the mask's own texture when it is too large for the atlas).
    func batchCorner(_ corner: CornerMasks.Corner, radius n: Int, ringWidth: Int, x: Float, y: Float,
                     visible: Rect, color: SDL_Color) {
        let i0 = visible.minX - x, i1 = visible.maxX - x, j0 = visible.minY - y, j1 = visible.maxY - y
        let fn = Float(n)
        if let a = batchAtlas(), let page = currentAtlasPage(a), let m = a.mask(radius: n, width: ringWidth, preferring: page) {
            a.touch(m.page)
            let mx = Float(m.x), my = Float(m.y)
            let mirrorX = corner == .topRight || corner == .bottomRight
            let mirrorY = corner == .bottomLeft || corner == .bottomRight
            let s0 = mirrorX ? mx + fn - i0 : mx + i0, s1 = mirrorX ? mx + fn - i1 : mx + i1
            let t0 = mirrorY ? my + fn - j0 : my + j0, t1 = mirrorY ? my + fn - j1 : my + j1
            let side = Float(a.pageSize)
            queueQuad(texture: a.texture(of: m.page), page: m.page, texW: side, texH: side,
                      x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY,
                      s0: s0, t0: t0, s1: s1, t1: t1, color: color)
            return
        }
        guard let mask = cornerMasks.mask(radius: n, width: ringWidth, corner: corner) else { return }
        // The mask's own texture carries any modulation left by the direct path: reset it.
        SDL_SetTextureColorMod(mask.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(mask.texture, 255)
        queueQuad(texture: mask.texture, page: -1, texW: fn, texH: fn,
                  x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY,
                  s0: i0, t0: j0, s1: i1, t1: j1, color: color)
    }

    /// Stores a freshly rasterised line (`surface`, white) in the atlas; `nil` when it is too
    /// large for a page (it then keeps its own texture).
    func atlasText(_ key: TextCache.Key, surface: UnsafeMutablePointer<SDL_Surface>,
                   colorTexture: OpaquePointer? = nil) -> TextCache.Entry? {
        guard let a = batchAtlas(), let page = currentAtlasPage(a) else { return nil }
        let w = surface.pointee.w, h = surface.pointee.h
        guard w > 0, h > 0, h <= a.maximumItemHeight, w + TextureAtlas.padding <= a.pageSize else { return nil }
        var source = surface
        var converted: UnsafeMutablePointer<SDL_Surface>?
        if surface.pointee.format.pointee.format != SDLConstants.pixelFormatARGB8888 {
            guard let c = SDL_ConvertSurfaceFormat(surface, SDLConstants.pixelFormatARGB8888, 0) else { return nil }
            converted = c
            source = c
        }
        defer { if let converted { SDL_FreeSurface(converted) } }
        guard let pixels = source.pointee.pixels,
              let region = a.insert(pixels: pixels, pitch: source.pointee.pitch, width: w, height: h, preferring: page) else {
            return nil
        }
        return textCache.insert(key, atlasTexture: a.texture(of: region.page), region: region, colorTexture: colorTexture)
    }
}
