/// Turns a path's curves into polylines within a tolerance (in the units after `transform`).
/// Each curve is cut into at most 1024 pieces and a path into at most
/// ``maximumPointCount`` points, so flattening any path takes bounded time.
@MainActor
enum PathFlattener {
    /// A flattened subpath: its points and whether it was closed.
    struct Polyline {
        var points: [Point]
        var isClosed: Bool
    }

    static let maximumPointCount = 4_000_000

    /// The subpaths of `path` as polylines (open ones too).
    static func polylines(of path: BezierPath, transform t: AffineTransform, tolerance: Float) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        var total = 0
        let tol = max(0.01, tolerance)
        func finish(closed: Bool) {
            if current.count > 0 { out.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func add(_ p: Point) {
            guard total < maximumPointCount else { return }
            total += 1
            current.append(p)
        }
        var last = Point.zero
        for e in path.elements {
            switch e {
            case let .move(p):
                finish(closed: false)
                last = t.apply(to: p); add(last)
            case let .line(p):
                last = t.apply(to: p); add(last)
            case let .quadCurve(p, c):
                let p0 = last, p1 = t.apply(to: c), p2 = t.apply(to: p)
                let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
                let n = pieces((ddx * ddx + ddy * ddy).squareRoot() / (4 * tol))
                for i in 1...n {
                    let s = Float(i) / Float(n), u = 1 - s
                    add(Point(x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x, y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y))
                }
                last = p2
            case let .curve(p, c1, c2):
                let p0 = last, p1 = t.apply(to: c1), p2 = t.apply(to: c2), p3 = t.apply(to: p)
                let d1x = p0.x - 2 * p1.x + p2.x, d1y = p0.y - 2 * p1.y + p2.y
                let d2x = p1.x - 2 * p2.x + p3.x, d2y = p1.y - 2 * p2.y + p3.y
                let dd = max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
                let n = pieces(dd * 3 / (4 * tol))
                for i in 1...n {
                    let s = Float(i) / Float(n), u = 1 - s
                    let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
                    add(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                last = p3
            case .close:
                if let first = current.first { last = first }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return out
    }

    /// The subpaths as polygons (every subpath closed, as filling does).
    static func polygons(of path: BezierPath, transform: AffineTransform, tolerance: Float) -> [[Point]] {
        polylines(of: path, transform: transform, tolerance: tolerance).map(\.points)
    }

    private static func pieces(_ squared: Float) -> Int {
        guard squared.isFinite, squared > 0 else { return 1 }
        return min(1024, max(1, Int(squared.squareRoot().rounded(.up))))
    }
}
