#if canImport(Glibc)
import Glibc
#endif

/// One wheel of a ``PickerView``: its rows, where it is turned to, and its motion.
///
/// A released wheel moves as UIKit's scroll views decelerate (velocity × 0.998 a
/// millisecond), with its starting velocity adjusted so that it comes to rest exactly on
/// the row nearest where that deceleration would have stopped: it slows and snaps in one
/// motion. Dragged past either end, it follows the finger at a third of the distance.
struct PickerWheel {
    /// UIKit's normal deceleration rate per millisecond.
    static let decelerationRate: Double = 0.998
    /// Seconds of deceleration the distance covered equals, per point a second of velocity.
    static let travelPerVelocity: Float = Float(decelerationRate / (1 - decelerationRate) / 1000)

    var rows = 0
    var rowHeight = PickerView.defaultRowHeight
    var selectedRow = 0
    /// How far the wheel is turned, in points: row `r` is centred at `r * rowHeight`.
    var offset: Float = 0
    /// While settling: where it started, where it stops, and the time since release.
    var start: Float = 0
    var target: Float = 0
    var elapsed: Double = 0
    var isMoving = false
    /// Whether to tell the delegate when it comes to rest (a user's choice, not code's).
    var notifyOnRest = false

    var maxOffset: Float { Float(max(0, rows - 1)) * rowHeight }

    /// The nearest row to an offset, clamped to the rows.
    func row(at offset: Float) -> Int {
        guard rows > 0, rowHeight > 0, offset.isFinite else { return 0 }
        return min(rows - 1, max(0, Int((offset / rowHeight).rounded())))
    }

    /// The offset a finger at `raw` (unclamped) turns the wheel to: a third of the
    /// distance past the ends.
    func rubberBanded(_ raw: Float) -> Float {
        if raw < 0 { return raw / 3 }
        if raw > maxOffset { return maxOffset + (raw - maxOffset) / 3 }
        return raw
    }

    /// Starts settling from `from` with `velocity` (points a second, positive turning
    /// towards later rows): the rest row is the one nearest the projected stop.
    mutating func release(velocity: Float) {
        let v = velocity.isFinite ? max(-20_000, min(20_000, velocity)) : 0
        let projected = offset + v * PickerWheel.travelPerVelocity
        selectedRow = row(at: projected)
        settle(to: Float(selectedRow) * rowHeight, from: offset)
    }

    /// Settles from `from` to `to` along the deceleration curve.
    mutating func settle(to: Float, from: Float) {
        start = from
        target = to
        elapsed = 0
        isMoving = abs(to - from) > 0.01
        if !isMoving { offset = to }
    }

    /// Rests at `offset` at once.
    mutating func stop(at value: Float) {
        offset = value
        target = value
        isMoving = false
    }

    /// Advances the settling by `dt` seconds; returns `true` when it came to rest.
    mutating func step(_ dt: Double) -> Bool {
        guard isMoving else { return false }
        elapsed += max(0, dt)
        // Fraction of the distance covered: 1 - rate^(ms).
        let remaining = Float(pow(PickerWheel.decelerationRate, elapsed * 1000))
        offset = target + (start - target) * remaining
        if abs(offset - target) < 0.25 {
            offset = target
            isMoving = false
            return true
        }
        return false
    }
}
