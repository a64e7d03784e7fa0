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
    /// `tint` into the output's pixels, skipping `holes` (pixels), with the bytes SDL's blit
    /// of the mask's texture gives. Recorded in the draw list like the drawing calls (the mask
    /// kept, not copied; the pieces and holes copied) and blended by the pixel-target backend
    /// when the list is drawn. Returns `false`, recording nothing, when the renderer does not
    /// write pixels itself here (another target, the batched strategy, a rounded clip's corner
    /// over `bounds`, a clip off whole pixels, an unmodulated tint, an empty mask): the caller
    /// then draws through SDL.
    package func blendCoverage(_ coverage: [UInt8], stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>,
                               bounds: PixelBox, tint: Color, holes: UnsafeBufferPointer<PixelBox>) -> Bool {
        guard pixelTarget != nil, !coverage.isEmpty else { return false }
        let c = state.clip
        guard c.isFinite, c.minX.rounded() == c.minX, c.minY.rounded() == c.minY, c.maxX.rounded() == c.maxX,
              c.maxY.rounded() == c.maxY else { return false }
        let area = Rect(x: Float(bounds.x0), y: Float(bounds.y0), width: Float(bounds.x1 - bounds.x0),
                        height: Float(bounds.y1 - bounds.y0))
        guard roundedClipCorners(touching: area.clippedIntersection(c)).isEmpty else { return false }
        let mod = sdlColor(tint)
        if mod.a == 0 { return true }
        if mod.r == 255 && mod.g == 255 && mod.b == 255 && mod.a == 255 { return false }
        var op = command(.coverage)
        op.color = tint.resolved(dark: state.isDark)
        op.run = drawList.keep(coverage: coverage, stride: stride, pieces: pieces, holes: holes)
        drawList.append(op)
        return true
    }

    /// Blends a recorded coverage command within its clip.
    func performCoverage(_ op: DrawOp) {
        let list = drawList
        let run = list.coverageRuns[Int(op.run)]
        let c = state.clip
        let clip = PixelBox(x0: Int(c.minX), y0: Int(c.minY), x1: Int(c.maxX), y1: Int(c.maxY))
        let mod = sdlColor(op.color)
        run.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            list.coveragePieces.withUnsafeBufferPointer { pieces in
                list.coverageHoles.withUnsafeBufferPointer { holes in
                    backend.blend(coverage: base, stride: run.stride, pieces: UnsafeBufferPointer(rebasing: pieces[run.pieces]),
                                  holes: UnsafeBufferPointer(rebasing: holes[run.holes]), clip: clip, color: mod, for: self)
                }
            }
        }
    }
}
