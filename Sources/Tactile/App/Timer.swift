/// A one-shot or repeating timer on the engine's clock, in Foundation's shape
/// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`).
///
/// Foundation's `Timer` needs a running `RunLoop`, which a Tactile app does not run; this one
/// fires at the start of the first frame at or after its time, and the idle loop sleeps until
/// then. Under `Harness` it is exact. Where Foundation is imported too, write `Tactile.Timer`.
///
/// ```swift
/// let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in clock.tick() }
/// t.invalidate()
/// ```
@MainActor
public final class Timer {
    /// Seconds between firings of a repeating timer (for a one-shot, its delay).
    public let timeInterval: Double
    /// Whether the timer fires again after each firing.
    public let repeats: Bool
    /// `true` until it is invalidated (or a one-shot timer has fired).
    public private(set) var isValid = true
    /// Ignored: frames are the timer's resolution. Kept for Foundation's API.
    public var tolerance: Double = 0

    private weak var engine: Engine?
    private var token: TimerToken?
    private var block: (@MainActor (Timer) -> Void)?

    /// Schedules a timer on `engine` (by default ``Engine/current``) that calls `block` after
    /// `interval` seconds, and again every `interval` seconds when `repeats`.
    ///
    /// As Foundation, an interval of zero or less (or NaN) becomes 0.1 ms (a repeating timer
    /// then fires once per frame); an infinite one never fires. Without an engine the timer is
    /// returned invalid.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, on engine: Engine? = nil,
                                      block: @escaping @MainActor (Timer) -> Void) -> Timer {
        Timer(interval: interval, repeats: repeats, engine: engine ?? Engine.current, block: block)
    }

    private init(interval: Double, repeats: Bool, engine: Engine?, block: @escaping @MainActor (Timer) -> Void) {
        let clean = interval.isNaN || interval <= 0 ? 0.0001 : interval
        timeInterval = clean
        self.repeats = repeats
        self.engine = engine
        self.block = block
        guard let engine else { isValid = false; self.block = nil; return }
        guard clean.isFinite else { return }  // never fires, stays valid until invalidated
        if repeats {
            token = engine.timers.scheduleRepeating(every: clean) { [self] in fireFromQueue() }
        } else {
            token = engine.timers.schedule(after: clean) { [self] in fireFromQueue() }
        }
    }

    /// Calls the block now, without changing the schedule (a one-shot timer is then invalid).
    public func fire() {
        guard isValid else { return }
        block?(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer; it never fires again and releases its block.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if let t = token { engine?.timers.cancel(t) }
        token = nil
        block = nil
    }

    private func fireFromQueue() {
        guard isValid else { return }
        if !repeats { token = nil }
        block?(self)
        if !repeats { invalidate() }
    }
}
