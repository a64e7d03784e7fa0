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
    /// A state that waits for recognizers this one requires to fail.
    var pendingState: State?
    /// Set once the recognizer reached a terminal state; it ignores touches until reset.
    var isFinished = false

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer receives no touches; disabling one that is tracking cancels it.
    public var isEnabled = true {
        didSet {
            if !isEnabled && oldValue && (state == .began || state == .changed) { state = .cancelled }
            else if !isEnabled && oldValue && state == .possible && !trackedTouches.isEmpty { state = .failed }
        }
    }
    /// When the gesture is recognised, the view's touches are cancelled (default `true`).
    public var cancelsTouchesInView = true
    /// Hold touch-downs back from the view while the gesture may still be recognised (default `false`).
    public var delaysTouchesBegan = false
    /// Hold touch-ups back from the view while the gesture may still be recognised (default `true`).
    public var delaysTouchesEnded = true
    /// Whether this recognizer may recognise together with another (both directions are asked).
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Whether the recognizer may leave `possible`; `false` makes it fail.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// A name for debugging.
    public var name: String?

    var failureRequirements: [WeakRecognizer] = []
    var trackedTouches: [Touch] = []
    /// The touches tracked when the recognizer finished (for releasing held phases).
    var lastTouches: [Touch] = []
    private var actions: [(id: Int, body: @MainActor (GestureRecognizer) -> Void)] = []
    private var nextActionID = 1

    struct WeakRecognizer { weak var value: GestureRecognizer? }

    /// Creates a recognizer, optionally with a first action.
    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let action { addAction(action) }
    }

    // MARK: Actions

    /// Adds an action, run on every state change that UIKit reports to targets.
    @discardableResult
    public func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) -> GestureActionToken {
        let id = nextActionID
        nextActionID += 1
        actions.append((id, action))
        return GestureActionToken(id: id)
    }

    /// Removes an action.
    public func removeAction(_ token: GestureActionToken) {
        actions.removeAll { $0.id == token.id }
    }

    /// Removes every action.
    public func removeAllActions() { actions.removeAll() }

    func fireActions() {
        for a in actions { a.body(self) }
    }

    // MARK: State

    /// The current state. Subclasses set it; invalid transitions are ignored.
    public var state: State {
        get { stateStorage }
        set { GestureArbiter.transition(self, to: newValue) }
    }

    func setStateStorage(_ s: State) { stateStorage = s }

    /// Makes this recognizer wait until `other` fails before it may recognise (and fail
    /// if `other` recognises), as for a single tap that must not fire on a double tap.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(WeakRecognizer(value: other))
    }

    // MARK: Touches

    /// The number of touches the recognizer is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    public func location(in view: View?) -> Point {
        guard !trackedTouches.isEmpty else { return lastLocationInWindow.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        var x: Float = 0, y: Float = 0
        for t in trackedTouches {
            let p = t.location(in: view)
            x += p.x
            y += p.y
        }
        let n = Float(trackedTouches.count)
        return Point(x: x / n, y: y / n)
    }

    var lastLocationInWindow: Point?

    /// The location of one tracked touch in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard trackedTouches.indices.contains(index) else { return .zero }
        return trackedTouches[index].location(in: view)
    }

    /// The touches being tracked, in the order they began.
    public var touches: [Touch] { trackedTouches }

    /// A new touch for this recognizer. The default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches were cancelled. The default cancels a gesture in progress and fails a possible one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns the recognizer to its initial values after a gesture; subclasses reset their
    /// own state and call `super`.
    open func reset() {}

    // MARK: Timers

    /// Runs `action` after `delay` seconds on the frame loop's clock (virtual in tests);
    /// `nil` when the recognizer is not in a window.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken? {
        view?.window?.host?.timers.schedule(after: delay, action)
    }

    /// Cancels a timer made by ``schedule(after:_:)``.
    public func cancelTimer(_ token: TimerToken?) {
        guard let token else { return }
        view?.window?.host?.timers.cancel(token)
    }

    /// The frame loop's time in seconds (0 when not in a window).
    public var now: Double { view?.window?.host?.now ?? 0 }

    // MARK: Attachment

    func attach(to view: View) {
        self.view = view
    }

    func detach() {
        if state == .began || state == .changed { state = .cancelled }
        GestureArbiter.forceReset(self)
        view = nil
    }
}
