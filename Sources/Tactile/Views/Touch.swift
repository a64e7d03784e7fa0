/// One finger (or the mouse's left button) on the screen, as `UITouch`.
///
/// The same object represents the finger from touch-down to lift-off. Its ``view`` is
/// pinned at touch-down and stays while the finger moves away.
@MainActor
public final class Touch: Hashable {
    /// The phase of a touch, as `UITouch.Phase`.
    public enum Phase: Sendable, Hashable {
        case began, moved, stationary, ended, cancelled
    }

    /// The finger this touch belongs to.
    public let finger: FingerID
    /// The phase in the event being delivered.
    public internal(set) var phase: Phase
    /// The clock time of the last change, in seconds.
    public internal(set) var timestamp: Double
    /// Taps in quick succession at about the same place, counting this one.
    public internal(set) var tapCount: Int
    /// The pressure in 0...1.
    public internal(set) var force: Float = 1
    /// The view hit at touch-down. Kept alive until it has received the touch's end (as
    /// `UITouch` keeps its view), so a view taken out of the tree still gets its
    /// `touchesCancelled`; after that the reference is weak.
    public internal(set) weak var view: View? {
        didSet { retainedView = view }
    }
    /// Holds ``view`` until its delivery is over (see `Window.deliverToView`).
    var retainedView: View?
    /// The window the touch is in.
    public internal(set) weak var window: Window?
    /// The recognizers that receive this touch: those of the hit view and its ancestors.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// Set when the view's touches were cancelled (by a recognizer or by the system).
    var isCancelledForView = false
    /// Phases held back from the view while a recognizer that delays them decides.
    var delayedPhases: [Phase] = []
    /// Set once the pinned view received `touchesBegan` (only then does it get a cancel).
    var viewHasBegun = false
    /// The responder chain from ``view`` up, as it was at touch-down. The default touch
    /// methods forward along it. Held (as ``view`` is) until the view got the touch's end,
    /// so an ancestor freed mid-touch (a popped screen's list) still gets its end.
    private var responderChain: [Responder] = []

    init(finger: FingerID, location: Point, timestamp: Double) {
        self.finger = finger
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = 1
        self.locationInWindow = location
        self.previousLocationInWindow = location
    }

    /// Records the responder chain from `view` up (at touch-down). A chain that loops back
    /// (an app's `next` override) is cut where it repeats.
    func recordResponderChain(from view: View) {
        responderChain.removeAll(keepingCapacity: true)
        var responder: Responder? = view
        while let r = responder, responderChain.count < 1_000, !responderChain.contains(where: { $0 === r }) {
            responderChain.append(r)
            responder = r.next
        }
    }

    /// Lets the chain go once the view got the touch's end (see `Window.deliverToView`).
    func releaseResponderChain() { responderChain = [] }

    /// The responder a default touch method of `responder` forwards this touch to: the
    /// next one on the chain of the touch-down, or `responder.next` when `responder` is not
    /// on it (or the chain was let go).
    func responder(after responder: Responder) -> Responder? {
        guard let i = responderChain.firstIndex(where: { $0 === responder }) else { return responder.next }
        return i + 1 < responderChain.count ? responderChain[i + 1] : nil
    }

    /// The location in `view`'s coordinates (window coordinates when `nil`).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location before the last move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    public nonisolated static func == (a: Touch, b: Touch) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "Touch(\(finger), \(phase), \(locationInWindow), view: \(view.map { String(describing: type(of: $0)) } ?? "nil"))"
    }
}

// An isolated conformance (Swift 6.2): `"\(touch)"` prints the description on the main actor.
// Swift 6.0 has none; there `description` is a main-actor property only.
#if compiler(>=6.2)
extension Touch: @MainActor CustomStringConvertible {}
#endif
