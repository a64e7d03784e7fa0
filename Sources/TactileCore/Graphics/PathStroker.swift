import Foundation

/// Turns polylines into the polygons of their stroke (a quad a segment, a piece a join
/// and cap, all wound the same way), filled with the non-zero rule to give their union.
package struct PathStroker {
    var width: Float
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Float
    var dashes: [Float] = []
    var dashPhase: Float = 0

    package init(width: Float, cap: LineCap, join: LineJoin, miterLimit: Float, dashes: [Float] = [], dashPhase: Float = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }

    func polygons(of lines: [PathFlattener.Polyline]) -> [[Point]] {
        let hw = width / 2
        guard hw > 0, hw.isFinite else { return [] }
        var out: [[Point]] = []
        // Round joins are a polygon of up to 128 points a vertex: on a path of very many
        // points, bevel joins keep the work and memory proportional to the point count.
        var stroker = self
        if join == .round && lines.reduce(0, { $0 + $1.points.count }) > Self.roundJoinLimit { stroker.join = .bevel }
        for line in lines {
            for piece in stroker.dashed(stroker.cleaned(line)) { stroker.stroke(piece, hw: hw, into: &out) }
        }
        return out
    }

    /// Above this many points, round joins are drawn bevelled.
    static let roundJoinLimit = 100_000

    /// Drops repeated points (and a closed line's repeated first point).
    func cleaned(_ line: PathFlattener.Polyline) -> PathFlattener.Polyline {
        var pts: [Point] = []
        pts.reserveCapacity(line.points.count)
        for p in line.points where pts.last.map({ abs($0.x - p.x) > 1e-4 || abs($0.y - p.y) > 1e-4 }) ?? true { pts.append(p) }
        if line.isClosed, pts.count > 2, let f = pts.first, let l = pts.last, abs(f.x - l.x) <= 1e-4 && abs(f.y - l.y) <= 1e-4 { pts.removeLast() }
        return PathFlattener.Polyline(points: pts, isClosed: line.isClosed && pts.count > 2)
    }

    /// The line cut by the dash pattern into open pieces (the pattern restarts per subpath).
    func dashed(_ line: PathFlattener.Polyline) -> [PathFlattener.Polyline] {
        let total = dashes.reduce(0, +)
        guard total > 0, line.points.count > 1 else { return [line] }
        var pts = line.points
        if line.isClosed, let f = pts.first { pts.append(f) }
        var out: [PathFlattener.Polyline] = []
        var index = 0
        var left = dashes[0]
        var phase = dashPhase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        var on = true
        while phase > 0 {  // skip into the pattern
            if phase >= left { phase -= left; index = (index + 1) % dashes.count; left = dashes[index]; on.toggle() } else { left -= phase; phase = 0 }
        }
        var current: [Point] = on ? [pts[0]] : []
        var pieces = 0
        for i in 1..<pts.count {
            var a = pts[i - 1]
            let b = pts[i]
            var seg = a.distance(to: b)
            while seg > 0 {
                if left >= seg {
                    left -= seg; seg = 0
                    if on { current.append(b) }
                } else {
                    let t = left / seg
                    let m = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    seg -= left
                    a = m
                    if on { current.append(m); out.append(PathFlattener.Polyline(points: current, isClosed: false)); current = [] } else { current = [m] }
                    on.toggle()
                    index = (index + 1) % dashes.count
                    left = dashes[index]
                    pieces += 1
                    if pieces > 1_000_000 { return out }  // a pattern far finer than a pixel
                }
            }
        }
        if on && current.count > 1 { out.append(PathFlattener.Polyline(points: current, isClosed: false)) }
        return out
    }

    private func stroke(_ line: PathFlattener.Polyline, hw: Float, into out: inout [[Point]]) {
        let p = line.points
        if p.count == 1 {
            if cap == .round { out.append(circle(p[0], hw)) }
            if cap == .square { out.append(oriented([Point(x: p[0].x - hw, y: p[0].y - hw), Point(x: p[0].x + hw, y: p[0].y - hw), Point(x: p[0].x + hw, y: p[0].y + hw), Point(x: p[0].x - hw, y: p[0].y + hw)])) }
            return
        }
        let n = p.count
        let segments = line.isClosed ? n : n - 1
        for i in 0..<segments {
            var a = p[i], b = p[(i + 1) % n]
            let d = unit(a, b)
            if !line.isClosed && cap == .square {
                if i == 0 { a = Point(x: a.x - d.x * hw, y: a.y - d.y * hw) }
                if i == segments - 1 { b = Point(x: b.x + d.x * hw, y: b.y + d.y * hw) }
            }
            let nx = -d.y * hw, ny = d.x * hw
            out.append(oriented([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny), Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)]))
        }
        let joints = line.isClosed ? Array(0..<n) : Array(1..<(n - 1))
        for j in joints { addJoin(at: p[j], from: p[(j - 1 + n) % n], to: p[(j + 1) % n], hw: hw, into: &out) }
        if !line.isClosed && cap == .round {
            out.append(circle(p[0], hw))
            out.append(circle(p[n - 1], hw))
        }
    }

    private func addJoin(at v: Point, from a: Point, to b: Point, hw: Float, into out: inout [[Point]]) {
        let d0 = unit(a, v), d1 = unit(v, b)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-6 && dot > 0 { return }  // straight on
        if join == .round { out.append(circle(v, hw)); return }
        // The outer side is left of the turn when turning right, and the reverse.
        let s: Float = cross > 0 ? -1 : 1
        let o0 = Point(x: v.x - d0.y * hw * s, y: v.y + d0.x * hw * s)
        let o1 = Point(x: v.x - d1.y * hw * s, y: v.y + d1.x * hw * s)
        if join == .miter {
            // Miter length / width = 1 / sin(θ/2), θ the angle between the segments.
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-4 && 1 / sinHalf <= miterLimit {
                let mx = o0.x + o1.x - 2 * v.x, my = o0.y + o1.y - 2 * v.y
                let ml = (mx * mx + my * my).squareRoot()
                if ml > 1e-6 {
                    let len = hw / sinHalf
                    out.append(oriented([v, o0, Point(x: v.x + mx / ml * len, y: v.y + my / ml * len), o1]))
                    return
                }
            }
        }
        out.append(oriented([v, o0, o1]))
    }

    private func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = (dx * dx + dy * dy).squareRoot()
        return l > 0 ? Point(x: dx / l, y: dy / l) : Point(x: 1, y: 0)
    }

    private func circle(_ c: Point, _ r: Float) -> [Point] {
        let n = r < 1 ? 8 : min(128, max(8, Int((Float.pi / acos(max(-1, 1 - 0.15 / r))).rounded(.up))))
        return (0..<n).map { i in
            let a = Float(i) / Float(n) * 2 * Float.pi
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }

    /// The polygon wound with positive area (y down: clockwise on screen).
    private func oriented(_ poly: [Point]) -> [Point] {
        var area: Float = 0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? poly.reversed() : poly
    }
}

