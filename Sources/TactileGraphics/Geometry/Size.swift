/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Float
    /// The vertical extent.
    public var height: Float

    /// Creates a size.
    public init(width: Float, height: Float) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The same size with NaN, infinite and negative extents replaced by zero.
    ///
    /// Every geometry setter of the view tree passes through this, so a bad size from a
    /// layout computation can never reach SDL.
    public var sanitized: Size {
        Size(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }

    public var description: String { "\(width)x\(height)" }
}
