/// A handle to an action added to a recognizer, for removing it.
public struct GestureActionToken: Hashable, Sendable {
    let id: Int
}

/// Recognises a gesture from the touches of its view and its subviews, as
/// `UIGestureRecognizer`, with closures instead of target/selector.
///
/// Recognizers see each touch before the view does. Subclasses make custom gestures by
/// overriding the `touches…` methods and setting ``state``: a discrete gesture goes
/// `possible → recognized` (or `failed`); a continuous one goes
/// `possible → began → changed… → ended` (or `cancelled`). Actions run on `began`,
/// `changed`, `ended`/`recognized` and `cancelled`, during the dispatch of the touch that
/// caused the change: nothing waits for a frame unless ``require(toFail:)`` says so.
///
/// After a terminal state (`ended`, `cancelled`, `failed`) the recognizer ignores the
/// touches it was tracking; once they have all lifted it returns to `possible` and
/// ``reset()`` is called.
///
/// ```swift
/// let pan = PanGestureRecognizer { r in
///     if r.state == .changed { card.center = card.center + r.translation(in: nil) }
///     r.setTranslation(.zero, in: nil)
/// }
/// card.addGestureRecognizer(pan)
/// ```
@MainActor
open class GestureRecognizer {
    /// The state of a recognizer, as `UIGestureRecognizer.State`.
    public enum State: Sendable, Hashable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognised (the same as `ended`).
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    private var stateStorage: State = .possible
    /// A recognition (`began` or `ended`) waiting for the recognizers this one requires to fail.
    var pendingState: State?
    /// A continuous recognizer asked to end while its `began` was still pending.
    var pendingEndsAfterBegan = false
    /// Set once the recognizer reached a terminal state; it ignores touches until reset.
    var isFinished = false
    /// Set when the recognizer has seen a touch since its last reset.
    var isEngaged = false
    /// The router of the window whose touches the recognizer last received.
    weak var router: TouchRouter?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer receives no touches; disabling one that is tracking cancels it
    /// (or fails it when it had not begun).
    public var isEnabled = true {
        didSet {
            if !isEnabled && oldValue { ask(.abandon(self)) { GestureArbiter.abandon(self) } }
        }
    }
    /// When the gesture is recognised, the view's touches are cancelled (default `true`).
    public var cancelsTouchesInView = true
    /// Hold touches back from the view while the gesture may still be recognised (default `false`).
    public var delaysTouchesBegan = false
    /// Hold touch-ups back from the view while the gesture may still be recognised (default `true`).
    public var delaysTouchesEnded = true
    /// Whether this recognizer may recognise together with another, called with
    /// `(self, other)`. Both recognizers are asked; either saying `true` allows it.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Whether the recognizer may leave `possible`; `false` makes it fail.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// A name for debugging.
    public var name: String?

    var failureRequirements: [WeakRecognizer] = []
    /// Recognizers that called `require(toFail: self)`.
    var dependents: [WeakRecognizer] = []
    var trackedTouches: [Touch] = []
    private var actions: [(id: Int, body: @MainActor (GestureRecognizer) -> Void)] = []
    private var nextActionID = 1
    private var timers: [TimerToken] = []
    private weak var timerQueue: TimerQueue?
    var lastLocationInWindow: Point?

    struct WeakRecognizer { weak var value: GestureRecognizer? }

    /// Creates a recognizer with no action. Subclasses that add designated initializers
    /// must also provide this one (it backs ``GestureRecognizerActions/init(action:)``).
    public required init() {}

    // MARK: Actions

    /// Adds an action that receives the recognizer as its base type (``GestureRecognizerActions``
    /// gives it its own type).
    package func appendAction(_ body: @escaping @MainActor (GestureRecognizer) -> Void) -> GestureActionToken {
        let id = nextActionID
        nextActionID += 1
        actions.append((id, body))
        return GestureActionToken(id: id)
    }

    /// Removes an action (a token of another recognizer or of a removed action does nothing).
    public func removeAction(_ token: GestureActionToken) {
        actions.removeAll { $0.id == token.id }
    }

    /// Removes every action.
    public func removeAllActions() { actions.removeAll() }

    func fireActions() {
        // A copy: an action may add or remove actions.
        let current = actions
        guard !current.isEmpty else { return }
        if let router {
            router.cycle.run { for a in current { a.body(self) } }
        } else {
            for a in current { a.body(self) }
        }
    }

    /// Sends a request through the router of the window whose touches this recognizer
    /// receives (queued while app code runs), or does it at once when it has none.
    func ask(_ request: TouchRouter.Request, otherwise direct: () -> Void) {
        if let router { router.request(request) } else { direct() }
    }

    // MARK: State

    /// The current state. Subclasses set it from their `touches…` methods or timers;
    /// invalid transitions (e.g. `failed → began`) are ignored.
    public var state: State {
        get { stateStorage }
        set { ask(.transition(self, newValue)) { GestureArbiter.transition(self, to: newValue) } }
    }

