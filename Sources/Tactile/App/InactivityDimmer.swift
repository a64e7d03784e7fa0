/// Dims, then blanks, the screen after a time without input, and wakes it on the first
/// touch, which it swallows: a tap on a dark screen brings the screen back without also
/// pressing the button under the finger.
///
/// It is an ``EnginePlane`` on top of the others: while dimmed it claims every new finger
/// (the engine then keeps that finger captured here until it lifts, so its moves and its
/// lift never reach the views), and it draws a black veil over the frame. Activity is
/// noticed through an observer (``Engine/addEventObserver(first:_:)``); other observers keep working. Only one
/// timer is pending at a time and input costs no allocation: a touch just records its time.
///
/// ```swift
/// var idle = IdleConfiguration()
/// idle.dimAfter = 300; idle.blankAfter = 1800
/// InactivityDimmer.install(on: app.engine, configuration: idle)
/// ```
@MainActor
public final class InactivityDimmer: EnginePlane {
    /// How awake the screen is.
    public enum State: Sendable, Hashable {
        case awake, dimmed, blanked
    }

    /// The engine this dimmer is installed on.
    public private(set) weak var engine: Engine?
    /// When to dim and blank, and how dark dimming is.
    public var configuration: IdleConfiguration {
        didSet { if configuration != oldValue { scheduleCheck() } }
    }
    /// The current state.
    public private(set) var state: State = .awake
    /// The engine-clock time of the last input.
    public private(set) var lastActivity: Double
    /// Touches swallowed because they woke the screen.
    public private(set) var swallowedTouches = 0
    /// Called after every change of ``state`` (turn a backlight off, log, …).
    public var onStateChange: ((State) -> Void)?
    /// Seconds the veil takes to darken (waking is immediate).
    public var fadeDuration: Double = 0.8 { didSet { fadeDuration = fadeDuration.sanitized(0...SanitizeLimits.animationDuration, nan: 0.8) } }

    private var timer: TimerToken?
    private var veil: Float = 0
    private var veilTarget: Float = 0
    private var lastUpdate: Double?

    private init(engine: Engine, configuration: IdleConfiguration) {
        self.engine = engine
        self.configuration = configuration
        lastActivity = engine.now
    }

    /// Installs a dimmer on top of `engine`'s planes, or updates and returns the one
    /// already installed.
    @discardableResult
    public static func install(on engine: Engine, configuration: IdleConfiguration) -> InactivityDimmer {
        if let existing = installed(on: engine) {
            existing.configuration = configuration
            return existing
        }
        let d = InactivityDimmer(engine: engine, configuration: configuration)
        engine.addPlane(d)
        engine.addEventObserver { [weak d] event in
            guard let d else { return .pass }
            return d.observe(event) ? .pass : .consume
        }
        d.scheduleCheck()
        return d
    }

    /// The dimmer installed on `engine`, if any.
    public static func installed(on engine: Engine) -> InactivityDimmer? {
        engine.planes.lazy.compactMap { $0 as? InactivityDimmer }.first
    }

    /// Brings the screen back and restarts the inactivity countdown.
    public func wake() {
        guard let engine else { return }
        lastActivity = engine.now
        veil = 0
        veilTarget = 0
        set(.awake)
        if timer == nil { scheduleCheck() }
    }

    /// Dims (or blanks) now, as if the time had run out.
    public func dim(blank: Bool = false) {
        set(blank ? .blanked : .dimmed)
    }

    // MARK: Activity

    /// Sees every event before dispatch; returns `false` to swallow it.
    private func observe(_ event: InputEvent) -> Bool {
        guard let engine else { return true }
        switch event {
        case let .touch(t):
            // A new finger on a dark screen is claimed by the plane (claimsTouch), which wakes it.
            if state == .awake || t.phase != .began { lastActivity = engine.now }
            return true
        case .key, .text, .scroll, .hover:
            if state != .awake {
                wake()
                return false
            }
            lastActivity = engine.now
            return true
        default:
            return true
        }
    }

    private func scheduleCheck() {
        guard let engine else { return }
        if let timer { engine.timers.cancel(timer); self.timer = nil }
        guard let next = nextThreshold() else { return }
        let delay = max(0, lastActivity + next - engine.now)
        timer = engine.timers.schedule(after: delay) { [weak self] in
            self?.timer = nil
            self?.check()
        }
    }

    /// The next threshold (seconds after the last activity) for the current state.
    private func nextThreshold() -> Double? {
        switch state {
        case .awake: return configuration.dimAfter ?? configuration.blankAfter
        case .dimmed: return configuration.blankAfter
        case .blanked: return nil
        }
    }

    private func check() {
        guard let engine else { return }
        let idle = engine.now - lastActivity
        if let b = configuration.blankAfter, idle >= b - 1e-9 {
            set(.blanked)
        } else if let d = configuration.dimAfter, idle >= d - 1e-9, state == .awake {
            set(.dimmed)
        }
        scheduleCheck()
    }

    private func set(_ new: State) {
        guard new != state else { return }
        state = new
        switch new {
        case .awake: veilTarget = 0; veil = 0
        case .dimmed: veilTarget = 1 - min(1, max(0, configuration.dimmedBrightness))
        case .blanked: veilTarget = 1
        }
        engine?.setNeedsFrame()
        onStateChange?(new)
    }

    // MARK: EnginePlane

    public func claimsTouch(at point: Point) -> Bool { state != .awake }

    public func handleTouch(_ input: TouchInput, timestamp: Double) {
        switch input.phase {
        case .began:
            swallowedTouches += 1
            wake()
        case .moved, .ended, .cancelled:
            break  // the rest of the waking finger is swallowed
        }
    }

    public func update(_ frame: FrameInfo) {
        defer { lastUpdate = frame.time }
        guard veil != veilTarget else { return }
        let dt = lastUpdate.map { max(0, frame.time - $0) } ?? 0
        let step = Float(fadeDuration > 0 ? min(1, dt / fadeDuration) : 1)
        veil = veil < veilTarget ? min(veilTarget, veil + max(step, 0.0001)) : veilTarget
    }

    public func draw(in renderer: Renderer, frame: FrameInfo) {
        guard veil > 0, let engine else { return }
        let size = engine.displayTransform.uiSize
        renderer.fill(Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2),
                      color: Color(r: 0, g: 0, b: 0, a: UInt8((veil * 255).rounded())))
    }

    public var needsFrame: Bool { veil != veilTarget }
    /// `true` while awake with no veil: the frame below is presented as it is (only what
    /// changed), not redrawn whole under an invisible veil.
    public var isHidden: Bool { veil == 0 && veilTarget == 0 }

    /// The veil's opacity now, 0 (awake) to 1 (blank).
    public var veilOpacity: Float { veil }
}
