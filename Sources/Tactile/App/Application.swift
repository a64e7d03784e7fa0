internal import CSDL2

/// A running app: a display (window or offscreen), an ``Engine`` and the frame loop.
///
/// ```swift
/// let app = try Application(configuration: DisplayConfiguration())
/// app.window.rootView = MyScreen()
/// app.run()
/// ```
///
/// The loop dispatches each SDL event as it is read, then runs a frame. When nothing
/// changes (no input, no animation, no dirty view, not continuous) it sleeps until the
/// next event or timer, so an idle app uses next to no CPU: in `SDL_WaitEventTimeout` on
/// drivers that block natively (X11, Wayland), and on the others (KMSDRM, offscreen),
/// where SDL's own wait wakes every millisecond, by polling at a bounded rate
/// (``IdleWaitPolicy``, ``IdleConfiguration/wakeUpsPerSecond``).
@MainActor
public final class Application {
    /// The engine: window, layers, timers, renderer.
    public let engine: Engine
    /// The configuration the display was opened with.
    public let configuration: DisplayConfiguration
    /// `true` between ``run(frames:beforeFrame:)`` and ``quit()``.
    public internal(set) var isRunning = false
    /// Wake-ups of the idle wait so far (for idle-cost measurements).
    public internal(set) var idleWakeUps = 0
    /// The idle wait in use: ``IdleWaitPolicy/blocking`` or ``IdleWaitPolicy/budgeted``
    /// (the configured policy resolved for the video driver).
    public let idleWait: IdleWaitPolicy
    /// The longest single idle sleep, in milliseconds; SDL's wait is split into slices no
    /// longer than this so signals and quit requests are seen.
    public var maximumIdleSleepMilliseconds: Int32 = 1000
    /// The idle sleep of ``runAsync(frames:beforeFrame:)`` in progress, cancelled to wake the
    /// loop when a main-actor job asks for a frame or quits.
    var asyncIdleSleep: Task<Void, Never>?

    /// The retained view tree's root.
    public var window: Window { engine.window }
    /// The renderer.
    public var renderer: Renderer { engine.renderer }

    /// Opens the display as `configuration` says (a window, or offscreen when `headless`).
    public init(configuration: DisplayConfiguration = DisplayConfiguration()) throws {
        try configuration.validate()  // a configuration built in code is checked as a loaded one
        self.configuration = configuration
        let output: RenderOutput
        if configuration.headless {
            let ui = configuration.logicalSize ?? configuration.size
            let size = configuration.rotation.swapsAxes && configuration.logicalSize == nil
                ? Size(width: ui.height, height: ui.width) : ui
            output = try OffscreenOutput(size: size)
        } else {
            output = try WindowOutput(configuration: configuration)
        }
        let transform = DisplayTransform(outputSize: output.outputSize, logicalSize: configuration.logicalSize,
                                         rotation: configuration.rotation, calibration: configuration.calibration)
        engine = Engine(output: output, clock: SystemClock(), displayTransform: transform)
        idleWait = configuration.idle.wait.resolved(forDriver: (output as? WindowOutput)?.videoDriver)
        if configuration.idle.dimAfter != nil || configuration.idle.blankAfter != nil {
            InactivityDimmer.install(on: engine, configuration: configuration.idle)
        }
        engine.onQuit = { [weak self] in self?.quit() }
        engine.onWake = { [weak self] in self?.asyncIdleSleep?.cancel() }
        engine.window.keyboardMode = configuration.keyboard
        if !configuration.headless { ATSPIBridge.startIfRequested(engine: engine, applicationName: configuration.title) }
    }

    /// Stops the loop after the current frame.
    public func quit() {
        isRunning = false
        asyncIdleSleep?.cancel()
    }

    /// Runs until ``quit()`` (window closed, SIGTERM), or for `frames` frames when given
    /// (headless renders and scripted runs), calling `beforeFrame` before each frame.
    public func run(frames: Int? = nil, beforeFrame: ((Int) -> Void)? = nil) {
        isRunning = true
        var event = SDL_Event()
        var count = 0
        if !MainQueue.canDrainHere() {
            Diagnostics.report("Application.run() is inside a main-queue job (async code, a test): DispatchQueue.main "
                               + "and main-actor tasks cannot run until it returns; use `await app.runAsync()` there")
        }
        let waker = idleWait == .blocking ? MainQueueWaker() : nil  // wakes SDL's wait for main-queue work
        defer { waker?.cancel() }
        while isRunning {
            if frames == nil && !engine.wantsFrame { waitForWork(&event) }
            while SDL_PollEvent(&event) != 0 { engine.handle(sdlEvent: event) }
            MainQueue.drain()  // DispatchQueue.main and @MainActor jobs (see MainQueue)
            if !isRunning { break }
            if frameTurn(frames: frames, count: &count, beforeFrame: beforeFrame) { break }
        }
        isRunning = false
    }

    /// One frame of a loop turn: `beforeFrame`, the frame, then pacing (continuous games, and
    /// animations in real time; a scripted run with `frames` is not paced). Returns `true`
    /// when `frames` frames have been drawn.
    func frameTurn(frames: Int?, count: inout Int, beforeFrame: ((Int) -> Void)?) -> Bool {
        beforeFrame?(count)
        let started = engine.now
        let drew = engine.runFrame(force: frames != nil)
        if drew { count += 1 }
        if let frames, count >= frames { return true }
        if drew && (engine.isContinuous && !configuration.headless || engine.isAnimating && frames == nil)
            && !(hasVSync && engine.renderer.lastPresentSwapped) {
            let budget = 1 / max(1, configuration.maximumFramesPerSecond)
            let spent = engine.now - started
            if spent < budget { SDL_Delay(UInt32(((budget - spent) * 1000).rounded(.down))) }
        }
        return false
    }

    /// Sleeps until an event arrives, the next timer is due, main-queue work is enqueued, or
    /// (blocking) the slice ends.
    func waitForWork(_ event: inout SDL_Event) {
        let rate = configuration.idle.wakeUpsPerSecond
        if idleWait == .blocking {
            let ms = idleWait.sleepMilliseconds(secondsUntilTimer: engine.secondsUntilNextTimer, wakeUpsPerSecond: rate,
                                                maximum: maximumIdleSleepMilliseconds)
            if SDL_WaitEventTimeout(&event, ms) != 0 { engine.handle(sdlEvent: event) }
            idleWakeUps += 1
            return
        }
        // Budgeted: poll, then sleep one interval (or until the next timer), until there is work.
        while isRunning {
            if SDL_PollEvent(&event) != 0 { engine.handle(sdlEvent: event); return }
            let ms = idleWait.sleepMilliseconds(secondsUntilTimer: engine.secondsUntilNextTimer, wakeUpsPerSecond: rate,
                                                maximum: maximumIdleSleepMilliseconds)
            if ms <= 0 || engine.wantsFrame { return }
            let work = MainQueue.wait(milliseconds: ms)  // SDL_Delay that wakes for main-queue work
            idleWakeUps += 1
            if work { return }
        }
    }

    var hasVSync: Bool { (engine.output as? WindowOutput)?.hasVSync ?? false }
}
