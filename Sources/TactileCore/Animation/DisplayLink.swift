/// A callback run once per frame while active, as `CADisplayLink`: for anything that moves
/// every frame (a scroll view's deceleration, a custom animation, a game-like view).
///
/// ```swift
/// let link = DisplayLink { link in
///     ball.center.x += Float(speed * (link.targetTimestamp - link.timestamp))
/// }
/// // … later
/// link.invalidate()
/// ```
///
/// The link starts running at once, on `engine` (by default ``Engine/current``, the engine
/// created last). While it runs and is not paused the loop draws a frame every display
/// interval; paused or invalidated, the loop goes back to sleeping. The engine retains a running
/// link until ``invalidate()``, as the run loop retains a `CADisplayLink`.
@MainActor
public final class DisplayLink {
    /// The time of the current frame, in seconds on the engine's clock.
    public private(set) var timestamp: Double = 0
    /// The time the next frame is expected (``timestamp`` + ``duration``).
    public private(set) var targetTimestamp: Double = 0
    /// The expected time between frames, in seconds.
    public private(set) var duration: Double = 1.0 / 60.0
    /// `false` after ``invalidate()``.
    public private(set) var isValid = true

    /// A paused link is not called and does not keep the loop awake.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue, isValid else { return }
            if isPaused { ticker?.remove(self) } else { schedule() }
        }
    }

    private weak var context: WindowContext?
    private var ticker: FrameTicker? { context?.ticker }
    private var callback: (@MainActor (DisplayLink) -> Void)?

    /// Creates a running link on the engine showing `view` (``Engine/current`` when the view is
    /// not in an engine's window yet): the call framework views use.
    public convenience init(for view: View, _ callback: @escaping @MainActor (DisplayLink) -> Void) {
        self.init(context: view.window?.context ?? CurrentContext.context, callback)
    }

    /// Creates a running link on `context`'s frames (with none, the link never fires).
    package init(context: WindowContext?, _ callback: @escaping @MainActor (DisplayLink) -> Void) {
        self.context = context
        self.callback = callback
        schedule()
    }

    /// Stops the link for good and releases its callback.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        ticker?.remove(self)
        callback = nil
    }

    var isScheduled: Bool { isValid && !isPaused }

    private func schedule() {
        guard let c = context else { return }
        c.ticker.add(self)
        c.windowNeedsFrame()
    }

    func fire(time: Double, duration: Double) {
        self.duration = duration
        timestamp = time
        targetTimestamp = time + duration
        callback?(self)
    }
}
