/// A set of a rectangle's corners (UIKit's `UIRectCorner`): which corners of a rounded
/// rectangle a rounded clip touches, or which ones an opaque subview paints itself.
struct RectCorner: OptionSet, Hashable, Sendable {
    let rawValue: Int

    static let topLeft = RectCorner(rawValue: 1 << 0)
    static let topRight = RectCorner(rawValue: 1 << 1)
    static let bottomLeft = RectCorner(rawValue: 1 << 2)
    static let bottomRight = RectCorner(rawValue: 1 << 3)
}
