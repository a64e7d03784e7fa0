/// A handle to a scheduled timer; pass it to ``TimerQueue/cancel(_:)``.
public struct TimerToken: Hashable, Sendable {
    let id: Int
}

/// One-shot and repeating timers on the frame loop's clock.
///
/// Timers fire at the start of a frame whose time has reached their deadline, in deadline
/// order; the loop sleeps until the earliest one. Long-press and double-tap windows use
/// this, so under a ``VirtualClock`` they are exact.
@MainActor
public final class TimerQueue {
    private struct Entry {
        var id: Int
        var sequence: Int
        var deadline: Double
        var interval: Double?
        var action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 1
    private var nextSequence = 1
    private let clock: Clock
    /// View controller and progress transitions driven by this queue's timers now (each
    /// window's engine has its own queue, so tests and runners wait for their own window's).
    package var runningTransitions = 0

    /// Creates a queue on `clock`.
    public init(clock: Clock) {
        self.clock = clock
        entries.reserveCapacity(16)
    }

    /// Runs `action` once, `delay` seconds from now (NaN and negative delays: now; an
    /// infinite delay: in about 31 years, that is never).
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        add(deadline: clock.now + delay.sanitized(0...SanitizeLimits.duration, nan: 0), interval: nil, action: action)
    }

    /// Runs `action` every `interval` seconds (at least one millisecond; NaN: every second;
    /// infinite: never).
    @discardableResult
    public func scheduleRepeating(every interval: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        let i = interval.sanitized(0.001...SanitizeLimits.duration, nan: 1)
        return add(deadline: clock.now + i, interval: i, action: action)
    }

    private func add(deadline: Double, interval: Double?, action: @escaping @MainActor () -> Void) -> TimerToken {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, sequence: nextSequence, deadline: deadline, interval: interval, action: action))
        nextSequence += 1
        return TimerToken(id: id)
    }

    /// Cancels a timer; cancelling a fired or unknown timer does nothing.
    public func cancel(_ token: TimerToken) {
        entries.removeAll { $0.id == token.id }
    }

    /// The earliest deadline, if any timer is pending.
    public var nextDeadline: Double? { entries.lazy.map(\.deadline).min() }

    /// The queue's clock time, in seconds.
    var secondsNow: Double { clock.now }

    /// The number of pending timers.
    public var count: Int { entries.count }

    /// Fires every timer whose deadline is at or before the clock's time. Returns `true` if
    /// any fired. A timer scheduled by an action fires in a later call, never in this one.
    @discardableResult
    public func fireDue() -> Bool {
        let now = clock.now
        let limit = nextSequence
        var fired = false
        while let index = earliestDue(before: now, sequenceBelow: limit) {
            var entry = entries[index]
            if let interval = entry.interval {
                entry.deadline += interval
                if entry.deadline <= now { entry.deadline = now + interval }
                entry.sequence = nextSequence  // a repeating timer fires at most once per call
                nextSequence += 1
                entries[index] = entry
            } else {
                entries.remove(at: index)
            }
            fired = true
            entry.action()
        }
        return fired
    }

    private func earliestDue(before now: Double, sequenceBelow limit: Int) -> Int? {
        var best: Int?
        for i in entries.indices where entries[i].deadline <= now && entries[i].sequence < limit {
            if let b = best, entries[b].deadline <= entries[i].deadline { continue }
            best = i
        }
        return best
    }
}
