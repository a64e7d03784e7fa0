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
            drawTexture(tex, source: Rect(origin: .zero, size: size), destinationPixels: outer, tint: tint)
            return
        }
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
