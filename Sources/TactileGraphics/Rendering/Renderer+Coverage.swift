/// One piece of a coverage mask to blend: its texels and where they land.
package struct CoveragePiece {
    /// The destination, in pixels of the target (whole pixels).
    package var box: PixelBox
    /// The texel landing on `box`'s top-left pixel, in the mask.
    package var sourceX: Int, sourceY: Int
    /// Whether one texel column (row) is stretched across the piece's width (height).
    package var stretchX: Bool, stretchY: Bool

    package init(box: PixelBox, sourceX: Int, sourceY: Int, stretchX: Bool, stretchY: Bool) {
        self.box = box; self.sourceX = sourceX; self.sourceY = sourceY
        self.stretchX = stretchX; self.stretchY = stretchY
    }
}

extension Renderer {
    /// Blends pieces of a white coverage mask (`coverage`, `stride` bytes a row) tinted by
    /// `tint` straight into the output's pixels, skipping `holes` (pixels), with the bytes
    /// SDL's blit of the mask's texture gives. Returns `false`, drawing nothing, when the
    /// renderer does not write pixels itself here (another target, the batched strategy, a
    /// rounded clip's corner over `bounds`, a clip off whole pixels, an unmodulated tint):
    /// the caller then draws through SDL.
    package func blendCoverage(_ coverage: UnsafePointer<UInt8>, stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>,
                               bounds: PixelBox, tint: Color, holes: UnsafeBufferPointer<PixelBox>) -> Bool {
        flushDrawList()  // written at once: what was recorded goes first
        guard let target = pixelTarget else { return false }
        let c = state.clip
        guard c.isFinite, c.minX.rounded() == c.minX, c.minY.rounded() == c.minY, c.maxX.rounded() == c.maxX,
              c.maxY.rounded() == c.maxY else { return false }
        let area = Rect(x: Float(bounds.x0), y: Float(bounds.y0), width: Float(bounds.x1 - bounds.x0),
                        height: Float(bounds.y1 - bounds.y0))
        guard roundedClipCorners(touching: area.clippedIntersection(c)).isEmpty else { return false }
        let mod = sdlColor(tint)
        if mod.a == 0 { return true }
        if mod.r == 255 && mod.g == 255 && mod.b == 255 && mod.a == 255 { return false }
        let cx0 = max(0, Int(c.minX)), cy0 = max(0, Int(c.minY))
        let cx1 = min(target.width, Int(c.maxX)), cy1 = min(target.height, Int(c.maxY))
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { t in
            guard let table = t.baseAddress else { return false }
            PixelTarget.coverageTable(table, r: mod.r, g: mod.g, b: mod.b, a: mod.a)
            for p in pieces {
                let b = PixelBox(x0: max(p.box.x0, cx0), y0: max(p.box.y0, cy0), x1: min(p.box.x1, cx1), y1: min(p.box.y1, cy1))
                guard b.x0 < b.x1, b.y0 < b.y1 else { continue }
                target.blendCoverage(coverage + p.sourceY * stride + p.sourceX, stride: stride,
                                     originX: p.box.x0, originY: p.box.y0, stretchX: p.stretchX, stretchY: p.stretchY,
                                     box: b, holes: holes, table: table)
                stats.textureCopiesThisFrame += 1; stats.drawCallsThisFrame += 1; stats.coveragePiecesBlended += 1
            }
            return true
        }
    }
}
