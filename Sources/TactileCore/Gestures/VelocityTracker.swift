/// Estimates a rate of change (points, scale or radians per second) from the last few
/// samples, in a fixed ring: tracking allocates nothing after creation.
package struct VelocityTracker {
    private var times: [Double]
    private var xs: [Float]
    private var ys: [Float]
    private var head = 0
    private var count = 0
    /// Samples older than this (seconds) before the newest are not used.
    let window: Double

    package init(capacity: Int = 8, window: Double = 0.1) {
        times = Array(repeating: 0, count: capacity)
        xs = Array(repeating: 0, count: capacity)
        ys = Array(repeating: 0, count: capacity)
        self.window = window
    }

    package mutating func reset() {
        head = 0
        count = 0
    }

    /// Records a value at time `t` (seconds); a sample at the same time replaces the last.
    package mutating func add(_ value: Point, at t: Double) {
        let cap = times.count
        if count > 0 {
            let last = (head - 1 + cap) % cap
            if times[last] >= t {
                xs[last] = value.x
                ys[last] = value.y
                return
            }
        }
        times[head] = t
        xs[head] = value.x
        ys[head] = value.y
        head = (head + 1) % cap
        count = min(count + 1, cap)
    }

    /// Change per second between the newest sample and the oldest one within ``window``
    /// of it (or the one just before, when all others are older); zero with fewer than two.
    package var velocity: Point {
        guard count >= 2 else { return .zero }
        let cap = times.count
        let newest = (head - 1 + cap) % cap
        var oldest = (newest - 1 + cap) % cap
        var i = 1
        while i < count {
            let idx = (newest - i + cap) % cap
            if times[newest] - times[idx] > window { break }
            oldest = idx
            i += 1
        }
        let dt = times[newest] - times[oldest]
        guard dt > 0 else { return .zero }
        let inv = Float(1 / dt)
        return Point(x: (xs[newest] - xs[oldest]) * inv, y: (ys[newest] - ys[oldest]) * inv)
    }
}
