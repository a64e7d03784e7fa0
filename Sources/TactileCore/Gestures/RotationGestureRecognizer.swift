#if canImport(Glibc)
import Glibc
#endif

/// Recognises two fingers turning around each other, as `UIRotationGestureRecognizer`
/// (continuous).
///
/// It begins when the line through the first two fingers has turned by
/// ``minimumRotation`` radians; ``rotation`` is the angle turned since the fingers came
/// down (clockwise on screen is positive), ``velocity`` its change per second. A third
/// finger is ignored; lifting one of the two ends the gesture.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// Radians the fingers must turn before the gesture begins (default 0.05, about 3°).
    public var minimumRotation: Float = 0.05 { didSet { minimumRotation = minimumRotation.sanitized(0...1e9, nan: 0.05) } }

    /// Radians turned since the fingers came down. Setting it (e.g. back to 0 after
    /// applying it) rebases later values.
    public var rotation: Float {
        get { rotationStorage }
        set {
            guard newValue.isFinite else { return }
            rotationStorage = newValue
            velocityTracker.reset()
        }
    }

    /// The change of ``rotation`` per second, in radians.
    public var velocity: Float { velocityTracker.velocity.x }

    private var rotationStorage: Float = 0
    private var turned: Float = 0
    private var lastAngle: Float?
    private var velocityTracker = VelocityTracker()

    private func pairAngle() -> Float? {
        guard let (ta, tb) = firstTwoDownTouches() else { return nil }
        let a = ta.locationInWindow, b = tb.locationInWindow
        guard a != b else { return nil }
        return Float(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches where trackedTouches.count > 2 { ignore(t) }
        if state == .possible, lastAngle == nil, let a = pairAngle() {
            lastAngle = a
            velocityTracker.add(Point(x: rotationStorage, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let a = pairAngle(), let last = lastAngle else { return }
        var delta = a - last
        let pi = Float.pi
        if delta > pi { delta -= 2 * pi } else if delta < -pi { delta += 2 * pi }
        lastAngle = a
        rotationStorage += delta
        turned += delta
        velocityTracker.add(Point(x: rotationStorage, y: 0), at: event.timestamp)
        advanceOnMove { if abs(turned) >= minimumRotation { state = .began } }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endTwoFingerGesture(recordFinal: { velocityTracker.add(Point(x: rotationStorage, y: 0), at: event.timestamp) }) {
            lastAngle = nil
            turned = 0
            rotationStorage = 0
            velocityTracker.reset()
        }
    }

    open override func reset() {
        super.reset()
        rotationStorage = 0
        turned = 0
        lastAngle = nil
        velocityTracker.reset()
    }
}
