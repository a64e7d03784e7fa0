extension LayoutConstraint {
    /// The part of an item a constraint relates, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// The same attribute on the item's margins guide (`leadingMargin` → `leading`), if a margin one.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }

        var name: String { String(describing: self) }

        /// An edge, centre or baseline (not a length).
        var isPosition: Bool { self != .width && self != .height && self != .notAnAttribute }
        /// Along x.
        var isHorizontal: Bool {
            switch withoutMargin ?? self {
            case .left, .right, .leading, .trailing, .centerX, .width: return true
            default: return false
            }
        }
    }

    /// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String { self == .equal ? "==" : self == .lessThanOrEqual ? "<=" : ">=" }
    }
}

/// UIKit's name, so ported code compiles unchanged.
public typealias NSLayoutConstraint = LayoutConstraint
