internal import CSDL2

extension Renderer {
    /// Draws `body` (in a `size`-point space whose origin is its top-left) into an offscreen
    /// texture at the renderer's pixel scale and reads the pixels back: straight (not
    /// premultiplied) RGBA, transparent where nothing was drawn. For pictures kept between
    /// frames (a layer's `draw(in:)` backing store, a masked layer); `nil` for an empty,
    /// non-finite or unavailable size (sides are cut to 4096 pixels).
    package func renderOffscreen(size: Size, _ body: () -> Void) -> Bitmap? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let s = pixelScale
        let w = Int32(min(4096, max(1, (size.width * s).rounded(.up)))), h = Int32(min(4096, max(1, (size.height * s).rounded(.up))))
        guard let index = acquireLayerTexture(width: w, height: h) else { return nil }
        let tex = layerTextures[index].texture
        var bitmap = Bitmap(width: Int(w), height: Int(h))
        drawing(into: tex, size: Size(width: Float(w), height: Float(h))) {
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
            SDL_RenderClear(sdlRenderer)
            body()
            flush()
            bitmap.bytes.withUnsafeMutableBytes { raw in
                _ = SDL_RenderReadPixels(sdlRenderer, nil, SDLConstants.pixelFormatABGR8888, raw.baseAddress, w * 4)
            }
        }
        layerTextures[index].inUse = false
        bitmap.unpremultiply()
        return bitmap
    }
}

extension Bitmap {
    /// Divides each colour by its alpha: a texture cleared to transparent and drawn into with
    /// blending holds premultiplied colours.
    package mutating func unpremultiply() {
        bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let a = UInt32(p[i + 3])
                if a > 0 && a < 255 {
                    p[i] = UInt8(min(255, (UInt32(p[i]) * 255 + a / 2) / a))
                    p[i + 1] = UInt8(min(255, (UInt32(p[i + 1]) * 255 + a / 2) / a))
                    p[i + 2] = UInt8(min(255, (UInt32(p[i + 2]) * 255 + a / 2) / a))
                }
                i += 4
            }
        }
    }

    /// Multiplies each pixel's alpha by `mask`'s alpha at the same place (outside `mask`: 0).
    package mutating func multiplyAlpha(by mask: Bitmap) {
        let w = width, h = height, mw = mask.width, mh = mask.height
        mask.bytes.withUnsafeBufferPointer { m in
            bytes.withUnsafeMutableBufferPointer { p in
                for y in 0..<h {
                    for x in 0..<w {
                        let i = (y * w + x) * 4 + 3
                        let a = x < mw && y < mh ? UInt32(m[(y * mw + x) * 4 + 3]) : 0
                        p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)
                    }
                }
            }
        }
    }

    /// `true` when every pixel is fully transparent.
    package var isFullyTransparent: Bool {
        var i = 3
        while i < bytes.count {
            if bytes[i] != 0 { return false }
            i += 4
        }
        return true
    }
}
