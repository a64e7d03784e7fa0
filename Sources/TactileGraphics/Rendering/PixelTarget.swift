internal import CSDL2

/// The pixels of an ARGB8888 target in memory (an offscreen `SDL_Surface`), written by the
/// renderer itself instead of through SDL's software renderer.
///
/// Every operation gives exactly the bytes SDL 2's software renderer gives for the same call
/// on this machine (the snapshot references were made through SDL; where SDL's rounding
/// differs between versions and CPUs, ``BlitRounding`` asks SDL which it uses), but with plain stores and no per-call
/// set-up: SDL 2.26 fills opaque rectangles with non-temporal SSE stores (several times
/// slower than a plain loop when the pixels are read again soon), and rebuilds a surface's
/// blit map, allocating, whenever a texture's colour or alpha modulation changes.
///
/// - ``fill(x0:y0:x1:y1:pixel:)``: `SDL_FillRect` (a blend mode of none).
/// - ``blendFill(x0:y0:x1:y1:r:g:b:a:)``: `SDL_BlendFillRect` with `SDL_BLENDMODE_BLEND`.
/// - ``blend(source:sourceStride:x0:y0:x1:y1:r:g:b:a:)``: `SDL_BlitSurface` of an ARGB8888
///   surface with `SDL_BLENDMODE_BLEND` and colour/alpha modulation: SDL's per-pixel-alpha
///   blitter when nothing is modulated, its generic modulating blitter otherwise.
///
/// Rectangles are clamped to the target; nothing is written outside it.
struct PixelTarget {
    let base: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let stride: Int
    let width: Int
    let height: Int

