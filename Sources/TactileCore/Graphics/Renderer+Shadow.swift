extension Renderer {
    /// Draws the blurred shadow of a rounded rectangle (points, relative to the origin;
    /// `sigma` in pixels) tinted with `tint`: the cached nine-slice mask stretched to the
    /// rectangle, so no blur runs when it moves or resizes.
    ///
    /// `holes` (points, relative to the origin) are areas an opaque view covers: the
    /// shadow is not painted there (on the software renderer a card's own area is most of
    /// its shadow's pixels).
    func drawBoxShadow(_ rect: Rect, radii: CornerRadii, sigma: Float, tint: Color, holes: [Rect] = []) {
        guard rect.isFinite, sigma.isFinite, tint.a > 0, !isClippedOut else { return }
        let shape = pixelRect(rect)
        guard shape.width >= 1, shape.height >= 1, shape.width <= 16384, shape.height <= 16384 else { return }
        let (tl, tr, br, bl) = wholePixelRadii(radii.scaled(by: pixelScale), of: shape)
        let r = CornerRadii(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
        guard let mask = ShadowCache.shared.mask(width: Int(shape.width), height: Int(shape.height), radii: r,
                                                 sigma: min(sigma, GaussianBlur.maximumSigma)),
              let tex = texture(for: mask.image) else { return }
        let p = Float(mask.pad)
        let outer = Rect(x: shape.minX - p, y: shape.minY - p, width: shape.width + 2 * p, height: shape.height + 2 * p)
        let size = mask.image.size
        guard let s = mask.slices else {
            if blendNineSlice(mask, slices: nil, outer: outer, tint: tint, holes: []) { return }
            drawTexture(tex, source: Rect(origin: .zero, size: size), destinationPixels: outer, tint: tint)
            return
        }
        if blendNineSlice(mask, slices: s, outer: outer, tint: tint, holes: holes) { return }
        // Columns and rows: the fixed left/top part, the stretched middle pixel, the fixed rest.
        let sx = [0, Float(s.left), Float(s.left + 1), size.width]
        let sy = [0, Float(s.top), Float(s.top + 1), size.height]
        let dx = [outer.minX, outer.minX + Float(s.left), outer.maxX - Float(s.right), outer.maxX]
        let dy = [outer.minY, outer.minY + Float(s.top), outer.maxY - Float(s.bottom), outer.maxY]
        let holePixels = holes.map { pixelRect($0) }
        for j in 0..<3 where dy[j + 1] > dy[j] {
            for i in 0..<3 where dx[i + 1] > dx[i] {
                let src = Rect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let dst = Rect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                var parts = [dst]
                for h in holePixels { parts = parts.flatMap { Self.subtract(h, from: $0) } }
                for part in parts {
                    // A stretched middle texel stays whole; fixed pieces map 1:1.
                    let px = src.width == 1 ? src.minX : src.minX + part.minX - dst.minX
                    let py = src.height == 1 ? src.minY : src.minY + part.minY - dst.minY
                    let partSource = Rect(x: px, y: py, width: src.width == 1 ? 1 : part.width, height: src.height == 1 ? 1 : part.height)
                    drawTexture(tex, source: partSource, destinationPixels: part, tint: tint)
                }
            }
        }
    }

    /// Blends the nine pieces of `mask` (one without `slices`) stretched to `outer` (pixels)
    /// into the output's pixels by the renderer's own loops (the middle texels repeated, the
    /// rest 1:1), skipping `holes` (points); `false` when they must go through SDL's blitter.
    private func blendNineSlice(_ mask: ShadowMask, slices: (left: Int, top: Int, right: Int, bottom: Int)?, outer: Rect,
                                tint: Color, holes: [Rect]) -> Bool {
        // Far outside any target (or off whole pixels): SDL clips it.
        let limit: Float = 16_777_216
        guard abs(outer.minX) < limit, abs(outer.minY) < limit, abs(outer.maxX) < limit, abs(outer.maxY) < limit,
              outer.minX.rounded() == outer.minX, outer.minY.rounded() == outer.minY else { return false }
        let w = Int(mask.image.size.width)
        let ox0 = Int(outer.minX), oy0 = Int(outer.minY), ox1 = Int(outer.maxX), oy1 = Int(outer.maxY)
        // Without slices: one piece, 1:1.
        let s = slices ?? (left: ox1 - ox0, top: oy1 - oy0, right: 0, bottom: 0)
        let count = slices == nil ? 1 : 9
        let sx = (0, s.left, s.left + 1), sy = (0, s.top, s.top + 1)
        let dx = (ox0, ox0 + s.left, ox1 - s.right, ox1), dy = (oy0, oy0 + s.top, oy1 - s.bottom, oy1)
        func piece(_ i: Int, _ j: Int) -> CoveragePiece {
            let x0 = i == 0 ? dx.0 : i == 1 ? dx.1 : dx.2, x1 = i == 0 ? dx.1 : i == 1 ? dx.2 : dx.3
            let y0 = j == 0 ? dy.0 : j == 1 ? dy.1 : dy.2, y1 = j == 0 ? dy.1 : j == 1 ? dy.2 : dy.3
            return CoveragePiece(box: PixelBox(x0: x0, y0: y0, x1: x1, y1: y1),
                                 sourceX: i == 0 ? sx.0 : i == 1 ? sx.1 : sx.2, sourceY: j == 0 ? sy.0 : j == 1 ? sy.1 : sy.2,
                                 stretchX: i == 1, stretchY: j == 1)
        }
        return withUnsafeTemporaryAllocation(of: CoveragePiece.self, capacity: 9) { pieces in
            for k in 0..<count { pieces.initializeElement(at: k, to: piece(k % 3, k / 3)) }
            return withUnsafeTemporaryAllocation(of: PixelBox.self, capacity: max(1, holes.count)) { hb in
                for (k, hole) in holes.enumerated() {
                    let h = pixelRect(hole)
                    func px(_ v: Float) -> Int { Int(max(-limit, min(limit, v))) }
                    hb.initializeElement(at: k, to: PixelBox(x0: px(h.minX), y0: px(h.minY), x1: px(h.maxX), y1: px(h.maxY)))
                }
                return blendCoverage(mask.coverage, stride: w, pieces: UnsafeBufferPointer(start: pieces.baseAddress, count: count),
                                     bounds: PixelBox(x0: ox0, y0: oy0, x1: ox1, y1: oy1), tint: tint,
                                     holes: UnsafeBufferPointer(start: hb.baseAddress, count: holes.count))
            }
        }
    }

    /// The parts of `r` outside `hole`: above, below, left and right of it (none empty).
    static func subtract(_ hole: Rect, from r: Rect) -> [Rect] {
        guard r.intersects(hole) else { return [r] }
        let cut = r.clippedIntersection(hole)
        return [Rect(x: r.minX, y: r.minY, width: r.width, height: cut.minY - r.minY),
                Rect(x: r.minX, y: cut.maxY, width: r.width, height: r.maxY - cut.maxY),
                Rect(x: r.minX, y: cut.minY, width: cut.minX - r.minX, height: cut.height),
                Rect(x: cut.maxX, y: cut.minY, width: r.maxX - cut.maxX, height: cut.height)]
            .filter { $0.size.width > 0 && $0.size.height > 0 }
    }

    /// Draws the blurred shadow of a path (points, relative to the origin, moved by
    /// `offset`), blurred once per path version, blur and scale and kept in `storage`.
    func drawPathShadow(_ path: BezierPath, storage: GraphicsStorage, sigma: Float, offset: Point, tint: Color) {
        guard tint.a > 0, !isClippedOut, !path.isEmpty else { return }
        let id = ObjectIdentifier(path)
        if let c = storage.pathShadow, c.path == id, c.version == path.version, c.sigma == sigma, c.scale == pixelScale {} else {
            let s = min(sigma, GaussianBlur.maximumSigma)
            let pad = ShadowMask.pad(sigma: s)
            let scaled = PathFlattener.polygons(of: path, transform: AffineTransform(scaleX: pixelScale, y: pixelScale), tolerance: 0.2)
            let box = path.bounds
            let x0 = (box.minX * pixelScale).rounded(.down) - Float(pad) - 1, y0 = (box.minY * pixelScale).rounded(.down) - Float(pad) - 1
            let w = min(PathRaster.maximumSide, Int((box.width * pixelScale).rounded(.up)) + 2 * pad + 2)
            let h = min(PathRaster.maximumSide, Int((box.height * pixelScale).rounded(.up)) + 2 * pad + 2)
            let shifted = scaled.map { $0.map { Point(x: $0.x - x0, y: $0.y - y0) } }
            guard let image = ShadowMask.blurred(shifted, width: w, height: h, sigma: s) else { return }
            storage.pathShadow = (image, Int(x0), Int(y0), path.version, id, sigma, pixelScale)
        }
        guard let c = storage.pathShadow else { return }
        save()
        translate(by: offset)
        draw(PathRaster(image: c.image, offsetX: c.offsetX, offsetY: c.offsetY), tint: tint)
        restore()
    }
}