    func setStateStorage(_ s: State) { stateStorage = s }

    /// Makes this recognizer wait until `other` fails before it may recognise (and fail
    /// if `other` recognises), as for a single tap that must not fire on a double tap.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakRecognizer(value: other))
        other.dependents.removeAll { $0.value == nil }
        other.dependents.append(WeakRecognizer(value: self))
    }

    /// Ends a gesture in progress as `cancelled` (actions run), or fails one that has not
    /// been recognised. The touches it was tracking are ignored until they lift.
    public func cancel() {
        ask(.cancel(self)) { GestureArbiter.cancelOrFail(self) }
    }

    /// `true` while the recognizer has asked to recognise but waits for a recognizer it
    /// requires to fail (its state still reads `possible`). A continuous recognizer whose
    /// touches end meanwhile should set `ended`, not `failed`: it then reports `began`
    /// and `ended` once the requirement fails.
    public var isWaitingForRequirements: Bool { pendingState != nil }

    /// Whether a recognizer that is still `possible` when its last touch lifts keeps
    /// waiting for more touches (a multi-tap recognizer between taps). When `false` (the
    /// default) such a recognizer fails, so a custom recognizer that never decides cannot
    /// hold touches back from its view forever.
    open var waitsForMoreTouches: Bool { false }

    // MARK: Touches

    /// The number of touches the recognizer is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The touches being tracked, in the order they began.
    public var touches: [Touch] { trackedTouches }

    /// The centroid of the tracked touches that are still down, in `view`'s coordinates
    /// (window coordinates when `nil`); while the last finger lifts, where it lifted; after
    /// that, where the touches were last.
    public func location(in view: View?) -> Point {
        let p = centroidInWindow() ?? lastLocationInWindow ?? .zero
        return view?.convert(p, from: nil) ?? p
    }

    /// The centroid of the tracked touches in window coordinates: those still down, or all
    /// of them when every one is lifting; `nil` with no touches.
    func centroidInWindow() -> Point? {
        guard !trackedTouches.isEmpty else { return nil }
        var x: Float = 0, y: Float = 0, n: Float = 0
        for t in trackedTouches where t.phase != .ended && t.phase != .cancelled {
            x += t.locationInWindow.x
            y += t.locationInWindow.y
            n += 1
        }
        if n == 0 {
            for t in trackedTouches {
                x += t.locationInWindow.x
                y += t.locationInWindow.y
                n += 1
            }
        }
        return Point(x: x / n, y: y / n)
    }

    /// The first two tracked touches that are still down, without allocating.
    func firstTwoDownTouches() -> (Touch, Touch)? {
        var first: Touch?
        for t in trackedTouches where t.phase != .ended && t.phase != .cancelled {
            if let f = first { return (f, t) }
            first = t
        }
        return nil
    }

    /// The location of one tracked touch in `view`'s coordinates (`.zero` for a bad index).
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard trackedTouches.indices.contains(index) else { return .zero }
        return trackedTouches[index].location(in: view)
    }

    /// Stops tracking `touch`: the recognizer receives nothing more about it, and it no
    /// longer counts in ``numberOfTouches`` or ``location(in:)`` (as `ignore(_:for:)`).
    public func ignore(_ touch: Touch) {
        trackedTouches.removeAll { $0 === touch }
        touch.record?.recognizers.removeAll { $0 === self }
    }

    /// A new touch for this recognizer. The default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches were cancelled. The default cancels a gesture in progress and fails
    /// an undecided one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns the recognizer to its initial values after a gesture; subclasses reset their
    /// own state and call `super`. Timers made with ``schedule(after:_:)`` are already
    /// cancelled when this runs.
    open func reset() {}

    // MARK: Timers

    /// Runs `action` after `delay` seconds on the frame loop's clock (virtual in tests),
    /// unless the recognizer resets first; `nil` when the recognizer is not in a window.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken? {
        guard let queue = view?.window?.context?.timers else { return nil }
        timerQueue = queue
        // A fired timer's token stays listed until the next reset; cancelling it then does nothing.
        let token = queue.schedule(after: delay) { [weak self] in
            guard let self, self.view != nil else { return }
            action()
        }
        timers.append(token)
        return token
    }

    /// Cancels a timer made by ``schedule(after:_:)``.
    public func cancelTimer(_ token: TimerToken?) {
        guard let token else { return }
        timers.removeAll { $0 == token }
        timerQueue?.cancel(token)
    }

    func cancelAllTimers() {
        guard !timers.isEmpty else { return }
        for t in timers { timerQueue?.cancel(t) }
        timers.removeAll()
    }

    /// The frame loop's time in seconds (0 when not in a window).
    public var now: Double { view?.window?.context?.now ?? 0 }

    // MARK: Attachment

    func attach(to view: View) {
        self.view = view
    }

    func detach() {
        // Off the view at once (the touch being delivered skips it); its cancel follows,
        // after any app callback in progress.
        view = nil
        ask(.abandon(self)) { GestureArbiter.abandon(self) }
    }
}
