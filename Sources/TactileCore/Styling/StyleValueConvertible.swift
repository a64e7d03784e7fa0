/// A Swift type a styled property holds: `Color`, `Float`, `Bool`, `EdgeInsets`,
/// `TextAlignment`, `String` (font files). Tactile converts it from and to a theme's
/// ``StyleValue``; other types cannot conform usefully.
public protocol StyleValueConvertible: Equatable, Sendable {}

extension Color: StyleValueConvertible {}
extension Float: StyleValueConvertible {}
extension Bool: StyleValueConvertible {}
extension EdgeInsets: StyleValueConvertible {}
extension TextAlignment: StyleValueConvertible {}
extension String: StyleValueConvertible {}

extension StyleValueConvertible {
    /// The kind of theme value the type is read from.
    static var styleKind: StyleProperty.Kind {
        switch Self.self {
        case is Color.Type: return .color
        case is Float.Type: return .number
        case is Bool.Type: return .bool
        case is EdgeInsets.Type: return .insets
        case is TextAlignment.Type: return .alignment
        default: return .string
        }
    }

    /// The value, or `nil` when `styleValue` is of another kind.
    init?(styleValue: StyleValue) {
        let value: Any?
        switch Self.styleKind {
        case .color: value = styleValue.color
        case .number: value = styleValue.number
        case .bool: value = styleValue.bool
        case .insets: value = styleValue.insets
        case .alignment: value = styleValue.string.flatMap(TextAlignment.init(rawValue:))
        case .string: value = styleValue.string
        }
        guard let v = value as? Self else { return nil }
        self = v
    }

    /// The value as a theme value.
    var styleValue: StyleValue {
        switch self {
        case let c as Color: return .color(c)
        case let n as Float: return .number(n)
        case let b as Bool: return .bool(b)
        case let i as EdgeInsets: return .insets(i)
        case let a as TextAlignment: return .string(a.rawValue)
        default: return .string("\(self)")
        }
    }
}
