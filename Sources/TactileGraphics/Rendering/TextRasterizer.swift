internal import CSDL2

/// One line of text rasterised for the ``TextCache``: white glyphs (tinted when drawn) and,
/// when the line has colour emoji, a second layer of colour glyphs drawn untinted on top.
struct RasterisedText {
    /// White glyphs on transparent, ARGB8888.
    var mono: UnsafeMutablePointer<SDL_Surface>
    /// Colour glyphs (emoji) on transparent, the same size as `mono`; `nil` when there are none.
    var colour: UnsafeMutablePointer<SDL_Surface>?

    func free() {
        SDL_FreeSurface(mono)
        if let colour { SDL_FreeSurface(colour) }
    }
}

/// Produces the surface of one line: the ``GlyphRun``s of the line rasterised one by one
/// (SDL_ttf shapes each run with HarfBuzz) and composed left to right on one surface, on
/// the requested font's baseline. Fixed-strike colour emoji are scaled (area average) to
/// the line height. A line in one font is rendered directly, as before fallback existed.
@MainActor
extension FontLibrary {
    func rasterise(_ text: String, key: Key) -> RasterisedText? {
        guard let primary = handle(key) else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let runs = glyphRuns(text, primary: key, font: primary) else {
            guard let s = TTF_RenderUTF8_Blended(primary, text, white) else { return nil }
            return RasterisedText(mono: s, colour: nil)
        }
        let widths = runs.map { width(of: $0) }
        let total = max(1, widths.reduce(0, +))
        let height = max(1, TTF_FontHeight(primary))
        let ascent = TTF_FontAscent(primary)
        guard let mono = Self.blankSurface(width: total, height: height) else { return nil }
        var colour: UnsafeMutablePointer<SDL_Surface>? = nil
        var x: Int32 = 0
        for (i, run) in runs.enumerated() {
            defer { x += widths[i] }
            guard let raw = withDirection(run, { TTF_RenderUTF8_Blended(run.font, run.text, white) }) else { continue }
            guard let s = Self.argb(raw) else { continue }
            defer { SDL_FreeSurface(s) }
            if run.isColour {
                if colour == nil { colour = Self.blankSurface(width: total, height: height) }
                guard let colour else { continue }
                let w = Int32((Float(s.pointee.w) * run.scale).rounded()), h = Int32((Float(s.pointee.h) * run.scale).rounded())
                Self.compose(s, into: colour, x: x, y: (height - h) / 2, width: w, height: h)
            } else {
                Self.compose(s, into: mono, x: x, y: ascent - TTF_FontAscent(run.font), width: s.pointee.w, height: s.pointee.h)
            }
        }
        return RasterisedText(mono: mono, colour: colour)
    }

    static func blankSurface(width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        SDL_FillRect(s, nil, 0)
        return s
    }

    /// `s` as ARGB8888 (SDL_ttf's blended output already is; converted otherwise). Takes ownership.
    static func argb(_ s: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        if s.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue { return s }
        defer { SDL_FreeSurface(s) }
        return SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    }

    /// Draws `src` scaled to `width`×`height` at (`x`, `y`) over `dst` ("source over", straight
    /// alpha), clipped to `dst`. Scaling averages the source pixels each target pixel covers.
    static func compose(_ src: UnsafeMutablePointer<SDL_Surface>, into dst: UnsafeMutablePointer<SDL_Surface>,
                        x: Int32, y: Int32, width: Int32, height: Int32) {
        let sw = Int(src.pointee.w), sh = Int(src.pointee.h), w = Int(width), h = Int(height)
        guard sw > 0, sh > 0, w > 0, h > 0, let sp = src.pointee.pixels, let dp = dst.pointee.pixels else { return }
        let dw = Int(dst.pointee.w), dh = Int(dst.pointee.h)
        let sPitch = Int(src.pointee.pitch) / 4, dPitch = Int(dst.pointee.pitch) / 4
        let spx = sp.assumingMemoryBound(to: UInt32.self), dpx = dp.assumingMemoryBound(to: UInt32.self)
        let fx = Double(sw) / Double(w), fy = Double(sh) / Double(h)
        for ty in 0..<h {
            let oy = Int(y) + ty
            guard oy >= 0, oy < dh else { continue }
            let sy0 = min(sh - 1, Int(Double(ty) * fy)), sy1 = max(sy0 + 1, min(sh, Int((Double(ty + 1) * fy).rounded(.up))))
            for tx in 0..<w {
                let ox = Int(x) + tx
                guard ox >= 0, ox < dw else { continue }
                var a = 0, r = 0, g = 0, b = 0, n = 0
                if fx == 1 && fy == 1 {
                    let p = spx[ty * sPitch + tx]
                    a = Int(p >> 24); r = Int((p >> 16) & 0xFF) * a; g = Int((p >> 8) & 0xFF) * a; b = Int(p & 0xFF) * a
                    n = 1
                } else {
                    let sx0 = min(sw - 1, Int(Double(tx) * fx)), sx1 = max(sx0 + 1, min(sw, Int((Double(tx + 1) * fx).rounded(.up))))
                    for sy in sy0..<sy1 {
                        for sx in sx0..<sx1 {
                            let p = spx[sy * sPitch + sx]
                            let pa = Int(p >> 24)
                            a += pa; r += Int((p >> 16) & 0xFF) * pa; g += Int((p >> 8) & 0xFF) * pa; b += Int(p & 0xFF) * pa
                            n += 1
                        }
                    }
                }
                guard a > 0 else { continue }
                // Premultiplied average of the source, then straight-alpha "over" the destination.
                let sa = Double(a) / Double(n) / 255
                let sr = Double(r) / Double(a), sg = Double(g) / Double(a), sb = Double(b) / Double(a)
                let d = dpx[oy * dPitch + ox]
                let da = Double(d >> 24) / 255
                let oa = sa + da * (1 - sa)
                let k = da * (1 - sa)
                let orr = (sr * sa + Double((d >> 16) & 0xFF) * k) / oa
                let og = (sg * sa + Double((d >> 8) & 0xFF) * k) / oa
                let ob = (sb * sa + Double(d & 0xFF) * k) / oa
                func c(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v.rounded()))) }
                dpx[oy * dPitch + ox] = c(oa * 255) << 24 | c(orr) << 16 | c(og) << 8 | c(ob)
            }
        }
    }
}
