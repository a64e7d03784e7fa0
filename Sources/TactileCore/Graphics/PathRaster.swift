/// A path filled and/or stroked into an image once, in pixels relative to the point
/// origin of whoever draws it (so moving it does not rasterise again).
package struct PathRaster {
    /// The pixels (straight alpha), or `nil` when nothing shows.
    var image: Image?
    /// Where the image's top-left pixel lies, in whole pixels from the origin x scale.
    var offsetX: Int
    var offsetY: Int

    /// The largest side of a path raster, in pixels.
    static let maximumSide = 4096

    package struct Style {
        var fill: Color?
        var evenOdd = false
        package var stroke: Color?
        package var stroker = PathStroker(width: 1, cap: .butt, join: .miter, miterLimit: 10)
        var strokeStart: Float = 0
        var strokeEnd: Float = 1

        package init() {}
    }

    /// Rasterises `path` at `scale` pixels per point, limited to `limit` (points, the same
    /// space as the path) when given.
    @MainActor
    package static func make(_ path: BezierPath, style: Style, scale: Float, limit: Rect? = nil) -> PathRaster {
        let none = PathRaster(image: nil, offsetX: 0, offsetY: 0)
        guard !path.isEmpty, scale > 0, scale.isFinite, style.fill != nil || style.stroke != nil else { return none }
        let t = AffineTransform(scaleX: scale, y: scale)
        let lines = PathFlattener.polylines(of: path, transform: t, tolerance: 0.2)
        var stroked: [[Point]] = []
        if style.stroke != nil {
            var s = style.stroker
            s.width *= scale
            s.dashes = s.dashes.map { $0 * scale }
            s.dashPhase *= scale
            stroked = s.polygons(of: PathStroker.trimmed(lines, from: style.strokeStart, to: style.strokeEnd))
        }
        // The pixel box: the path's points, the stroke around them, a pixel of margin.
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for poly in (style.fill != nil ? lines.map(\.points) : []) + stroked {
            for p in poly { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        }
        guard x0 <= x1, y0 <= y1 else { return none }
        var bx0 = (x0 - 1).rounded(.down), by0 = (y0 - 1).rounded(.down)
        var bx1 = (x1 + 1).rounded(.up), by1 = (y1 + 1).rounded(.up)
        if let limit, limit.isFinite {
            bx0 = max(bx0, (limit.minX * scale).rounded(.down)); by0 = max(by0, (limit.minY * scale).rounded(.down))
            bx1 = min(bx1, (limit.maxX * scale).rounded(.up)); by1 = min(by1, (limit.maxY * scale).rounded(.up))
        }
        let side = Float(maximumSide)
        bx1 = min(bx1, bx0 + side); by1 = min(by1, by0 + side)
        guard bx1 > bx0, by1 > by0 else { return none }
        let w = Int(bx1 - bx0), h = Int(by1 - by0)
        func shifted(_ polys: [[Point]]) -> [[Point]] { polys.map { $0.map { Point(x: $0.x - bx0, y: $0.y - by0) } } }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        if let fill = style.fill {
            let cov = PathRasterizer.coverage(of: shifted(lines.map(\.points)), width: w, height: h, evenOdd: style.evenOdd)
            composite(cov, color: fill, into: &bytes)
        }
        if let stroke = style.stroke, !stroked.isEmpty {
            let cov = PathRasterizer.coverage(of: shifted(stroked), width: w, height: h, evenOdd: false)
            composite(cov, color: stroke, into: &bytes)
        }
        guard let bitmap = Bitmap(width: w, height: h, bytes: bytes) else { return none }
        return PathRaster(image: Image(bitmap: bitmap, name: "<path>"), offsetX: Int(bx0), offsetY: Int(by0))
    }

    /// Paints `color` with `coverage` over straight-alpha RGBA `bytes` (source over).
    static func composite(_ coverage: [UInt8], color: Color, into bytes: inout [UInt8]) {
        let cr = Float(color.r), cg = Float(color.g), cb = Float(color.b), ca = Float(color.a) / 255
        for i in 0..<coverage.count where coverage[i] > 0 {
            let sa = Float(coverage[i]) / 255 * ca
            let j = i * 4
            let da = Float(bytes[j + 3]) / 255
            let oa = sa + da * (1 - sa)
            guard oa > 0 else { continue }
            func mix(_ s: Float, _ d: UInt8) -> UInt8 { UInt8(min(255, ((s * sa + Float(d) * da * (1 - sa)) / oa).rounded())) }
            bytes[j] = mix(cr, bytes[j]); bytes[j + 1] = mix(cg, bytes[j + 1]); bytes[j + 2] = mix(cb, bytes[j + 2])
            bytes[j + 3] = UInt8(min(255, (oa * 255).rounded()))
        }
    }
}
