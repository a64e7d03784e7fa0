/// Distances inward from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Float
    /// Inset from the left edge, in points.
    public var left: Float
    /// Inset from the bottom edge, in points.
    public var bottom: Float
    /// Inset from the right edge, in points.
    public var right: Float

    /// Creates insets from the four edges.
    public init(top: Float, left: Float, bottom: Float, right: Float) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Float) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// Insets of zero.
    public static let zero = EdgeInsets(all: 0)

    /// `left + right`.
    public var horizontal: Float { left + right }
    /// `top + bottom`.
    public var vertical: Float { top + bottom }

    /// The same insets with NaN and infinite edges replaced by 0 (negative insets stay:
    /// UIKit uses them to grow an area). Every inset property of the view tree stores this.
    public var sanitized: EdgeInsets {
        func clean(_ v: Float) -> Float { v.isFinite ? v : 0 }
        return EdgeInsets(top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    }
}
