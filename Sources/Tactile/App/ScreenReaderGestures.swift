/// The screen reader's state between touches: the fingers of the gesture in progress and the
/// last tap (for double taps).
struct ScreenReaderGestures {
    struct Finger {
        var start: Point
        var last: Point
        /// Sign of the last horizontal run (-1, 0, 1) and where it started (for a scrub).
        var direction: Int = 0
        var anchorX: Float
        var reversals = 0
    }

    var fingers: [FingerID: Finger] = [:]
    /// Fingers passed straight to the app (they began on a direct-interaction element).
    var directFingers: Set<FingerID> = []
    /// Fingers that lifted during this gesture (their movement still counts).
    var lifted: [Finger] = []
    var maxFingers = 0
    var startTime: Double = 0
    var isExploring = false
    var isSecondTap = false
    var lastTapTime: Double?
    var pendingTap: TimerToken?
    var exploreTimer: TimerToken?
    var holdTimer: TimerToken?
    /// While passing a touch through: where the finger started and the point it maps to.
    var passThrough: (finger: Point, target: Point)?
    /// The finger that explores (touch exploration follows only it).
    var exploringFinger: FingerID?
    /// A second finger put down while one explores, and when (a split tap when it lifts soon).
    var splitTap: (finger: FingerID, time: Double)?

    /// The largest distance any finger of the gesture moved from where it started.
    var largestMove: Float {
        (Array(fingers.values) + lifted).map { hypot($0.last.x - $0.start.x, $0.last.y - $0.start.y) }.max() ?? 0
    }

    /// The average movement of the gesture's fingers.
    var averageMove: Point {
        let all = Array(fingers.values) + lifted
        guard !all.isEmpty else { return .zero }
        let n = Float(all.count)
        return Point(x: all.map { $0.last.x - $0.start.x }.reduce(0, +) / n,
                     y: all.map { $0.last.y - $0.start.y }.reduce(0, +) / n)
    }

    /// The most direction reversals of one finger (a scrub has two or more).
    var reversals: Int { (Array(fingers.values) + lifted).map(\.reversals).max() ?? 0 }

    static let tapSlop: Float = 15
    static let swipeDistance: Float = 30
    static let doubleTapInterval = 0.35
    static let exploreDelay = 0.25
    static let holdDelay = 0.4
    static let swipeDuration = 0.6
    static let scrubStep: Float = 12
}

private func hypot(_ x: Float, _ y: Float) -> Float { (x * x + y * y).squareRoot() }

extension ScreenReaderGestures.Finger {
    mutating func move(to p: Point) {
        last = p
        let dx = p.x - anchorX
        guard abs(dx) >= ScreenReaderGestures.scrubStep else { return }
        let d = dx > 0 ? 1 : -1
        if direction != 0 && d != direction { reversals += 1 }
        if d != direction { direction = d }
        anchorX = p.x
    }
}
