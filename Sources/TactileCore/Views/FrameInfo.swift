/// The timing of one frame, given to every layer.
public struct FrameInfo: Hashable, Sendable {
    /// The clock time of the frame, in seconds.
    public var time: Double
    /// Seconds since the previous frame (0 for the first).
    public var deltaTime: Double
    /// The frame's number, from 0.
    public var index: Int

    /// Creates frame timing.
    public init(time: Double, deltaTime: Double, index: Int) {
        self.time = time
        self.deltaTime = deltaTime
        self.index = index
    }
}