extension PathStroker {
    /// The part of `lines` between the fractions `start` and `end` (0...1) of their total
    /// length, as `strokeStart`/`strokeEnd` cut a shape layer's path.
    static func trimmed(_ lines: [PathFlattener.Polyline], from start: Float, to end: Float) -> [PathFlattener.Polyline] {
        if start <= 0 && end >= 1 { return lines }
        if end <= start { return [] }
        var pieces: [(PathFlattener.Polyline, Float)] = []
        var total: Float = 0
        for l in lines {
            var pts = l.points
            if l.isClosed, let f = pts.first { pts.append(f) }
            var len: Float = 0
            for i in 1..<max(1, pts.count) { len += pts[i - 1].distance(to: pts[i]) }
            pieces.append((PathFlattener.Polyline(points: pts, isClosed: false), len))
            total += len
        }
        guard total > 0 else { return [] }
        let a = start * total, b = end * total
        var out: [PathFlattener.Polyline] = []
        var at: Float = 0
        for (line, len) in pieces {
            defer { at += len }
            if at + len <= a || at >= b { continue }
            var pts: [Point] = []
            var pos = at
            let p = line.points
            for i in 1..<max(1, p.count) {
                let s = p[i - 1].distance(to: p[i])
                let s0 = max(a, pos), s1 = min(b, pos + s)
                if s1 > s0 && s > 0 {
                    func lerp(_ d: Float) -> Point {
                        let t = (d - pos) / s
                        return Point(x: p[i - 1].x + (p[i].x - p[i - 1].x) * t, y: p[i - 1].y + (p[i].y - p[i - 1].y) * t)
                    }
                    if pts.isEmpty { pts.append(lerp(s0)) }
                    pts.append(lerp(s1))
                }
                pos += s
            }
            if pts.count > 1 { out.append(PathFlattener.Polyline(points: pts, isClosed: false)) }
        }
        return out
    }
}