    /// A copy of an ARGB8888 surface's pixels (`w` a row), or `nil` for another format.
    static func copy(of surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<UInt32>? {
        let s = surface.pointee
        guard let format = s.format, format.pointee.format == SDLConstants.pixelFormatARGB8888,
              let src = s.pixels, s.w > 0, s.h > 0, s.pitch >= s.w * 4 else { return nil }
        let w = Int(s.w), h = Int(s.h)
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        for y in 0..<h {
            (p + y * w).update(from: (src + y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self), count: w)
        }
        return p
    }

    /// An ARGB8888 pixel (`SDL_MapRGBA`).
    @inline(__always)
    static func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// The rectangle clamped to the target, or `nil` when nothing of it is inside.
    @inline(__always)
    func clamp(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> (Int, Int, Int, Int)? {
        let a = max(0, x0), b = max(0, y0), c = min(width, x1), d = min(height, y1)
        return a < c && b < d ? (a, b, c, d) : nil
    }

    /// Replaces the pixels of [x0, x1) x [y0, y1) with `pixel` (0xAARRGGBB).
    func fill(x0: Int, y0: Int, x1: Int, y1: Int, pixel: UInt32) {
        guard let (a, b, c, d) = clamp(x0, y0, x1, y1) else { return }
        let n = c - a
        var row = base + b * stride + a
        // A plain store loop (vectorised in a release build); `update(repeating:count:)` is
        // generic and, unspecialised in a debug build, costs a value-witness call a pixel.
        var y = b
        while y < d {
            var i = 0
            while i < n { row[i] = pixel; i &+= 1 }
            row += stride
            y &+= 1
        }
    }

    /// Blends a colour of alpha `a` over [x0, x1) x [y0, y1) as `SDL_BlendFillRect` does:
    /// the colour premultiplied (`c * a / 255`), then `d * (255 - a) / 255 + c` per channel,
    /// alpha included.
    func blendFill(x0: Int, y0: Int, x1: Int, y1: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard let (ax, ay, cx, cy) = clamp(x0, y0, x1, y1) else { return }
        let sa = UInt32(a), inva = 255 - sa
        let sr = UInt32(r) * sa / 255, sg = UInt32(g) * sa / 255, sb = UInt32(b) * sa / 255
        // Runs of equal destination pixels (a plain background under a dimming layer) are the
        // common case: the last pixel's result is kept and reused while the input repeats.
        var lastIn = base[ay * stride + ax], lastOut = Self.blend(lastIn, inva, sr, sg, sb, sa)
        var row = base + ay * stride
        var y = ay
        while y < cy {
            var x = ax
            while x < cx {
                let d = row[x]
                if d != lastIn { lastIn = d; lastOut = Self.blend(d, inva, sr, sg, sb, sa) }
                row[x] = lastOut
                x &+= 1
            }
            row += stride
            y &+= 1
        }
    }

    /// One pixel of ``blendFill(x0:y0:x1:y1:r:g:b:a:)``: `d` under the premultiplied colour
    /// (sr, sg, sb, sa), each product divided by 255 and truncated, as SDL's blend fill does.
    @inline(__always)
    private static func blend(_ d: UInt32, _ inva: UInt32, _ sr: UInt32, _ sg: UInt32, _ sb: UInt32,
                              _ sa: UInt32) -> UInt32 {
        let nr = inva &* ((d &>> 16) & 0xFF) / 255 &+ sr
        let ng = inva &* ((d &>> 8) & 0xFF) / 255 &+ sg
        let nb = inva &* (d & 0xFF) / 255 &+ sb
        let na = inva &* (d &>> 24) / 255 &+ sa
        return na &<< 24 | nr &<< 16 | ng &<< 8 | nb
    }

    /// Blends the ARGB8888 pixels at `source` (row after row, `sourceStride` pixels apart; its
    /// first pixel lands on (x0, y0)) over [x0, x1) x [y0, y1), modulated by (r, g, b, a), as
    /// SDL's blit of a texture with `SDL_BLENDMODE_BLEND` does.
    func blend(source: UnsafePointer<UInt32>, sourceStride: Int, x0: Int, y0: Int, x1: Int, y1: Int,
               r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        blend(sourceStride: sourceStride, x0: x0, y0: y0, x1: x1, y1: y1, r: r, g: g, b: b, a: a) { source[$0] }
    }

    /// Blends a coverage mask (white texels whose alpha is the coverage, as the corner masks'
    /// textures hold) like ``blend(source:sourceStride:x0:y0:x1:y1:r:g:b:a:)``.
    func blend(coverage: UnsafePointer<UInt8>, sourceStride: Int, x0: Int, y0: Int, x1: Int, y1: Int,
               r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        blend(sourceStride: sourceStride, x0: x0, y0: y0, x1: x1, y1: y1, r: r, g: g, b: b, a: a) {
            UInt32(coverage[$0]) << 24 | 0x00FF_FFFF
        }
    }

    /// The blend of a source whose pixel at offset `k` (from the pixel landing on (x0, y0)) is
    /// `texel(k)`.
    @inline(__always)
    private func blend(sourceStride: Int, x0: Int, y0: Int, x1: Int, y1: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8,
                       texel: (Int) -> UInt32) {
        guard let (ax, ay, cx, cy) = clamp(x0, y0, x1, y1) else { return }
        var src = (ay - y0) * sourceStride + (ax - x0)
        var dst = base + ay * stride + ax
        let n = cx - ax
        let colourMod = r != 255 || g != 255 || b != 255, alphaMod = a != 255
        let mr = UInt32(r), mg = UInt32(g), mb = UInt32(b), ma = UInt32(a)
        let rounding = BlitRounding.current
        // While loops and wrapping arithmetic (every product is at most 255 * 255): the same
        // pixels, and a debug build (the test suite) does not pay for iterators and overflow
        // checks per channel.
        var y = ay
        while y < cy {
            y &+= 1
            var k = 0
            while k < n {
                let i = k
                k &+= 1
                let s = texel(src &+ i)
                var sa = s &>> 24
                if !colourMod && !alphaMod {
                    // SDL's per-pixel-alpha blitter: transparent pixels skipped, opaque ones
                    // copied, the rest rounded as this machine's SDL does (`BlitRounding`).
                    if sa == 0 { continue }
                    if sa == 255 { dst[i] = s; continue }
                    dst[i] = rounding.blend(s, over: dst[i])
                    continue
                }
                // SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend: modulate, premultiply, blend, each
                // product divided by 255 and truncated.
                if alphaMod { sa = sa &* ma / 255 }
                if sa == 0 { continue }  // d * 255 / 255 + 0: unchanged
                var sr = (s &>> 16) & 0xFF, sg = (s &>> 8) & 0xFF, sb = s & 0xFF
                if colourMod { sr = sr &* mr / 255; sg = sg &* mg / 255; sb = sb &* mb / 255 }
                if sa < 255 { sr = sr &* sa / 255; sg = sg &* sa / 255; sb = sb &* sa / 255 }
                let d = dst[i], inv = 255 &- sa
                let nr = sr &+ inv &* ((d &>> 16) & 0xFF) / 255
                let ng = sg &+ inv &* ((d &>> 8) & 0xFF) / 255
                let nb = sb &+ inv &* (d & 0xFF) / 255
                let na = sa &+ inv &* (d &>> 24) / 255
                dst[i] = na &<< 24 | nr &<< 16 | ng &<< 8 | nb
            }
            src += sourceStride
            dst += stride
        }
    }
}
