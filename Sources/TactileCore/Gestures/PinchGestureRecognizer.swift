/// Recognises two fingers moving apart or together, as `UIPinchGestureRecognizer`
/// (continuous).
///
/// It begins when the distance between the first two fingers has changed by
/// ``minimumDistanceChange`` points; ``scale`` is the current distance over the starting
/// one, ``velocity`` its change per second. A third finger is ignored; lifting one of the
/// two ends the gesture.
///
/// ```swift
/// photo.addPinchGestureRecognizer { [weak photo] pinch in
///     photo?.zoom *= pinch.scale
///     pinch.scale = 1
/// }
/// ```
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much (points) the fingers' distance must change before the pinch begins (default 8).
    public var minimumDistanceChange: Float = 8 { didSet { minimumDistanceChange = minimumDistanceChange.sanitized(0...SanitizeLimits.distance, nan: 8) } }

    /// The distance between the fingers relative to when they came down (1 at the start).
    /// Setting it (e.g. back to 1 after applying it) rebases later values.
    public var scale: Float {
        get { scaleStorage }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            scaleStorage = newValue
            if let d = currentDistance, d > 0 { referenceDistance = d / newValue }
            velocityTracker.reset()
        }
    }

    /// The change of ``scale`` per second.
    public var velocity: Float { velocityTracker.velocity.x }

    private var scaleStorage: Float = 1
    private var startDistance: Float?
    private var referenceDistance: Float?
    private var currentDistance: Float?
    private var velocityTracker = VelocityTracker()

    private func pairDistance() -> Float? {
        guard let (a, b) = firstTwoDownTouches() else { return nil }
        return a.locationInWindow.distance(to: b.locationInWindow)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches where trackedTouches.count > 2 { ignore(t) }
        if state == .possible, startDistance == nil, let d = pairDistance(), d > 0 {
            startDistance = d
            referenceDistance = d
            currentDistance = d
            velocityTracker.add(Point(x: scaleStorage, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let d = pairDistance() else { return }
        if startDistance == nil {
            // The fingers landed on the same point: measure from the first separation.
            guard state == .possible, d > 0 else { return }
            startDistance = d
            referenceDistance = d
            currentDistance = d
            return
        }
        guard let ref = referenceDistance, let start = startDistance else { return }
        currentDistance = d
        scaleStorage = d / ref
        velocityTracker.add(Point(x: scaleStorage, y: 0), at: event.timestamp)
        advanceOnMove { if abs(d - start) >= minimumDistanceChange { state = .began } }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endTwoFingerGesture(recordFinal: { velocityTracker.add(Point(x: scaleStorage, y: 0), at: event.timestamp) }) {
            startDistance = nil
            referenceDistance = nil
            currentDistance = nil
            scaleStorage = 1
            velocityTracker.reset()
        }
    }

    open override func reset() {
        super.reset()
        scaleStorage = 1
        startDistance = nil
        referenceDistance = nil
        currentDistance = nil
        velocityTracker.reset()
    }
}
