/// A location in a two-dimensional coordinate space, in points.
///
/// Tactile's geometry uses `Float`, the scalar SDL's float APIs take, so no conversion
/// happens between a view's frame and the renderer.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Float
    /// The vertical coordinate.
    public var y: Float

    /// Creates a point from its coordinates.
    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point.
    public func distance(to other: Point) -> Float {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `true` when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    /// Adds two points component-wise.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts two points component-wise.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}
