import Tactile

/// Something to hit: tap the orange ones, swipe across the blue ones.
struct Target {
    enum Kind { case tap, swipe }

    var id: Int
    var kind: Kind
    var center: Point
    var radius: Float
    var age: Double = 0
    var lifetime: Double

    /// 1 when fresh, 0 when it expires.
    var timeLeft: Float { Float(max(0, 1 - age / lifetime)) }

    func contains(_ p: Point, slop: Float = 8) -> Bool {
        center.distance(to: p) <= radius + slop
    }

    /// `true` when the segment a→b passes over the target.
    func isCrossed(from a: Point, to b: Point) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0 else { return contains(b) }
        let t = max(0, min(1, ((center.x - a.x) * dx + (center.y - a.y) * dy) / len2))
        return contains(Point(x: a.x + dx * t, y: a.y + dy * t))
    }
}

/// A short-lived ring where a target popped or expired.
struct Burst {
    var center: Point
    var color: Color
    var age: Double = 0
    static let duration = 0.45
}
