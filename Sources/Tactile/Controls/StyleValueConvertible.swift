/// A Swift type a styled property holds (`Color`, `Float`, `Bool`, `EdgeInsets`,
/// `TextAlignment`, `String` for font files), convertible from and to a theme's ``StyleValue``.
public protocol StyleValueConvertible: Equatable, Sendable {
    /// The kind of theme value the type is read from.
    static var styleKind: StyleProperty.Kind { get }
}

extension StyleValueConvertible {
    /// The value, or `nil` when `styleValue` is of another kind.
    public init?(styleValue: StyleValue) {
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
    public var styleValue: StyleValue {
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

extension Color: StyleValueConvertible { public static var styleKind: StyleProperty.Kind { .color } }
extension Float: StyleValueConvertible { public static var styleKind: StyleProperty.Kind { .number } }
extension Bool: StyleValueConvertible { public static var styleKind: StyleProperty.Kind { .bool } }
extension EdgeInsets: StyleValueConvertible { public static var styleKind: StyleProperty.Kind { .insets } }
extension TextAlignment: StyleValueConvertible { public static var styleKind: StyleProperty.Kind { .alignment } }
extension String: StyleValueConvertible { public static var styleKind: StyleProperty.Kind { .string } }
