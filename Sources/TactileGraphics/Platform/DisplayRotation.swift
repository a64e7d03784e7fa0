/// How the UI is turned on the physical display, clockwise.
public enum DisplayRotation: Int, Sendable, CaseIterable, Codable {
    case none = 0
    case clockwise90 = 90
    case clockwise180 = 180
    case clockwise270 = 270

    /// Creates a rotation from degrees (0, 90, 180, 270; negatives and multiples of 360
    /// are normalised); `nil` for any other angle.
    public init?(degrees: Int) {
        let d = ((degrees % 360) + 360) % 360
        self.init(rawValue: d)
    }

    /// `true` for 90 and 270 degrees, which swap width and height.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }
}

/// Corrections for a touch panel whose axes do not match the display, applied to the
/// normalised finger coordinates before anything else.
public struct TouchCalibration: Hashable, Sendable, Codable {
    /// Exchange x and y.
    public var swapAxes: Bool
    /// Mirror x (after the swap).
    public var invertX: Bool
    /// Mirror y (after the swap).
    public var invertY: Bool

    /// Creates a calibration.
    public init(swapAxes: Bool = false, invertX: Bool = false, invertY: Bool = false) {
        self.swapAxes = swapAxes
        self.invertX = invertX
        self.invertY = invertY
    }

    /// No correction.
    public static let identity = TouchCalibration()

    /// Applies the calibration to normalised coordinates.
    public func apply(x: Float, y: Float) -> (x: Float, y: Float) {
        var (cx, cy) = swapAxes ? (y, x) : (x, y)
        if invertX { cx = 1 - cx }
        if invertY { cy = 1 - cy }
        return (cx, cy)
    }
}
