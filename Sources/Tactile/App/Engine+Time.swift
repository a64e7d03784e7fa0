extension Engine {
    /// The engine created last: the default engine of ``Timer/scheduledTimer(withTimeInterval:repeats:on:block:)``
    /// and ``DisplayLink``, as Foundation's timers use the current run loop. An app has one.
    public internal(set) static weak var current: Engine?

    /// The engine's clock as a Swift `Clock`, for `async` code (`try await engine.asyncClock.sleep(for: .seconds(1))`).
    /// Virtual under `Harness`, so sleeps end exactly when a test advances time.
    public var asyncClock: EngineClock { EngineClock(clock: clock, timers: timers) }

    /// `true` while display links or view animations keep the loop drawing frames.
    public var isAnimating: Bool { ticker.isActive }
}
