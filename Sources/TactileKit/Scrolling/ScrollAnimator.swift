/// Calls a step function once per frame while a scroll motion runs, and not at all at rest
/// (an idle app draws no frames).
///
/// The one place scrolling touches the frame clock: today a repeating 1/60 s timer on the
/// engine's ``TimerQueue`` (exact under a virtual clock); a display link can replace it
/// here without changing the scroll views.
@MainActor
final class ScrollAnimator {
    /// Called with the frame clock's time; returns `false` when the motion is over.
    var step: ((Double) -> Bool)?
    private weak var queue: TimerQueue?
    private var token: TimerToken?
    static let interval: Double = 1.0 / 60.0

    /// `true` while frames are being stepped.
    var isRunning: Bool { token != nil }

    /// Starts stepping on `host`'s timers (nothing happens without a host).
    func start(on host: WindowContext?) {
        guard token == nil, let host else { return }
        let q = host.timers
        queue = q
        token = q.scheduleRepeating(every: ScrollAnimator.interval) { [weak self, weak host] in
            guard let self else { return }
            guard let host, let step = self.step, step(host.now) else { self.stop(); return }
        }
    }

    /// Stops stepping.
    func stop() {
        if let token { queue?.cancel(token) }
        token = nil
    }

    deinit {
        guard let token else { return }
        let queue = queue
        MainActorCleanup.run { queue?.cancel(token) }
    }
}
