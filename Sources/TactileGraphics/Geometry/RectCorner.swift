/// A set of a rectangle's corners (UIKit's `UIRectCorner`): which corners of a rounded
/// rectangle a rounded clip touches, or which ones an opaque subview paints itself, or
/// which ones ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
