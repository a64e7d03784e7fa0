/// A fixed-timestep accumulator: the frame's elapsed time is cut into whole simulation
/// steps of ``step`` seconds; the remainder carries over and gives the interpolation factor
/// for drawing between the last two states.
///
/// ```swift
/// var clock = FixedTimestep(rate: 60)
/// for _ in 0..<clock.advance(by: frameDelta) { world.update(dt: clock.step) }
/// world.draw(alpha: clock.interpolation)
/// ```
public struct FixedTimestep: Hashable, Sendable {
    /// Simulation steps per second (clamped to 1...10 000).
    public var rate: Double {
        didSet { rate = FixedTimestep.clean(rate) }
    }
    /// At most this many steps run for one frame; time beyond is dropped, so a stall
    /// (a breakpoint, a slow frame) does not make the game spiral.
    public var maximumStepsPerFrame: Int = 8 { didSet { maximumStepsPerFrame = min(max(1, maximumStepsPerFrame), 10_000) } }
    /// Frame deltas longer than this (seconds) are cut to it.
    public var maximumFrameDelta: Double = 0.25 { didSet { maximumFrameDelta = maximumFrameDelta.sanitized(0...60, nan: 0.25) } }
    /// Time not yet simulated, in seconds (less than one step after ``advance(by:)``).
    public private(set) var accumulator: Double = 0
    /// Steps run since creation or ``reset()``.
    public private(set) var totalSteps = 0
    /// Seconds dropped because a frame needed more than ``maximumStepsPerFrame`` steps.
    public private(set) var droppedTime: Double = 0

    /// Creates a timestep of `rate` steps a second (60 by default).
    public init(rate: Double = 60) {
        self.rate = FixedTimestep.clean(rate)
    }

    /// Seconds per step.
    public var step: Double { 1 / rate }

    /// How far the accumulated time is into the next step, 0..<1: draw at
    /// `previous + (current - previous) * interpolation`.
    public var interpolation: Double { min(1, max(0, accumulator / step)) }

    /// Adds a frame's elapsed time and returns how many steps to run now.
    public mutating func advance(by seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        accumulator += min(seconds, maximumFrameDelta)
        // A tolerance so that 60 frames of 1/60 s make exactly 60 steps despite rounding.
        let tolerance = step * 1e-6
        var n = 0
        while accumulator + tolerance >= step {
            accumulator -= step
            n += 1
        }
        if accumulator < 0 { accumulator = 0 }
        if n > maximumStepsPerFrame {
            droppedTime += Double(n - maximumStepsPerFrame) * step
            n = max(0, maximumStepsPerFrame)
        }
        totalSteps += n
        return n
    }

    /// Forgets accumulated time and counts.
    public mutating func reset() {
        accumulator = 0
        totalSteps = 0
        droppedTime = 0
    }

    static func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? min(10_000, max(1, r)) : 60 }
}
