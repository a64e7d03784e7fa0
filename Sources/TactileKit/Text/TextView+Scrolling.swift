#if canImport(Glibc)
import Glibc
#endif

/// A ``TextView``'s flick state: recent drag samples and the momentum in flight.
struct TextViewScrolling {
    /// (time, offset) of the last drag moves, newest last.
    var samples: [(t: Double, y: Float)] = []
    var token: TimerToken?
    weak var host: WindowContext?
    var start: Double = 0
    var from: Float = 0
    var velocity: Float = 0
}

/// Momentum and the mouse wheel for ``TextView``: a flick keeps scrolling and slows down as
/// a `UIScrollView` does (deceleration rate 0.998 per millisecond), stopping at the first or
/// last line (no bounce); a touch stops it; the wheel scrolls by its points.
extension TextView {
    /// The deceleration rate per millisecond, as `UIScrollView.DecelerationRate.normal`.
    static let decelerationRate: Float = 0.998

    /// How far the text can scroll, in points.
    var maximumOffsetY: Float {
        ensureLines()
        let visible = bounds.height - textContainerInset.top - textContainerInset.bottom
        let m = textHeight - visible
        return m.isFinite ? max(0, m) : 0
    }

    /// Whether a flick is still moving the text.
    public var isDecelerating: Bool { scrolling.token != nil }

    func recordScrollSample() {
        guard let host = window?.context else { return }
        scrolling.samples.append((host.now, contentOffsetY))
        if scrolling.samples.count > 6 { scrolling.samples.removeFirst(scrolling.samples.count - 6) }
    }

    /// Starts the deceleration with the velocity of the last 0.1 s of the drag.
    func startMomentum() {
        defer { scrolling.samples.removeAll(keepingCapacity: true) }
        guard let host = window?.context, let last = scrolling.samples.last else { return }
        // A finger that rested before lifting throws nothing.
        guard host.now - last.t < 0.05 else { return }
        guard let first = scrolling.samples.first(where: { last.t - $0.t <= 0.1 }), last.t - first.t > 0 else { return }
        let v = (last.y - first.y) / Float(last.t - first.t)
        guard v.isFinite, abs(v) > 50 else { return }
        scrolling.velocity = min(max(v, -8000), 8000)
        scrolling.from = contentOffsetY
        scrolling.start = host.now
        scrolling.host = host
        scrolling.token = host.timers.scheduleRepeating(every: 1.0 / 60) { [weak self] in self?.stepMomentum() }
    }

    func stepMomentum() {
        guard let host = scrolling.host, window != nil else { stopMomentum(); return }
        let k = ScrollPhysics.decay(Self.decelerationRate)
        let t = Float(host.now - scrolling.start)
        let y = scrolling.from + scrolling.velocity / k * (1 - expf(-k * t))
        let clamped = min(max(0, y), maximumOffsetY)
        if clamped != contentOffsetY { contentOffsetY = clamped; setNeedsDisplay() }
        let speed = abs(scrolling.velocity) * expf(-k * t)
        if clamped != y || speed < 10 || !y.isFinite { stopMomentum() }
    }

    func stopMomentum() {
        if let t = scrolling.token { scrolling.host?.timers.cancel(t) }
        scrolling.token = nil
    }

    /// Scrolls by a wheel of `dy` points (positive: away from the user, showing text above);
    /// returns whether the text moved (at the first or last line it leaves the wheel to the
    /// views around it).
    func scrollByWheel(dx: Float, dy: Float) -> Bool {
        guard isUserInteractionEnabled, dy.isFinite, dy != 0 else { return false }
        stopMomentum()
        let target = min(max(0, contentOffsetY - min(max(dy, -100_000), 100_000)), maximumOffsetY)
        guard target != contentOffsetY else { return false }
        contentOffsetY = target
        setNeedsDisplay()
        return true
    }
}
