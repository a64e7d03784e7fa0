/// Drives one transition on the engine clock: a progress from 0 to 1 (or back) over a
/// duration, eased, reported to `update` once a frame, then `completion` once.
///
/// The only place the view controller layer touches time, so that it can move to the
/// engine's animation API later. It runs a repeating 1/60 s timer on the window host's
/// ``TimerQueue`` while it runs and cancels it when done (an idle app draws nothing);
/// without a host (no window) or with a zero duration it completes at once. Under
/// `Harness` the virtual clock makes every frame's progress exact.
@MainActor
final class TransitionDriver {
    /// The eased fraction last reported, 0...1.
    private(set) var progress: Double
    /// `true` from ``start(from:to:duration:)`` until completion.
    private(set) var isRunning = false
    /// `true` while a finger drives the progress (``setInteractiveProgress(_:)``).
    private(set) var isInteractive = false
    let curve: TransitionCurve
    private let update: (Double) -> Void
    private var completion: ((Bool) -> Void)?
    private weak var host: WindowContext?
    /// The queue of the running timer (the deinit cancels it there).
    private weak var timerQueue: TimerQueue?
    private var token: TimerToken?
    private var from = 0.0, to = 1.0, startTime = 0.0, duration = 0.0

    /// Creates a driver; `update` receives the eased progress, `completion` whether the
    /// transition reached 1 (`false`: it went back to 0, cancelled).
    init(host: WindowContext?, curve: TransitionCurve = .easeOut, update: @escaping (Double) -> Void,
         completion: @escaping (Bool) -> Void) {
        self.host = host
        self.curve = curve
        self.update = update
        self.completion = completion
        progress = 0
    }

    /// Animates the progress from `from` to `to` over `duration` seconds.
    func start(from: Double = 0, to: Double = 1, duration: Double) {
        self.from = Self.clean(from)
        self.to = Self.clean(to)
        isRunning = true
        setRunning(true)
        isInteractive = false
        stopTimer()
        let d = duration.isFinite ? max(0, duration) : 0
        guard let host, d > 0, self.from != self.to else {
            report(self.to)
            complete()
            return
        }
        self.duration = d
        startTime = host.now
        report(self.from)
        timerQueue = host.timers
        token = host.timers.scheduleRepeating(every: 1.0 / 60.0) { [weak self] in self?.tick() }
    }

    /// Starts an interactive transition at `fraction` (a finger drives it).
    func beginInteractive(at fraction: Double = 0) {
        stopTimer()
        isRunning = true
        setRunning(true)
        isInteractive = true
        report(Self.clean(fraction))
    }

    /// Sets the progress from the finger (linear, not eased).
    func setInteractiveProgress(_ fraction: Double) {
        guard isRunning, isInteractive else { return }
        report(Self.clean(fraction))
    }

    /// Lets go of an interactive transition: animates on to 1 (`finish`) or back to 0,
    /// over the remaining part of `duration`.
    func endInteractive(finish: Bool, duration: Double) {
        guard isRunning else { return }
        isInteractive = false
        let target: Double = finish ? 1 : 0
        let remaining = abs(target - progress) * (duration.isFinite ? max(0, duration) : 0)
        // The rest runs linearly from where the finger left it, as UIKit's completion does.
        from = progress
        to = target
        stopTimer()
        guard let host, remaining > 0.001 else { report(target); complete(); return }
        self.duration = remaining
        startTime = host.now
        linearRest = true
        timerQueue = host.timers
        token = host.timers.scheduleRepeating(every: 1.0 / 60.0) { [weak self] in self?.tick() }
    }

    private var linearRest = false

    /// Jumps to the end (or the start, when cancelled) now and completes: used when a new
    /// transition interrupts this one.
    func finishNow() {
        guard isRunning else { return }
        stopTimer()
        report(isInteractive ? 0 : to)
        complete()
    }

    private func tick() {
        guard let host else { finishNow(); return }
        let t = duration > 0 ? (host.now - startTime) / duration : 1
        if t >= 1 {
            stopTimer()
            report(to)
            complete()
            return
        }
        let shaped = linearRest ? max(0, t) : curve.value(at: t)
        report(from + (to - from) * shaped)
    }

    private func setRunning(_ running: Bool) {
        guard running != countedAsRunning else { return }
        countedAsRunning = running
        if running {
            countedIn = host?.timers
            countedIn?.runningTransitions += 1
        } else {
            countedIn?.runningTransitions -= 1
            countedIn = nil
        }
    }
    private var countedAsRunning = false
    /// The queue whose ``TimerQueue/runningTransitions`` counts this transition.
    private weak var countedIn: TimerQueue?

    private func report(_ p: Double) {
        progress = p
        update(p)
    }

    private func complete() {
        isRunning = false
        setRunning(false)
        isInteractive = false
        linearRest = false
        let done = completion
        completion = nil
        done?(progress >= 0.5)
    }

    private func stopTimer() {
        if let token { host?.timers.cancel(token) }
        token = nil
    }

    private static func clean(_ x: Double) -> Double { x.isFinite ? min(1, max(0, x)) : 1 }

    deinit {
        let counted = countedAsRunning ? countedIn : nil, token = token, timers = timerQueue
        guard counted != nil || token != nil else { return }
        MainActorCleanup.run {
            counted?.runningTransitions -= 1
            if let token { timers?.cancel(token) }
        }
    }
}
