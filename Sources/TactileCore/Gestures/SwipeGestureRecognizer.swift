/// Recognises a quick straight stroke in one of the allowed directions, as
/// `UISwipeGestureRecognizer` (discrete).
///
/// It is recognised during the move on which the fingers' centroid has travelled
/// ``minimumDistance`` points, mostly along an allowed direction (the sideways part at
/// most half the main one), within ``maximumDuration`` seconds of the touch-down. A
/// stroke in another direction, too slow, or lifted early fails.
///
/// ```swift
/// board.addSwipeGestureRecognizer(direction: [.left, .right]) { swipe in
///     game.move(swipe.recognizedDirection == .left ? -1 : 1)
/// }
/// ```
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions of a swipe, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The direction bits.
        public let rawValue: Int
        /// Creates a direction set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Towards increasing x.
        public static let right = Direction(rawValue: 1)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 2)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 4)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 8)
    }

    /// The allowed directions (default `.right`, as UIKit).
    public var direction: Direction = .right
    /// Fingers needed (default 1).
    public var numberOfTouchesRequired = 1 { didSet { numberOfTouchesRequired = min(max(1, numberOfTouchesRequired), 100) } }
    /// Distance (points) the stroke must cover (default 50).
    public var minimumDistance: Float = 50 { didSet { minimumDistance = minimumDistance.sanitized(0...SanitizeLimits.distance, nan: 50) } }
    /// Seconds from the touch-down within which the stroke must cover the distance (default 0.5).
    public var maximumDuration: Double = 0.5 { didSet { maximumDuration = maximumDuration.sanitized(0...SanitizeLimits.duration, nan: 0.5) } }
    /// The direction of the recognised swipe (one of ``direction``), `nil` before.
    public private(set) var recognizedDirection: Direction?

    private var start: Point?
    private var timer: TimerToken?

    private var downCount: Int {
        trackedTouches.reduce(0) { $0 + ($1.phase == .ended || $1.phase == .cancelled ? 0 : 1) }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if downCount > max(1, numberOfTouchesRequired) { state = .failed; return }
        start = centroidInWindow()
        if timer == nil {
            timer = schedule(after: maximumDuration) { [weak self] in self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, downCount == max(1, numberOfTouchesRequired),
              let s = start, let c = centroidInWindow() else { return }
        let dx = c.x - s.x, dy = c.y - s.y
        guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
        let d: Direction
        if abs(dx) >= abs(dy) {
            guard abs(dy) <= abs(dx) / 2 else { state = .failed; return }
            d = dx > 0 ? .right : .left
        } else {
            guard abs(dx) <= abs(dy) / 2 else { state = .failed; return }
            d = dy > 0 ? .down : .up
        }
        guard direction.contains(d) else { state = .failed; return }
        recognizedDirection = d
        state = .recognized
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        timer = nil
        recognizedDirection = nil
    }
}
