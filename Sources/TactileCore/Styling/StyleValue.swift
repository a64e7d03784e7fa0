/// A value in a theme style: a colour, a number, a flag, a name or edge insets.
public enum StyleValue: Hashable, Sendable, CustomStringConvertible {
    case color(Color)
    case number(Float)
    case bool(Bool)
    case string(String)
    case insets(EdgeInsets)

    /// The colour, if this is one.
    public var color: Color? { if case let .color(c) = self { return c }; return nil }
    /// The number, if this is one.
    public var number: Float? { if case let .number(n) = self { return n }; return nil }
    /// The flag, if this is one.
    public var bool: Bool? { if case let .bool(b) = self { return b }; return nil }
    /// The text, if this is one.
    public var string: String? { if case let .string(s) = self { return s }; return nil }
    /// The insets, if these are (a single number means the same on every side).
    public var insets: EdgeInsets? {
        switch self {
        case let .insets(i): return i
        case let .number(n): return EdgeInsets(all: n)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case let .color(c): return c.hexString
        case let .number(n): return "\(n)"
        case let .bool(b): return "\(b)"
        case let .string(s): return "\"\(s)\""
        case let .insets(i): return "[\(i.top), \(i.left), \(i.bottom), \(i.right)]"
        }
    }
}
