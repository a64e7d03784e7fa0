/// Recognises one or more taps of one or more fingers, as `UITapGestureRecognizer`
/// (discrete: `possible → recognized`).
///
/// A tap fails when a finger moves further than ``allowableMovement`` from where it
/// landed, is held longer than ``maximumTapDuration``, when more fingers than
/// ``numberOfTouchesRequired`` come down, or when the next tap of a multi-tap does not
/// start within ``maximumIntervalBetweenTaps`` (timed on the frame loop's clock). The
/// action runs during the dispatch of the last touch-up.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { _ in zoom() }
/// doubleTap.numberOfTapsRequired = 2
/// let singleTap = TapGestureRecognizer { _ in select() }
/// singleTap.require(toFail: doubleTap)
/// ```
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (default 1).
    public var numberOfTapsRequired = 1 { didSet { numberOfTapsRequired = min(max(1, numberOfTapsRequired), 100) } }
    /// Fingers needed for each tap (default 1).
    public var numberOfTouchesRequired = 1 { didSet { numberOfTouchesRequired = min(max(1, numberOfTouchesRequired), 100) } }
    /// How far (points) a finger may move from where the first tap landed (default 10).
    public var allowableMovement: Float = 10 { didSet { allowableMovement = allowableMovement.sanitized(0...SanitizeLimits.distance, nan: 10) } }
    /// The longest a tap may be held, in seconds (default 0.75).
    public var maximumTapDuration: Double = 0.75 { didSet { maximumTapDuration = maximumTapDuration.sanitized(0...SanitizeLimits.duration, nan: 0.75) } }
    /// The longest wait from a lift to the next tap's touch-down, in seconds (default 0.35).
    public var maximumIntervalBetweenTaps: Double = 0.35 { didSet { maximumIntervalBetweenTaps = maximumIntervalBetweenTaps.sanitized(0...SanitizeLimits.duration, nan: 0.35) } }
    /// How far (points) a later tap of a one-finger multi-tap may land from the first (default 30).
    public var maximumDistanceBetweenTaps: Float = 30 { didSet { maximumDistanceBetweenTaps = maximumDistanceBetweenTaps.sanitized(0...SanitizeLimits.distance, nan: 30) } }

    private var tapsCompleted = 0
    private var touchesInThisTap = 0
    private var firstLocation: Point?
    private var isBetweenTaps = false
    private var timer: TimerToken?

    open override var waitsForMoreTouches: Bool { isBetweenTaps }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if isBetweenTaps {
            isBetweenTaps = false
            cancelTimer(timer)
            timer = nil
            touchesInThisTap = 0
        }
        for t in touches {
            touchesInThisTap += 1
            starts.append((ObjectIdentifier(t), t.locationInWindow))
            if let first = firstLocation, numberOfTouchesRequired == 1,
               t.locationInWindow.distance(to: first) > maximumDistanceBetweenTaps {
                state = .failed
                return
            }
            if firstLocation == nil { firstLocation = t.locationInWindow }
        }
        if touchesInThisTap > max(1, numberOfTouchesRequired) { state = .failed; return }
        if timer == nil {
            timer = schedule(after: maximumTapDuration) { [weak self] in self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for t in touches where t.locationInWindow.distance(to: startOf(t)) > allowableMovement {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for t in touches where t.locationInWindow.distance(to: startOf(t)) > allowableMovement {
            state = .failed
            return
        }
        // The tap is complete when every finger of it has lifted.
        let stillDown = trackedTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
        guard !stillDown else { return }
        guard touchesInThisTap == max(1, numberOfTouchesRequired) else { state = .failed; return }
        cancelTimer(timer)
        timer = nil
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            isBetweenTaps = true
            timer = schedule(after: maximumIntervalBetweenTaps) { [weak self] in
                guard let self else { return }
                self.isBetweenTaps = false
                self.state = .failed
            }
        }
    }

    private var starts: [(touch: ObjectIdentifier, location: Point)] = []

    private func startOf(_ t: Touch) -> Point {
        let id = ObjectIdentifier(t)
        return starts.first(where: { $0.touch == id })?.location ?? t.locationInWindow
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInThisTap = 0
        firstLocation = nil
        isBetweenTaps = false
        timer = nil
        starts.removeAll(keepingCapacity: true)
    }
}
