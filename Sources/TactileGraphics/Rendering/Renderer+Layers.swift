internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// A target texture a transformed view is drawn into before it is copied, rotated and scaled.
struct LayerTexture {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    var inUse: Bool
    var lastUsedFrame: Int
}

extension Renderer {
    /// The most layer textures kept between frames.
    static let maximumLayerTextures = 8

    /// Draws `body` (in a `size`-point space whose origin is its top-left) offscreen, then
    /// composites it onto the current target through `transform` (from that space to the current
    /// coordinates, in points), with the current opacity and rectangular clip, filtered linearly
    /// so rotated edges are smooth. Rotation and scale (also mirrored) are exact; a shear is
    /// drawn as the nearest rotation and scale. Nothing is drawn for an empty size or a transform
    /// that is not invertible.
    public func drawLayer(size: Size, transform: AffineTransform, _ body: () -> Void) {
        guard transform.isInvertible, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              !isClippedOut else { return }
        let s = pixelScale
        let (w, h) = layerPixelSize(size)
        guard let tex = renderLayerTexture(width: w, height: h, body) else { return }
        // Decompose: rotation of the x axis, scales along the (rotated) axes, mirrored when the
        // determinant is negative.
        let m = transform
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        let det = m.determinant
        let sy = sx > 0 ? abs(det) / sx : 0
        let angle = Double(atan2(m.b, m.a)) * 180 / .pi
        let center = m.apply(to: Point(x: size.width / 2, y: size.height / 2))
        let cx = (state.origin.x + center.x) * s, cy = (state.origin.y + center.y) * s
        let dw = Float(w) * sx, dh = Float(h) * sy
        var dst = SDL_FRect(x: cx - dw / 2, y: cy - dh / 2, w: dw, h: dh)
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear)
        SDL_SetTextureAlphaMod(tex, UInt8(max(0, min(255, (state.opacity * 255).rounded()))))
        SDL_SetTextureColorMod(tex, 255, 255, 255)
        setScissor(state.clip)
        SDL_RenderCopyExF(sdlRenderer, tex, nil, &dst, angle, nil, det < 0 ? SDL_FLIP_VERTICAL : SDL_FLIP_NONE)
        stats.layersComposited += 1
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
    /// transparent and offset by the padding; `nil` when no texture can be had.
    func renderLayerTexture(width: Int32, height: Int32, _ body: () -> Void) -> OpaquePointer? {
        guard width > 0, height > 0, let index = acquireLayerTexture(width: width, height: height) else { return nil }
        let tex = layerTextures[index].texture
        let padPoints = Float(Renderer.layerPadding) / pixelScale
        drawing(into: tex, size: Size(width: Float(width), height: Float(height))) {
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
            SDL_RenderClear(sdlRenderer)
            translate(by: Point(x: padPoints, y: padPoints))
            body()
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
        guard let tex = SDL_CreateTexture(sdlRenderer, SDLConstants.pixelFormatARGB8888,
                                          Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else {
            Diagnostics.report("cannot create a \(width)x\(height) layer texture: \(sdlError())")
            return nil
        }
        layerTextures.append(LayerTexture(texture: tex, width: width, height: height, inUse: true, lastUsedFrame: frame))
        return layerTextures.count - 1
    }
}
