/// The name of a styled property, optionally for one control state:
/// `"cornerRadius"`, `"titleColor.highlighted"`.
public struct StyleKey: Hashable, Sendable, CustomStringConvertible {
    /// The property, e.g. `titleColor`.
    public var property: String
    /// The state the value is for; `nil` means every state (the normal value).
    public var state: ControlState?

    /// A key for a property and an optional state.
    public init(_ property: String, state: ControlState? = nil) {
        self.property = property
        self.state = state
    }

    /// A key for a typed property and an optional state: `StyleKey(.titleColor, state: .highlighted)`.
    public init<Value>(_ property: StyleProperty.Key<Value>, state: ControlState? = nil) {
        self.init(property.name, state: state)
    }

    /// Parses `"name"` or `"name.state"`; `nil` when the state is not a known one.
    init?(parsing text: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty else { return nil }
        property = String(first)
        if parts.count == 2 {
            guard let s = ControlState(name: String(parts[1])) else { return nil }
            state = s
        } else {
            state = nil
        }
    }

    /// The state the value applies to (`.normal` when none was given).
    public var controlState: ControlState { state ?? .normal }

    public var description: String {
        guard let state else { return property }
        return property + "." + state.description
    }
}
