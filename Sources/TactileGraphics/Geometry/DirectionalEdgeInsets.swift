/// Insets that name the leading and trailing edges instead of left and right, as
/// `NSDirectionalEdgeInsets` (leading is left in a left-to-right layout).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Float
    /// Inset from the leading edge, in points.
    public var leading: Float
    /// Inset from the bottom edge, in points.
    public var bottom: Float
    /// Inset from the trailing edge, in points.
    public var trailing: Float

    /// Creates insets from the four edges.
    public init(top: Float, leading: Float, bottom: Float, trailing: Float) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets with NaN and infinite edges replaced by 0.
    public var sanitized: DirectionalEdgeInsets {
        func clean(_ v: Float) -> Float { v.isFinite ? v : 0 }
        return DirectionalEdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }

    /// The left/right insets of a left-to-right layout.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
