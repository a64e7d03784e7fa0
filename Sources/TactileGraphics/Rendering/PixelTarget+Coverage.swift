/// A rectangle of whole pixels, [x0, x1) x [y0, y1).
package struct PixelBox: Equatable, Sendable {
    package var x0: Int, y0: Int, x1: Int, y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}

extension PixelTarget {
    /// The premultiplied source pixel of each coverage value of a white mask tinted by
    /// (r, g, b, a), as SDL's modulating blitter makes it (`0` where nothing is drawn): fills
    /// `table` (256 entries) for ``blendCoverage(_:stride:originX:originY:stretchX:stretchY:box:holes:table:)``.
    static func coverageTable(_ table: UnsafeMutablePointer<UInt32>, r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let mr = UInt32(r), mg = UInt32(g), mb = UInt32(b), ma = UInt32(a)
        for c in 0..<256 {
            let sa = UInt32(c) &* ma / 255
            // White modulated: 255 * m / 255 = m; then premultiplied unless opaque.
            var sr = mr, sg = mg, sb = mb
            if sa < 255 { sr = sr &* sa / 255; sg = sg &* sa / 255; sb = sb &* sa / 255 }
            table[c] = sa == 0 ? 0 : sa &<< 24 | sr &<< 16 | sg &<< 8 | sb
        }
    }

    /// Blends a white coverage mask, tinted as `table` (``coverageTable(_:r:g:b:a:)``) says, over
    /// `box` (already clamped to the target and the clip), skipping the pixels inside `holes`,
    /// with exactly the bytes of SDL's modulating blitter
    /// (`SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend`, and its `_Scale` twin for a stretched texel,
    /// which repeats the one texel).
    ///
    /// The texel for pixel (x, y) is `coverage[sy * stride + sx]` with `sx = x - originX`
    /// (or 0 when `stretchX`) and `sy = y - originY` (or 0 when `stretchY`). A row whose
    /// texel is one stretched value blends as a fill: equal destination pixels reuse the last
    /// result, as ``blendFill(x0:y0:x1:y1:r:g:b:a:)`` does.
    func blendCoverage(_ coverage: UnsafePointer<UInt8>, stride cs: Int, originX: Int, originY: Int,
                       stretchX: Bool, stretchY: Bool, box: PixelBox, holes: UnsafeBufferPointer<PixelBox>,
                       table: UnsafePointer<UInt32>) {
        var y = box.y0
        while y < box.y1 {
            let srcRow = coverage + (stretchY ? 0 : (y - originY) * cs)
            let dstRow = base + y * stride
            span(box.x0, box.x1, y: y, hole: 0, holes: holes) { x0, x1 in
                if stretchX {
                    Self.blendRun(dstRow, x0, x1, table[Int(srcRow[0])])
                } else {
                    var x = x0
                    while x < x1 {
                        let s = table[Int(srcRow[x &- originX])]
                        if s != 0 { dstRow[x] = Self.blend(s, over: dstRow[x]) }
                        x &+= 1
                    }
                }
            }
            y &+= 1
        }
    }

    /// Calls `body` with the parts of [x0, x1) on row `y` outside `holes[hole...]`.
    private func span(_ x0: Int, _ x1: Int, y: Int, hole i: Int, holes: UnsafeBufferPointer<PixelBox>,
                      _ body: (Int, Int) -> Void) {
        var i = i
        while i < holes.count {
            let h = holes[i]
            i &+= 1
            if y >= h.y0 && y < h.y1 && h.x0 < x1 && h.x1 > x0 {
                if h.x0 > x0 { span(x0, h.x0, y: y, hole: i, holes: holes, body) }
                if h.x1 < x1 { span(h.x1, x1, y: y, hole: i, holes: holes, body) }
                return
            }
        }
        if x0 < x1 { body(x0, x1) }
    }

    /// The premultiplied source `s` (alpha > 0) over `d`: `s + d * (255 - sa) / 255` per
    /// channel, each quotient truncated as SDL's blitter does, two channels a multiply
    /// (`x / 255 == (x + x >> 8 + 1) >> 8` for every product of two bytes).
    @inline(__always)
    static func blend(_ s: UInt32, over d: UInt32) -> UInt32 {
        let inv = 255 &- (s &>> 24)
        var rb = (d & 0x00FF_00FF) &* inv
        var ag = ((d &>> 8) & 0x00FF_00FF) &* inv
        rb = ((rb &+ ((rb &>> 8) & 0x00FF_00FF) &+ 0x0001_0001) &>> 8) & 0x00FF_00FF
        ag = ((ag &+ ((ag &>> 8) & 0x00FF_00FF) &+ 0x0001_0001) &>> 8) & 0x00FF_00FF
        return s &+ (ag &<< 8 | rb)
    }

    /// [x0, x1) of `row` under one source pixel `s`: runs of equal destination pixels reuse
    /// the result.
    @inline(__always)
    private static func blendRun(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ s: UInt32) {
        if s == 0 { return }
        var lastIn = row[x0], lastOut = blend(s, over: lastIn)
        var x = x0
        while x < x1 {
            let d = row[x]
            if d != lastIn { lastIn = d; lastOut = blend(s, over: d) }
            row[x] = lastOut
            x &+= 1
        }
    }
}
