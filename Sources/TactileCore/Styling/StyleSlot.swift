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
    /// Code's and the theme's values for `.normal`, kept inline: most properties have no
    /// other state, so a slot then holds no dictionary.
    private var codeNormal: Value?
    private var themeNormal: Value?
    /// Values for the other states.
    private var code: [ControlState: Value] = [:]
    private var theme: [ControlState: Value] = [:]

    /// A slot whose value is `fallback` until code or a theme sets one.
    public init(_ fallback: Value) { self.fallback = fallback }

    /// Whether code set a value for any state (the theme's values are then ignored).
    private var codeSetAny: Bool { codeNormal != nil || !code.isEmpty }

    /// Whether the theme set a value for any state.
    var hasThemeValues: Bool { themeNormal != nil || !theme.isEmpty }

    /// The value for `state`, from the most specific state down to normal, then the fallback.
    public func value(for state: ControlState = .normal) -> Value {
        codeSetAny ? Self.lookup(state, codeNormal, code, fallback) : Self.lookup(state, themeNormal, theme, fallback)
    }

    private static func lookup(_ state: ControlState, _ normal: Value?, _ others: [ControlState: Value], _ fallback: Value) -> Value {
        if state == .normal || others.isEmpty { return normal ?? fallback }
        for s in state.lookupOrder where s != .normal { if let v = others[s] { return v } }
        return normal ?? fallback
    }

    /// The value set for exactly `state` (by code, else by the theme), without fallback.
    public func exactValue(for state: ControlState = .normal) -> Value? {
        let (normal, others) = codeSetAny ? (codeNormal, code) : (themeNormal, theme)
        return state == .normal ? normal : others[state]
    }

    /// Sets the value for `state` on behalf of `source`.
    public mutating func set(_ value: Value, for state: ControlState = .normal, by source: StyleSource) {
        switch (source, state == .normal) {
        case (.code, true): codeNormal = value
        case (.code, false): code[state] = value
        case (.theme, true): themeNormal = value
        case (.theme, false): theme[state] = value
        }
    }

    /// Sets code's value for the normal state (a property setter); returns whether the shown
    /// value changed, so the owner repaints or lays out only then.
    @discardableResult
    package mutating func setByCode(_ value: Value) -> Bool where Value: Equatable {
        let old = self.value()
        set(value, by: .code)
        return old != value
    }

    /// Sets code's value for `state`, or with `nil` removes it (a per-state colour setter);
    /// returns whether code's values changed.
    public mutating func setCode<Wrapped: Equatable>(_ value: Wrapped?, for state: ControlState) -> Bool where Value == Wrapped? {
        let stored: Value? = state == .normal ? codeNormal : code[state]
        if let value {
            if stored == .some(.some(value)) { return false }
            if state == .normal { codeNormal = .some(value) } else { code[state] = .some(value) }
        } else {
            if stored == nil { return false }
            if state == .normal { codeNormal = nil } else { code.removeValue(forKey: state) }
        }
        return true
    }

    /// Forgets every value the theme set (before another theme applies).
    mutating func removeThemeValues() { themeNormal = nil; theme.removeAll() }

    /// Whether the values in effect (and so what the property shows) are the same as `other`'s.
    func showsSameValues(as other: StyleSlot) -> Bool {
        guard fallback == other.fallback else { return false }
        let mine = codeSetAny ? (codeNormal, code) : (themeNormal, theme)
        let theirs = other.codeSetAny ? (other.codeNormal, other.code) : (other.themeNormal, other.theme)
        return mine.0 == theirs.0 && mine.1 == theirs.1
    }
}
