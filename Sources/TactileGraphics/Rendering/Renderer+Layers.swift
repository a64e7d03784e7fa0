internal import CSDL2

/// A target texture a transformed view is drawn into before it is copied, rotated and scaled.
struct LayerTexture {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    var inUse: Bool
    var lastUsedFrame: Int
}

/// A layer's texture size and where its corners land (``Renderer/layerPlacement(size:_:)``).
struct LayerPlacement {
    var width: Int32
    var height: Int32
    /// The padding and the texture's size, in points of the layer's space.
    var pad: Float
    var texW: Float
    var texH: Float
    /// The vertex colour: white with the current opacity.
    var color: SDL_Color
    /// The padded corners mapped: top-left, top-right, bottom-left, bottom-right.
    var corners = (Point.zero, Point.zero, Point.zero, Point.zero)

    /// The point of the layer's space at texture coordinates (u, v), padding included.
    func point(_ u: Float, _ v: Float) -> Point { Point(x: -pad + u * texW, y: -pad + v * texH) }
}

extension Renderer {
    /// The most layer textures kept between frames.
    static let maximumLayerTextures = 8

    /// Draws `body` (in a `size`-point space whose origin is its top-left) offscreen, then
    /// composites it onto the current target through `transform` (from that space to the current
    /// coordinates, in points), with the current opacity and rectangular clip, filtered linearly
    /// so turned edges are smooth. Any invertible transform is exact (rotation, scale, mirror,
    /// shear): the picture is drawn as two textured triangles, the same way on every renderer
    /// (`Renderer.compositeLayer`). Nothing is drawn for an empty size or a transform
    /// that is not invertible.
    public func drawLayer(size: Size, transform: AffineTransform, _ body: () -> Void) {
        guard transform.isInvertible, let place = layerPlacement(size: size, { transform.apply(to: $0) }),
              let tex = renderLayerTexture(width: place.width, height: place.height, readBack: isSoftwareRenderer, body) else { return }
        let (p00, p10, p01, p11) = place.corners
        let s = pixelScale, ox = state.origin.x, oy = state.origin.y, color = place.color
        func vertex(_ p: Point, _ u: Float, _ v: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: (ox + p.x) * s, y: (oy + p.y) * s), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        vertices.removeAll(keepingCapacity: true)
        vertices.append(vertex(p00, 0, 0)); vertices.append(vertex(p10, 1, 0)); vertices.append(vertex(p01, 0, 1))
        vertices.append(vertex(p01, 0, 1)); vertices.append(vertex(p10, 1, 0)); vertices.append(vertex(p11, 1, 1))
        compositeLayer(tex, width: place.width, height: place.height)
    }

    /// Where a layer of `size` points lands when `map` takes its space to the current
    /// coordinates (points): the padded texture's size in pixels, the point of the layer's
    /// space at texture coordinates (u, v), the four padded corners mapped, and the vertex
    /// colour (the opacity). `nil` when nothing would be drawn: an empty or non-finite size,
    /// a clipped-out state, a corner that does not map, or bounds that are huge or outside the clip.
    func layerPlacement(size: Size, _ map: (Point) -> Point?) -> LayerPlacement? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, !isClippedOut else { return nil }
        let (w, h) = layerPixelSize(size)
        let pad = Float(Renderer.layerPadding) / pixelScale
        var place = LayerPlacement(width: w, height: h, pad: pad, texW: Float(w) / pixelScale, texH: Float(h) / pixelScale,
                                   color: SDL_Color(r: 255, g: 255, b: 255, a: UInt8(max(0, min(255, (state.opacity * 255).rounded())))))
        // A projective map keeps straight lines: the picture lies inside its corners' hull.
        guard let p00 = map(place.point(0, 0)), let p10 = map(place.point(1, 0)),
              let p01 = map(place.point(0, 1)), let p11 = map(place.point(1, 1)) else { return nil }
        place.corners = (p00, p10, p01, p11)
        let minX = min(p00.x, p10.x, p01.x, p11.x), maxX = max(p00.x, p10.x, p01.x, p11.x)
        let minY = min(p00.y, p10.y, p01.y, p11.y), maxY = max(p00.y, p10.y, p01.y, p11.y)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX - minX < 1e5, maxY - minY < 1e5,
              clipBounds.intersects(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) else { return nil }
        return place
    }

    /// The pixels of one side of a layer's padding: a transparent pixel all round, so linear
    /// filtering fades the edges of a turned layer (anti-aliased) instead of cutting them at the
    /// quad's border.
    static let layerPadding: Int32 = 1

    /// The texture size, in pixels, of a layer of `size` points, padding included.
    func layerPixelSize(_ size: Size) -> (width: Int32, height: Int32) {
        let s = pixelScale, pad = Renderer.layerPadding
        return (Int32(min(4094, (size.width * s).rounded(.up))) + 2 * pad, Int32(min(4094, (size.height * s).rounded(.up))) + 2 * pad)
    }

    /// Draws `body` into a kept layer texture of `width` x `height` pixels, cleared to
    /// transparent and offset by the padding; `nil` when no texture can be had. With
    /// `readBack`, its pixels are then copied into ``LayerWarp/source`` for the software sampler.
    func renderLayerTexture(width: Int32, height: Int32, readBack: Bool = false, _ body: () -> Void) -> OpaquePointer? {
        guard width > 0, height > 0, let index = acquireLayerTexture(width: width, height: height) else { return nil }
        let tex = layerTextures[index].texture
        let padPoints = Float(Renderer.layerPadding) / pixelScale
        drawing(into: tex, size: Size(width: Float(width), height: Float(height))) {
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
            SDL_RenderClear(sdlRenderer)
            translate(by: Point(x: padPoints, y: padPoints))
            body()
            if readBack {
                flush()
                let pixels = layerWarp.sourceBuffer(count: Int(width) * Int(height))
                if SDL_RenderReadPixels(sdlRenderer, nil, SDLConstants.pixelFormatARGB8888, pixels, width * 4) != 0 {
                    pixels.update(repeating: 0, count: Int(width) * Int(height))
                }
            }
        }
        layerTextures[index].inUse = false
        return tex
    }

    func acquireLayerTexture(width: Int32, height: Int32) -> Int? {
        let frame = stats.framesPresented
        if let i = layerTextures.firstIndex(where: { !$0.inUse && $0.width == width && $0.height == height }) {
            layerTextures[i].inUse = true
            layerTextures[i].lastUsedFrame = frame
            return i
        }
        if layerTextures.count >= Renderer.maximumLayerTextures, !layerTextures.contains(where: { $0.inUse }),
           let old = layerTextures.indices.filter({ !layerTextures[$0].inUse }).min(by: { layerTextures[$0].lastUsedFrame < layerTextures[$1].lastUsedFrame }) {
            SDL_DestroyTexture(layerTextures[old].texture)
            layerTextures.remove(at: old)
        }
        guard let tex = TextureFactory.make(on: sdlRenderer, access: SDL_TEXTUREACCESS_TARGET, width: width, height: height,
                                            purpose: "layer") else { return nil }
        layerTextures.append(LayerTexture(texture: tex, width: width, height: height, inUse: true, lastUsedFrame: frame))
        return layerTextures.count - 1
    }
}
