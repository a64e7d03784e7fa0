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
    /// Whether the rows repeat endlessly (the date picker's month, day, hour and minute
    /// wheels, as UIKit's): after the last row comes the first again, there are no ends,
    /// and ``offset`` may be any multiple of the turn.
    var wraps = false

    var maxOffset: Float { Float(max(0, rows - 1)) * rowHeight }
    /// The height of all the rows: one turn of a wrapping wheel.
    var period: Float { Float(max(1, rows)) * rowHeight }

    /// The row shown at position `k` (a position on a wrapping wheel is any integer).
    func row(forPosition k: Int) -> Int {
        guard rows > 0 else { return 0 }
        return wraps ? ((k % rows) + rows) % rows : k
    }

    /// The position nearest an offset: clamped to the rows, or any position when it wraps.
    func position(at offset: Float) -> Int {
        guard rows > 0, rowHeight > 0, offset.isFinite else { return 0 }
        let k = (offset / rowHeight).rounded()
        if wraps { return Int(max(-1e9, min(1e9, k))) }
        return min(rows - 1, max(0, Int(max(-1e9, min(1e9, k)))))
    }

    /// The nearest row to an offset, clamped to the rows (or wrapped).
    func row(at offset: Float) -> Int { row(forPosition: position(at: offset)) }

    /// The position showing `row` nearest the current offset (the row itself when it does not wrap).
    func nearestPosition(of row: Int) -> Int {
        guard wraps, rows > 0, rowHeight > 0 else { return row }
        let here = position(at: offset)
        let delta = ((row - here % rows) % rows + rows) % rows
        return delta > rows / 2 ? here + delta - rows : here + delta
    }

    /// Moves a resting wrapping wheel back into its first turn (it looks the same).
    mutating func normalize() {
        guard wraps, !isMoving, period > 0, offset.isFinite else { return }
        let turns = (offset / period).rounded(.down)
        offset -= turns * period
        target = offset
    }

    /// The offset a finger at `raw` (unclamped) turns the wheel to: a third of the
    /// distance past the ends.
    func rubberBanded(_ raw: Float) -> Float {
        if wraps { return raw }
        if raw < 0 { return raw / 3 }
        if raw > maxOffset { return maxOffset + (raw - maxOffset) / 3 }
        return raw
    }

    /// Starts settling from `from` with `velocity` (points a second, positive turning
    /// towards later rows): the rest row is the one nearest the projected stop.
    mutating func release(velocity: Float) {
        let v = velocity.isFinite ? max(-20_000, min(20_000, velocity)) : 0
        let projected = offset + v * PickerWheel.travelPerVelocity
        let k = position(at: projected)
        selectedRow = row(forPosition: k)
        settle(to: Float(k) * rowHeight, from: offset)
    }

    /// Settles from `from` to `to` along the deceleration curve.
    mutating func settle(to: Float, from: Float) {
        start = from
        target = to
        elapsed = 0
        isMoving = abs(to - from) > 0.01
        if !isMoving { offset = to; normalize() }
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
            normalize()
            return true
        }
        return false
    }
}
