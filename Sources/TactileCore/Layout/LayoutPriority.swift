/// How much a constraint matters, 1…1000, as `UILayoutPriority`: a required constraint
/// (1000) always holds while the constraints are satisfiable; lower ones are met as well as
/// they can be, higher priorities first.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, clamped to 1…1000 (NaN gives 1000).
    public var rawValue: Float

    /// Creates a priority; values outside 1…1000 are clamped.
    public init(rawValue: Float) { self.rawValue = rawValue.sanitized(1...1000, nan: 1000) }
    /// Creates a priority; values outside 1…1000 are clamped.
    public init(_ value: Float) { self.init(rawValue: value) }

    /// 1000: must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// 250: a view's content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// 50: what `systemLayoutSizeFitting` uses to ask for the smallest or largest size.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority `b` points higher (`.defaultHigh + 1`).
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(rawValue: a.rawValue + b) }
    /// A priority `b` points lower (`.required - 1`).
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(rawValue: a.rawValue - b) }
}
