internal import CSDL2

extension Renderer {
    /// Whether the SDL renderer is the software one (asked once).
    var isSoftwareRenderer: Bool {
        if let known = layerWarp.isSoftware { return known }
        var info = SDL_RendererInfo()
        let software = SDL_GetRendererInfo(sdlRenderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        layerWarp.isSoftware = software
        return software
    }

    /// Draws the layer texture `tex` (`width` x `height` pixels) through the triangles in
    /// ``vertices`` (target pixels, texture coordinates 0...1, the opacity in the vertex
    /// colour's alpha), within the current clip, and empties ``vertices``. GL renderers draw
    /// them with `SDL_RenderGeometry`, filtered linearly; the software renderer, whose geometry
    /// is sampled by the nearest texel, samples them with ``LayerWarp`` from the pixels
    /// ``renderLayerTexture(width:height:readBack:_:)`` read back, the way GL does.
    func compositeLayer(_ tex: OpaquePointer, width w: Int32, height h: Int32) {
        defer { vertices.removeAll(keepingCapacity: true) }
        // Drawn at once: the draw list is empty here (the layer's offscreen pass flushed it
        // when it switched targets; replaying it now would overwrite `vertices`).
        guard vertices.count >= 3 else { return }
        setScissor(state.clip)
        stats.layersComposited += 1
        stats.drawCallsThisFrame += 1
        guard isSoftwareRenderer else {
            SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
            SDL_SetTextureAlphaMod(tex, 255)
            SDL_SetTextureColorMod(tex, 255, 255, 255)
            _ = SDL_RenderGeometry(sdlRenderer, tex, vertices.base, Int32(vertices.count), nil, 0)
            stats.geometryCallsThisFrame += 1
            return
        }
        guard let source = layerWarp.source else { return }
        // The destination: the triangles' pixel bounds within the clip and the target.
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for i in vertices.indices {
            let p = vertices[i].position
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let clip = state.clip
        let x0 = Int(max(minX.rounded(.down), clip.minX, 0)), y0 = Int(max(minY.rounded(.down), clip.minY, 0))
        let x1 = Int(min(maxX.rounded(.up), clip.maxX, targetSize.width)), y1 = Int(min(maxY.rounded(.up), clip.maxY, targetSize.height))
        guard x0 < x1, y0 < y1 else { return }
        let ow = x1 - x0, oh = y1 - y0
        let out = layerWarp.outputBuffer(count: ow * oh)
        LayerWarp.sample(source: source, width: Int(w), height: Int(h), triangles: vertices.base, count: vertices.count,
                         into: out, x: x0, y: y0, width: ow, height: oh, alpha: UInt32(vertices[0].color.a))
        guard let warped = warpTexture(width: Int32(ow), height: Int32(oh)) else { return }
        var src = SDL_Rect(x: 0, y: 0, w: Int32(ow), h: Int32(oh))
        var dst = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(ow), h: Int32(oh))
        SDL_UpdateTexture(warped, &src, out, Int32(ow * 4))
        SDL_RenderCopy(sdlRenderer, warped, &src, &dst)
    }

    /// The kept streaming texture, at least `width` x `height` pixels (grown in steps of 64).
    private func warpTexture(width: Int32, height: Int32) -> OpaquePointer? {
        if let t = layerWarp.texture, layerWarp.textureWidth >= width, layerWarp.textureHeight >= height { return t }
        let nw = (max(width, layerWarp.textureWidth) + 63) / 64 * 64, nh = (max(height, layerWarp.textureHeight) + 63) / 64 * 64
        if let t = layerWarp.texture { SDL_DestroyTexture(t) }
        layerWarp.texture = nil
        guard let t = TextureFactory.make(on: sdlRenderer, access: SDL_TEXTUREACCESS_STREAMING, width: nw, height: nh,
                                          purpose: "layer sampling", nearest: true) else { return nil }
        layerWarp.texture = t; layerWarp.textureWidth = nw; layerWarp.textureHeight = nh
        return t
    }
}
