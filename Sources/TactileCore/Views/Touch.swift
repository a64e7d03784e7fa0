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
    public internal(set) weak var view: View?
    /// The window the touch is in.
    public internal(set) weak var window: Window?
    /// The recognizers that receive this touch: those of the hit view and its ancestors.
    public var gestureRecognizers: [GestureRecognizer] { record?.recognizers ?? [] }

    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// The router's record of this finger (delivery state, responder chain, recognizers);
    /// the router owns it, so once the finger is done with, this is `nil`.
    weak var record: TouchRecord?

    init(finger: FingerID, location: Point, timestamp: Double) {
        self.finger = finger
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = 1
        self.locationInWindow = location
        self.previousLocationInWindow = location
    }

    /// The responder a default touch method of `responder` forwards this touch to (see
    /// `TouchRecord.responder(after:)`): `responder.next` once the finger is done with.
    func responder(after responder: Responder) -> Responder? {
        guard let record else { return responder.next }
        return record.responder(after: responder)
    }

    /// Whether the touch's view received `touchesBegan`.
    package var viewHasBegun: Bool { record?.viewHasBegun ?? false }

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
