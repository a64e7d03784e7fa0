/// A view that can be pressed like a button, with zero lag: ``onPressed`` runs during the
/// dispatch of the touch-down (wherever in its subtree the finger lands), so the frame
/// drawn right after shows the pressed look.
///
/// Built on a ``LongPressGestureRecognizer`` with `minimumPressDuration = 0`. Lifting the
/// finger runs ``onNormal`` then ``onReleased``. Sliding more than ``slop`` points from
/// where the finger landed, or a cancelled touch (the view hidden or removed, focus lost),
/// runs only ``onNormal``: no release; so does a lift farther than ``releaseSlop`` (70 points,
/// `Control`'s tracking slop) outside the bounds. The press recognises alongside pans, swipes,
/// pinches and rotations, so a scroll container's pan can still take a drag that starts on
/// it (the press then cancels once the finger passes the slop); taps and long presses of
/// its ancestors do not fire when it is pressed.
///
/// ```swift
/// let card = PressableView(frame: Rect(x: 20, y: 20, width: 200, height: 80))
/// card.onPressed = { [weak card] in card?.backgroundColor = .gray }
/// card.onNormal = { [weak card] in card?.backgroundColor = .white }
/// card.onReleased = { openDetails() }
/// ```
@MainActor
open class PressableView: View {
    /// Runs when the press ends or is cancelled (restore the normal look here).
    public var onNormal: (@MainActor () -> Void)?
    /// Runs when a finger comes down on the view (show the pressed look here).
    public var onPressed: (@MainActor () -> Void)?
    /// Runs when the finger lifts without having slid away: the "click".
    public var onReleased: (@MainActor () -> Void)?
    /// How far (points) the finger may slide from where it landed before the press is
    /// cancelled (default 10).
    public var slop: Float = 10 { didSet { slop = slop.sanitized(0...SanitizeLimits.distance, nan: 10) } }

    /// How far outside the bounds (points, each side) a lift still counts as a release, as
    /// ``Control/trackingSlop``: 70 by default.
    public var releaseSlop: Float = 70 { didSet { releaseSlop = releaseSlop.sanitized(0...SanitizeLimits.distance, nan: 70) } }

    /// Whether a finger is pressing the view now.
    public private(set) var isPressed = false

    /// The zero-duration long press driving the view.
    public let pressRecognizer = LongPressGestureRecognizer()

    private var startInWindow: Point = .zero

    /// Creates a pressable view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        pressRecognizer.minimumPressDuration = 0
        pressRecognizer.shouldRecognizeSimultaneously = { _, other in
            other is PanGestureRecognizer || other is SwipeGestureRecognizer
                || other is PinchGestureRecognizer || other is RotationGestureRecognizer
        }
        pressRecognizer.addAction { [weak self] r in self?.pressChanged(r) }
        addGestureRecognizer(pressRecognizer)
    }

    private func pressChanged(_ r: LongPressGestureRecognizer) {
        switch r.state {
        case .began:
            startInWindow = r.location(in: nil)
            isPressed = true
            onPressed?()
        case .changed:
            if r.location(in: nil).distance(to: startInWindow) > slop { r.cancel() }
        case .ended:
            guard isPressed else { return }
            isPressed = false
            // A lift after a jump (no move in between) is checked here: far from where the
            // finger landed, or well outside the view, it is not a release.
            let released = r.location(in: nil).distance(to: startInWindow) <= slop
                && bounds.insetBy(dx: -releaseSlop, dy: -releaseSlop).contains(r.location(in: self))
            onNormal?()
            if released { onReleased?() }
        case .cancelled:
            guard isPressed else { return }
            isPressed = false
            onNormal?()
        default:
            break
        }
    }
}
