/// Formatting shared by the controls' ``View/debugTreeDescription`` overrides.
enum DebugText {
    /// `20` for 20.0, `0.25` otherwise (two decimals at most); never `-0`.
    static func number(_ v: Float) -> String {
        guard v.isFinite else { return "\(v)" }
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `key="value"` with quotes, backslashes and newlines escaped, on one line.
    static func quoted(_ key: String, _ value: String) -> String {
        "\(key)=\(value.debugDescription)"
    }

    /// The non-empty parts joined by spaces.
    static func join(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
