extension TimerQueue {
    /// Suspends the calling task until the queue's clock reaches `time` (fired like a timer),
    /// or throws `CancellationError` when the task is cancelled.
    func sleep(until time: Double) async throws {
        try Task.checkCancellation()
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
                sleeper.continuation = c
                if sleeper.cancelled { sleeper.finish(CancellationError()); return }
                if time == .infinity { return }  // until cancelled
                let delay = time.isNaN ? 0 : time - secondsNow
                sleeper.token = schedule(after: delay) { sleeper.finish(nil) }
            }
        } onCancel: {
            Task { @MainActor in
                sleeper.cancelled = true
                if let t = sleeper.token { self.cancel(t) }
                sleeper.finish(CancellationError())
            }
        }
    }
}

/// One sleeping task's continuation, resumed once.
@MainActor
private final class Sleeper {
    var continuation: CheckedContinuation<Void, any Error>?
    var token: TimerToken?
    var cancelled = false

    func finish(_ error: (any Error)?) {
        guard let c = continuation else { return }
        continuation = nil
        if let error { c.resume(throwing: error) } else { c.resume() }
    }
}
