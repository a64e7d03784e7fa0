import Foundation

/// Renders a ``GradientLayer`` into pixels: colour stops interpolated premultiplied (so a
/// fade to clear does not darken), with an 8x8 ordered dither added before rounding to
/// 8 bits, so a slow gradient on a panel shows no bands.
enum GradientRasterizer {
    /// The largest side rendered, in pixels (a larger area is rendered at this size).
    static let maximumSide = 4096

    static let bayer: [Float] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ].map { ($0 + 0.5) / 64 - 0.5 }

    @MainActor
    static func render(_ g: GradientLayer, width w: Int, height h: Int) -> Bitmap? {
        guard w > 0, h > 0, w <= maximumSide, h <= maximumSide, !g.colors.isEmpty else { return nil }
        // Stops: premultiplied colours (0...255) at sorted locations.
        let n = g.colors.count
        var locs: [Float]
        if let l = g.locations, l.count == n {
            locs = l.map { $0.isFinite ? $0 : 0 }
        } else {
            locs = n == 1 ? [0] : (0..<n).map { Float($0) / Float(n - 1) }
        }
        let stops = zip(locs, g.colors).sorted { $0.0 < $1.0 }.map { (loc, c) -> (Float, SIMD4<Float>) in
            let a = Float(c.a) / 255
            return (loc, SIMD4(Float(c.r) * a, Float(c.g) * a, Float(c.b) * a, Float(c.a)))
        }
        func fin(_ p: Point) -> Point { Point(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0) }
        let fw = Float(w), fh = Float(h)
        let s = fin(g.startPoint), e = fin(g.endPoint)
        let sx = s.x * fw, sy = s.y * fh, ex = e.x * fw, ey = e.y * fh
        let dx = ex - sx, dy = ey - sy
        let len2 = dx * dx + dy * dy
        let rx = abs(dx), ry = abs(dy)
        let angle0 = atan2(dy, dx)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let py = Float(y) + 0.5
            for x in 0..<w {
                let px = Float(x) + 0.5
                var t: Float
                switch g.type {
                case .axial:
                    t = len2 > 0 ? ((px - sx) * dx + (py - sy) * dy) / len2 : 0
                case .radial:
                    let ux = rx > 0 ? (px - sx) / rx : (px == sx ? 0 : .infinity)
                    let uy = ry > 0 ? (py - sy) / ry : (py == sy ? 0 : .infinity)
                    t = rx == 0 && ry == 0 ? 1 : (ux * ux + uy * uy).squareRoot()
                case .conic:
                    var a = atan2(py - sy, px - sx) - angle0
                    if a < 0 { a += 2 * .pi }
                    t = a / (2 * .pi)
                }
                if !t.isFinite { t = 1 }
                let c = color(at: t, stops)
                let d = bayer[(y & 7) * 8 + (x & 7)]
                let i = (y * w + x) * 4
                let alpha = c.w
                if alpha <= 0 { continue }
                let k = 255 / alpha
                func q(_ v: Float) -> UInt8 { UInt8(min(255, max(0, (v + d).rounded()))) }
                bytes[i] = q(c.x * k); bytes[i + 1] = q(c.y * k); bytes[i + 2] = q(c.z * k); bytes[i + 3] = q(alpha)
            }
        }
        return Bitmap(width: w, height: h, bytes: bytes)
    }

    static func color(at t: Float, _ stops: [(Float, SIMD4<Float>)]) -> SIMD4<Float> {
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.0 { return first.1 }
        if t >= last.0 { return last.1 }
        let i = stopIndex(after: t, stops)
        let (l0, c0) = stops[i - 1], (l1, c1) = stops[i]
        let f = l1 > l0 ? (t - l0) / (l1 - l0) : 1
        return c0 + (c1 - c0) * f
    }

    /// The first stop from index 1 on whose location is at or past `t`, by bisection (a
    /// scan per pixel made 10,000 stops on a large gradient a minute-long stall); `t` lies
    /// strictly between the first and last locations, so one exists.
    static func stopIndex(after t: Float, _ stops: [(Float, SIMD4<Float>)]) -> Int {
        var lo = 1, hi = stops.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if stops[mid].0 >= t { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
