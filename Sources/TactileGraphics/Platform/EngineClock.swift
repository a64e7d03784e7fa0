internal import CSDL2

/// The engine's clock as a Swift `Clock`, for `async` code: `try await engine.asyncClock.sleep(for: .seconds(2))`.
///
/// Sleeps end at the start of the first frame at or after their deadline, like the engine's
/// timers, so under `Harness` (a ``VirtualClock``) they end exactly when the test advances time
/// past them, and on a real ``Application`` the idle wait wakes for them. Cancelling the
/// sleeping task ends the sleep with `CancellationError` and removes its timer.
///
/// Get one from ``Engine/asyncClock``. Instants are seconds on the engine's clock.
public struct EngineClock: _Concurrency.Clock {
    /// A point in time on the engine's clock.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
        /// Seconds since the clock's origin.
        public var seconds: Double

        /// An instant `seconds` after the origin.
        public init(seconds: Double) { self.seconds = seconds }

        public func advanced(by duration: Duration) -> Instant {
            Instant(seconds: seconds + duration.seconds)
        }

        public func duration(to other: Instant) -> Duration {
            let d = other.seconds - seconds
            return d.isFinite ? .nanoseconds(Int64(max(-9e18, min(9e18, d * 1e9)))) : .zero
        }

        public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }
    }

    private enum Source: Sendable {
        case performanceCounter(start: UInt64, frequency: Double)
        case mirror(TimeMirror)
    }

    private let source: Source
    private let timers: TimerQueue

    @MainActor package init(clock: Clock, timers: TimerQueue) {
        self.timers = timers
        if let c = clock as? SystemClock {
            source = .performanceCounter(start: c.start, frequency: c.frequency)
        } else if let c = clock as? VirtualClock {
            source = .mirror(c.mirror)
        } else {
            // Another clock: its time as of now, read again at each sleep.
            let m = TimeMirror()
            m.store(clock.now)
            source = .mirror(m)
        }
    }

    /// The engine clock's time now.
    public var now: Instant {
        switch source {
        case let .performanceCounter(start, frequency):
            return Instant(seconds: Double(SDL_GetPerformanceCounter() &- start) / frequency)
        case let .mirror(m):
            return Instant(seconds: m.load())
        }
    }

    /// A millisecond: sleeps end at frame starts, which are much coarser.
    public var minimumResolution: Duration { .milliseconds(1) }

    /// Suspends until `deadline` (at the first frame at or after it). A deadline in the past
    /// or a NaN one returns at the next frame; an infinite one sleeps until cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await timers.sleep(until: deadline.seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) * 1e-18
    }
}
