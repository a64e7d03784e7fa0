/// The storage of one styled property: the values set in code and by the theme, per
/// control state, and a fallback. This is the one place the rule "code beats theme" lives.
///
/// Once code set a value for any state, the theme's values for the property are ignored,
/// so a colour scheme set in code is never half-overridden by a theme. A state without a
/// value uses the next one in ``ControlState/lookupOrder`` (ending with `.normal`), then
/// the fallback.
///
/// ```swift
/// private var glowColors = StyleSlot<Color?>(nil)
/// open override class var styleProperties: [StyleBinding] {
///     super.styleProperties + [StyleBinding(.accentColor, \MyButton.glowColors) { $0.setNeedsDisplay() }]
/// }
/// ```
public struct StyleSlot<Value: Equatable>: Equatable {
    /// What the property is when neither code nor the theme set it.
    public var fallback: Value
    private var code: [ControlState: Value] = [:]
    private var theme: [ControlState: Value] = [:]

    /// A slot whose value is `fallback` until code or a theme sets one.
    public init(_ fallback: Value) { self.fallback = fallback }

    /// The values in effect: code's if code set any state, else the theme's.
    private var table: [ControlState: Value] { code.isEmpty ? theme : code }

    /// The value for `state`, from the most specific state down to normal, then the fallback.
    public func value(for state: ControlState = .normal) -> Value {
        let t = table
        if t.isEmpty { return fallback }
        if let v = t[state] { return v }
        for s in state.lookupOrder { if let v = t[s] { return v } }
        return fallback
    }

    /// The value set for exactly `state` (by code, else by the theme), without fallback.
    public func exactValue(for state: ControlState = .normal) -> Value? { table[state] }

    /// Sets the value for `state` on behalf of `source`.
    public mutating func set(_ value: Value, for state: ControlState = .normal, by source: StyleSource) {
        switch source {
        case .code: code[state] = value
        case .theme: theme[state] = value
        }
    }

    /// Sets code's value for `state`, or with `nil` removes it (a per-state colour setter);
    /// returns whether code's values changed.
    public mutating func setCode<Wrapped: Equatable>(_ value: Wrapped?, for state: ControlState) -> Bool where Value == Wrapped? {
        if let value {
            if code[state] == .some(.some(value)) { return false }
            code[state] = .some(value)
        } else {
            if code[state] == nil { return false }
            code.removeValue(forKey: state)
        }
        return true
    }

    /// Forgets every value the theme set (before another theme applies).
    mutating func removeThemeValues() { theme.removeAll() }

    /// Whether the values in effect (and so what the property shows) are the same as `other`'s.
    func showsSameValues(as other: StyleSlot) -> Bool { fallback == other.fallback && table == other.table }
}
