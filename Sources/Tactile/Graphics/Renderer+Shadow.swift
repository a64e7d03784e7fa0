extension Renderer {
    /// Draws the blurred shadow of a rounded rectangle (points, relative to the origin;
    /// `sigma` in pixels) tinted with `tint`: the cached nine-slice mask stretched to the
    /// rectangle, so no blur runs when it moves or resizes.
    func drawBoxShadow(_ rect: Rect, radii: CornerRadii, sigma: Float, tint: Color) {
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
        for j in 0..<3 where dy[j + 1] > dy[j] {
            for i in 0..<3 where dx[i + 1] > dx[i] {
                drawTexture(tex, source: Rect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j]),
                            destinationPixels: Rect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j]),
                            tint: tint)
            }
        }
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
