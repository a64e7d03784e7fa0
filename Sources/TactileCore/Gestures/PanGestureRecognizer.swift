/// Recognises fingers dragging, as `UIPanGestureRecognizer` (continuous).
///
/// It begins when the centroid of at least ``minimumNumberOfTouches`` fingers has moved
/// ``minimumDistance`` points, reports `changed` on every move and ends when the fingers
/// lift. Fingers beyond ``maximumNumberOfTouches`` are ignored. The translation counts
/// from where the fingers landed (so an object under the finger follows it exactly) and
/// stays continuous when fingers are added or lifted.
///
/// ```swift
/// card.addPanGestureRecognizer { [weak card] pan in
///     guard let card else { return }
///     let t = pan.translation(in: card.superview)
///     card.center = card.center + t
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// ```
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Fingers needed to begin (default 1).
    public var minimumNumberOfTouches = 1 { didSet { minimumNumberOfTouches = min(max(1, minimumNumberOfTouches), 100) } }
    /// Fingers taken into account; more are ignored (default: no limit).
    public var maximumNumberOfTouches = Int.max
    /// How far (points) the fingers must move before the pan begins (default 10; 0 begins
    /// on the first move).
    public var minimumDistance: Float = 10 { didSet { minimumDistance = minimumDistance.sanitized(0...SanitizeLimits.distance, nan: 10) } }

    /// Window point such that translation = centroid − anchor.
    private var anchor: Point = .zero
    private var lastCentroid: Point?
    private var lastDownCount = 0
    private var velocityTracker = VelocityTracker()

    private var downTouches: Int {
        trackedTouches.reduce(0) { $0 + ($1.phase == .ended || $1.phase == .cancelled ? 0 : 1) }
    }

    /// The distance moved since the pan started (or since the last ``setTranslation(_:in:)``),
    /// in `view`'s coordinate space (the window's when `nil`).
    public func translation(in view: View?) -> Point {
        vectorIn(view, translationInWindow)
    }

    /// Makes the current translation `translation` (given in `view`'s coordinate space);
    /// `setTranslation(.zero, in: …)` after applying it gives incremental steps.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard translation.isFinite, let c = lastCentroid else { return }
        let w = windowVector(translation, from: view)
        anchor = c - w
        velocityTracker.reset()
        velocityTracker.add(translationInWindow, at: now)
    }

    /// The speed of the centroid in points per second, in `view`'s coordinate space.
    public func velocity(in view: View?) -> Point {
        vectorIn(view, velocityTracker.velocity)
    }

    private var translationInWindow: Point {
        guard let c = lastCentroid else { return .zero }
        return c - anchor
    }

    private func vectorIn(_ view: View?, _ v: Point) -> Point {
        guard let view else { return v }
        return view.convert(v, from: nil) - view.convert(.zero, from: nil)
    }

    private func windowVector(_ v: Point, from view: View?) -> Point {
        guard let view else { return v }
        return view.convert(v, to: nil) - view.convert(.zero, to: nil)
    }

    /// Re-reads the centroid; keeps the translation continuous when the finger count changes.
    private func update(time: Double) {
        let n = downTouches
        guard let c = centroidInWindow() else { return }
        if let last = lastCentroid {
            if n != lastDownCount && n > 0 { anchor = anchor + (c - last) }
        } else {
            anchor = c
        }
        if n > 0 || lastCentroid == nil { lastCentroid = c }
        lastDownCount = n
        velocityTracker.add(translationInWindow, at: time)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches where trackedTouches.count > maximumNumberOfTouches { ignore(t) }
        update(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        update(time: event.timestamp)
        advanceOnMove {
            guard downTouches >= minimumNumberOfTouches else { return }
            let t = translationInWindow
            if (t.x * t.x + t.y * t.y).squareRoot() >= minimumDistance { state = .began }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        // The lift point counts (velocity includes it); a finger that lifts while others
        // stay leaves the centroid without a jump.
        if downTouches == 0 {
            if let c = centroidInWindow() { lastCentroid = c }
            velocityTracker.add(translationInWindow, at: event.timestamp)
        } else {
            update(time: event.timestamp)
        }
        let remaining = downTouches
        switch state {
        case .possible:
            if remaining == 0 { state = isWaitingForRequirements ? .ended : .failed }
        case .began, .changed:
            if remaining < minimumNumberOfTouches { state = .ended } else { state = .changed }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        anchor = .zero
        lastCentroid = nil
        lastDownCount = 0
        velocityTracker.reset()
    }
}
