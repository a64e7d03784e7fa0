/// Per-state values of a control property (title colours, backgrounds …), set in code or by
/// a theme. Once code set a value for any state, the theme's values for this property are
/// ignored, so a colour scheme set in code is never half-overridden by a theme.
struct StateValues<T: Equatable>: Equatable {
    var explicit: [ControlState: T] = [:]
    var themed: [ControlState: T] = [:]

    /// The value for `state`, looked up from the most specific state down to normal.
    func value(for state: ControlState) -> T? {
        let table = explicit.isEmpty ? themed : explicit
        for s in state.lookupOrder { if let v = table[s] { return v } }
        return nil
    }

    /// The value set for exactly `state` (no fallback).
    func exactValue(for state: ControlState) -> T? {
        (explicit.isEmpty ? themed : explicit)[state]
    }
}
