internal import CSDL2

extension Application {
    /// Runs the loop like ``run(frames:beforeFrame:)``, but suspends once every loop turn so
    /// that the executor already driving the main actor runs its other jobs in between.
    ///
    /// Use it where the main actor is already being run for you, so that ``run(frames:beforeFrame:)``
    /// cannot drain it: inside `async` code started by an `async` `main`, a `@MainActor` test,
    /// or any job on the main queue. `DispatchQueue.main.async`, `asyncAfter` and
    /// `Task { @MainActor in … }` run between frames. Idle, the loop sleeps with `Task.sleep`
    /// (so those jobs run the moment they are due) and looks for input at the budgeted rate
    /// (``IdleConfiguration/wakeUpsPerSecond``): a touch waits at most one interval, while a
    /// job that changes a view (or quits) wakes the loop at once.
    ///
    /// ```swift
    /// Task { @MainActor in
    ///     try await app.engine.asyncClock.sleep(for: .seconds(2))
    ///     app.quit()
    /// }
    /// await app.runAsync()
    /// ```
    public func runAsync(frames: Int? = nil, beforeFrame: ((Int) -> Void)? = nil) async {
        isRunning = true
        var event = SDL_Event()
        var count = 0
        while isRunning {
            if frames == nil && !engine.wantsFrame {
                // Sleep on the executor, not in SDL: main-actor jobs run at once meanwhile.
                let ms = IdleWaitPolicy.budgeted.sleepMilliseconds(secondsUntilTimer: engine.secondsUntilNextTimer,
                                                                   wakeUpsPerSecond: configuration.idle.wakeUpsPerSecond,
                                                                   maximum: maximumIdleSleepMilliseconds)
                if ms > 0 {
                    // Cancelled (woken early) when a job asks for a frame or quits: a change made
                    // by a main-queue job draws at once, not at the next budgeted wake-up.
                    let sleep = Task { _ = try? await Task.sleep(for: .milliseconds(Int(ms))) }
                    asyncIdleSleep = sleep
                    await sleep.value
                    asyncIdleSleep = nil
                    if !sleep.isCancelled { idleWakeUps += 1 }
                }
            }
            while SDL_PollEvent(&event) != 0 { engine.handle(sdlEvent: event) }
            await Task.yield()  // main-actor and main-queue jobs run here
            guard isRunning else { break }
            if frameTurn(frames: frames, count: &count, beforeFrame: beforeFrame) { break }
        }
        isRunning = false
    }
}
