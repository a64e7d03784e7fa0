/// An interruptible animation, as `UIViewPropertyAnimator`: start, pause, scrub with
/// ``fractionComplete`` (a drag driving a sliding screen), reverse, stop.
///
/// ```swift
/// let slide = PropertyAnimator(duration: 0.35, curve: .linear) { screen.center.x -= 320 }
/// slide.pauseAnimation()                       // interactive: follow the finger
/// slide.fractionComplete = Double(dx / 320)
/// slide.isReversed = dx < 160                  // let go: finish, or go back
/// slide.startAnimation()
/// slide.addCompletion { position in … }        // .end or .start
/// ```
///
/// The animation blocks run when it first starts, pauses or is scrubbed (the model changes then,
/// as UIKit). While it runs it keeps the loop drawing; paused, it does not. Ending at `.start`
/// (reversed) puts the animated properties back to their start values; ``stopAnimation(_:)``
/// leaves them where they are drawn.
@MainActor
public final class PropertyAnimator {
    /// Where an animator ended.
    public enum Position: Sendable { case end, start, current }

    /// Seconds from start to end at full speed.
    public let duration: Double
    /// The curve applied to ``fractionComplete``.
    public let easing: Easing
    /// `true` while it advances on its own.
    public private(set) var isRunning = false
    /// `true` once it has finished or been stopped (it cannot run again).
    public private(set) var isFinished = false

    /// Runs backwards (towards the start) when started.
    public var isReversed = false {
        didSet { if isRunning { rebase() } }
    }

    /// Linear progress, 0 (start) to 1 (end); set it while paused to scrub (NaN is ignored,
    /// values are clamped).
    public var fractionComplete: Double {
        get { fraction }
        set {
            guard !newValue.isNaN, !isFinished else { return }
            activate()
            fraction = min(1, max(0, newValue))
            if isRunning { rebase() }
            engine?.ticker.animator.driverDidChange()
            engine?.windowNeedsFrame()
        }
    }

    private var fraction: Double = 0
    private var pending: [() -> Void] = []
    private var completions: [(Position) -> Void] = []
    private var recorded: [(view: View, key: AnimatedKey, from: AnimatedValue)] = []
    private var activated = false
    private var link: DisplayLink?
    private var runStart: (time: Double, fraction: Double) = (0, 0)
    private weak var engine: WindowContext?
    private var group = CompletionGroup(completion: nil)
    /// Read by the property animations it drives.
    var hasFinished = false

    /// Creates a paused-at-zero animator; `curve` is applied to the fraction. A NaN, infinite,
    /// zero or negative duration finishes as soon as it starts; a longer one than 60 s is cut
    /// to 60 s, as every animation's.
    public init(duration: Double, curve: Easing = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite && duration > 0 ? duration.animationDurationClamped : 0
        easing = curve
        if let animations { pending.append(animations) }
    }

    /// Adds changes to animate (run when the animator starts; at once if it already has).
    public func addAnimations(_ animations: @escaping () -> Void) {
        guard !isFinished else { return }
        if activated { record(animations) } else { pending.append(animations) }
    }

    /// Adds a block called once with where the animator ended.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// Runs (or resumes) from ``fractionComplete`` towards the end (or the start, reversed).
    public func startAnimation() {
        guard !isFinished else { return }
        activate()
        guard duration > 0 else { finish(at: isReversed ? .start : .end); return }
        isRunning = true
        rebase()
        if link == nil, let engine {
            link = DisplayLink(context: engine) { [weak self] l in self?.step(time: l.timestamp) }
        }
        engine?.ticker.animator.driverDidChange()
        engine?.windowNeedsFrame()
        if engine == nil { finish(at: isReversed ? .start : .end) }
    }

    /// Stops advancing, keeping ``fractionComplete``.
    public func pauseAnimation() {
        guard !isFinished else { return }
        activate()
        isRunning = false
        link?.invalidate()
        link = nil
    }

    /// Ends now where it is drawn: the animated properties keep their current values and the
    /// completions run with `.current` (`withoutFinishing` is accepted for UIKit's signature:
    /// there is no separate finish step).
    public func stopAnimation(_ withoutFinishing: Bool = true) {
        guard !isFinished else { return }
        for r in recorded {
            let now = r.view.presentation.value(of: r.key)
            r.view.window?.context?.ticker.animator.interrupt(r.view, key: r.key)
            View.performWithoutAnimation { r.view.setModel(now, for: r.key) }
        }
        end(.current)
    }

    // MARK: Driving

    private func activate() {
        guard !activated else { return }
        activated = true
        let blocks = pending
        pending.removeAll()
        for b in blocks { record(b) }
    }

    private func record(_ block: () -> Void) {
        var spec = AnimationSpec(duration: max(duration, 1e-6), delay: 0, easing: easing, options: [.allowUserInteraction],
                                 group: group)
        spec.driver = self
        UpdateCycle.withAnimation(spec, block)
        group.isCommitted = true
    }

    /// Called by the animation system for each property change it records for this animator.
    func recorded(view: View, key: AnimatedKey, from: AnimatedValue) {
        recorded.append((view, key, from))
        if engine == nil { engine = view.window?.context }
    }

    private func rebase() { runStart = (engine?.now ?? 0, fraction) }

    private func step(time: Double) {
        guard isRunning else { return }
        let delta = (time - runStart.time) / duration
        fraction = min(1, max(0, runStart.fraction + (isReversed ? -delta : delta)))
        if !isReversed && fraction >= 1 { finish(at: .end) } else if isReversed && fraction <= 0 { finish(at: .start) }
    }

    private func finish(at position: Position) {
        fraction = position == .start ? 0 : 1
        if position == .start {
            for r in recorded.reversed() { View.performWithoutAnimation { r.view.setModel(r.from, for: r.key) } }
        }
        hasFinished = true  // the property animations end at their next frame
        end(position)
    }

    private func end(_ position: Position) {
        isRunning = false
        isFinished = true
        link?.invalidate()
        link = nil
        recorded.removeAll()
        let c = completions
        completions.removeAll()
        for f in c { f(position) }
    }
}

extension View {
    /// Sets an animatable property's model value (a property animator ending at its start, or stopped).
    func setModel(_ value: AnimatedValue, for key: AnimatedKey) {
        switch (key, value) {
        case let (.geometry, .geometry(o, b)):
            bounds = Rect(origin: b.origin, size: b.size)
            untransformedFrame = Rect(origin: o, size: b.size)
        case let (.alpha, .float(a)): alpha = a
        case let (.backgroundColor, .color(c)): backgroundColor = c
        case let (.cornerRadii, .radii(r)): cornerRadii = r
        case let (.borderWidth, .float(w)): borderWidth = w
        case let (.borderColor, .color(c)): borderColor = c
        case let (.transform, .transform(t)): transform = t
        default: break
        }
    }
}
