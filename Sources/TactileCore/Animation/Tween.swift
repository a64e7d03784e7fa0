/// A value moving from one point to another over a time span, for games and the immediate
/// layer: no views, no engine, just a function of time.
///
/// ```swift
/// var slide = Tween(from: Point(x: -200, y: 40), to: Point(x: 20, y: 40), duration: 0.4,
///                   easing: .easeOutBack, start: engine.now)
/// engine.addImmediatePlane { ui in
///     ui.panel(frame: Rect(origin: slide.value(at: engine.now), size: panelSize)) { … }
/// }
/// ```
///
/// Before `start` (plus `delay`) the value is `from`, after the end it is `to`. A NaN,
/// infinite, zero or negative duration jumps straight to `to`.
public struct Tween<Value: Interpolatable>: Sendable {
    /// The value at the start.
    public var from: Value
    /// The value at the end.
    public var to: Value
    /// Seconds from start to end.
    public var duration: Double
    /// The curve.
    public var easing: Easing
    /// The clock time it starts (plus ``delay``).
    public var start: Double
    /// Seconds to wait after ``start``.
    public var delay: Double

    /// Creates a tween starting at `start` (seconds on the clock you pass to ``value(at:)``).
    public init(from: Value, to: Value, duration: Double, easing: Easing = .easeInOut, start: Double = 0, delay: Double = 0) {
        self.from = from
        self.to = to
        self.duration = duration
        self.easing = easing
        self.start = start
        self.delay = delay
    }

    /// Linear progress 0...1 at `time`.
    public func progress(at time: Double) -> Double {
        let begin = start + (delay.isFinite ? max(0, delay) : 0)
        guard duration.isFinite, duration > 0, time.isFinite, begin.isFinite else { return 1 }
        return min(1, max(0, (time - begin) / duration))
    }

    /// The value at `time`.
    public func value(at time: Double) -> Value {
        let p = progress(at: time)
        if p >= 1 { return to }
        if p <= 0 { return from }
        return from.interpolated(to: to, fraction: Float(easing(p)))
    }

    /// `true` once `time` reaches the end.
    public func isFinished(at time: Double) -> Bool { progress(at: time) >= 1 }
}
