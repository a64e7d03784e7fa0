/// A Swift type a styled property holds (`Color`, `Float`, `Bool`, `EdgeInsets`,
/// `TextAlignment`, `String` for font files), convertible from a theme's ``StyleValue``.
public protocol StyleValueConvertible: Equatable, Sendable {
    /// The kind of theme value the type is read from.
    static var styleKind: StyleProperty.Kind { get }
    /// The value, or `nil` when `styleValue` is of another kind.
    init?(styleValue: StyleValue)
    /// The value as a theme value.
    var styleValue: StyleValue { get }
}

extension Color: StyleValueConvertible {
    public static var styleKind: StyleProperty.Kind { .color }
    public init?(styleValue: StyleValue) { guard let c = styleValue.color else { return nil }; self = c }
    public var styleValue: StyleValue { .color(self) }
}

extension Float: StyleValueConvertible {
    public static var styleKind: StyleProperty.Kind { .number }
    public init?(styleValue: StyleValue) { guard let n = styleValue.number else { return nil }; self = n }
    public var styleValue: StyleValue { .number(self) }
}

extension Bool: StyleValueConvertible {
    public static var styleKind: StyleProperty.Kind { .bool }
    public init?(styleValue: StyleValue) { guard let b = styleValue.bool else { return nil }; self = b }
    public var styleValue: StyleValue { .bool(self) }
}

extension EdgeInsets: StyleValueConvertible {
    public static var styleKind: StyleProperty.Kind { .insets }
    public init?(styleValue: StyleValue) { guard let i = styleValue.insets else { return nil }; self = i }
    public var styleValue: StyleValue { .insets(self) }
}

extension TextAlignment: StyleValueConvertible {
    public static var styleKind: StyleProperty.Kind { .alignment }
    public init?(styleValue: StyleValue) {
        guard let a = styleValue.string.flatMap(TextAlignment.init(rawValue:)) else { return nil }
        self = a
    }
    public var styleValue: StyleValue { .string(rawValue) }
}

extension String: StyleValueConvertible {
    public static var styleKind: StyleProperty.Kind { .string }
    public init?(styleValue: StyleValue) { guard let s = styleValue.string else { return nil }; self = s }
    public var styleValue: StyleValue { .string(self) }
}
