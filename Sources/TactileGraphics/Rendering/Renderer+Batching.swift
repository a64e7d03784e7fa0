internal import CSDL2

/// The batched strategy (``RenderStrategy/batched``): the ``GeometryBatch`` that
/// ``SDLBatchedBackend`` queues quads in, submitted here, and the ``TextureAtlas`` it draws from.
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
