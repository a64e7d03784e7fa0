internal import CSDL2

/// The time source of the frame loop, in seconds. Replaceable so that tests run on a
/// virtual clock and give the same answer on a loaded CI machine.
@MainActor
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary origin; never decreases.
    var now: Double { get }
}

/// Wall time from SDL's performance counter.
@MainActor
public final class SystemClock: Clock {
    let frequency = Double(SDL_GetPerformanceFrequency())
    let start = SDL_GetPerformanceCounter()

    /// Creates a clock starting at zero.
    public init() {}

    public var now: Double { Double(SDL_GetPerformanceCounter() &- start) / frequency }
}

/// A clock that moves only when told, for deterministic tests.
@MainActor
public final class VirtualClock: Clock {
    public private(set) var now: Double { didSet { mirror.store(now) } }
    /// ``now``, readable from any thread (``EngineClock/now``).
    let mirror = TimeMirror()

    /// Creates a clock at `start` seconds.
    public init(start: Double = 0) {
        now = start.isFinite ? start : 0
        mirror.store(now)
    }

    /// Moves time forward; a negative or non-finite step is ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Moves time forward to `time` exactly; an earlier time is ignored.
    public func advance(to time: Double) {
        guard time.isFinite, time > now else { return }
        now = time
    }
}
