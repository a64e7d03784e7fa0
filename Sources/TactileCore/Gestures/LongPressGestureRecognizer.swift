/// Recognises fingers held down, as `UILongPressGestureRecognizer` (continuous:
/// `possible → began → changed… → ended`).
///
/// It begins once ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` seconds (timed on the frame loop's clock) without moving more
/// than ``allowableMovement``; after that, moves report `changed` and lifting a finger
/// ends it. With `minimumPressDuration = 0` it begins during the dispatch of the
/// touch-down itself, wherever in the view's subtree the finger lands, so the frame drawn
/// right after the touch shows the pressed look:
///
/// ```swift
/// let press = LongPressGestureRecognizer { r in
///     switch r.state {
///     case .began: button.backgroundColor = .gray
///     case .ended, .cancelled: button.backgroundColor = .white
///     default: break
///     }
/// }
/// press.minimumPressDuration = 0
/// button.addGestureRecognizer(press)
/// ```
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must be held before the gesture begins (default 0.5).
    public var minimumPressDuration: Double = 0.5 { didSet { minimumPressDuration = minimumPressDuration.sanitized(0...SanitizeLimits.duration, nan: 0.5) } }
    /// How far (points) a finger may move before the gesture begins (default 10).
    public var allowableMovement: Float = 10 { didSet { allowableMovement = allowableMovement.sanitized(0...SanitizeLimits.distance, nan: 10) } }
    /// Fingers that must be down (default 1).
    public var numberOfTouchesRequired = 1 { didSet { numberOfTouchesRequired = min(max(1, numberOfTouchesRequired), 100) } }

    private var starts: [(touch: ObjectIdentifier, location: Point)] = []
    private var timer: TimerToken?

    private var downCount: Int {
        trackedTouches.reduce(0) { $0 + ($1.phase == .ended || $1.phase == .cancelled ? 0 : 1) }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches { starts.append((ObjectIdentifier(t), t.locationInWindow)) }
        switch state {
        case .possible:
            let n = downCount, required = max(1, numberOfTouchesRequired)
            if n > required {
                state = .failed
            } else if n == required {
                let duration = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0.5
                if duration == 0 {
                    state = .began
                } else if timer == nil {
                    timer = schedule(after: duration) { [weak self] in
                        guard let self, self.state == .possible else { return }
                        self.timer = nil
                        self.state = .began
                    }
                }
            }
        case .began, .changed:
            // Extra fingers after the press began are not part of it.
            for t in touches { ignore(t) }
        default:
            break
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        advanceOnMove {
            guard !isWaitingForRequirements else { return }
            for t in touches where t.locationInWindow.distance(to: startOf(t)) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible: state = isWaitingForRequirements ? .ended : .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    private func startOf(_ t: Touch) -> Point {
        let id = ObjectIdentifier(t)
        return starts.first(where: { $0.touch == id })?.location ?? t.locationInWindow
    }

    open override func reset() {
        super.reset()
        starts.removeAll(keepingCapacity: true)
        timer = nil
    }
}
