import Tactile

extension Harness {
    /// Lets main-actor tasks that are ready run (a sleep that ``advance(by:)`` just ended, a
    /// `Task` the app started): yields to the executor `rounds` times.
    ///
    /// ```swift
    /// Task { @MainActor in try await harness.engine.asyncClock.sleep(for: .seconds(1)); done = true }
    /// harness.advance(by: 1)
    /// await harness.runTasks()
    /// #expect(done)
    /// ```
    public func runTasks(rounds: Int = 20) async {
        for _ in 0..<max(1, rounds) { await Task.yield() }
    }
}
