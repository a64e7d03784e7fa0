/// The kind of keyboard a text field wants, as `UIKeyboardType`.
public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
    /// Letters, with numbers and symbols a page away.
    case `default`
    /// Digits only.
    case numberPad
    /// Digits and a decimal separator.
    case decimalPad
    /// Letters with `@` and `.` at hand.
    case emailAddress
    /// Letters with `/`, `.` and `:` at hand.
    case URL
}

/// What the Return key says, as `UIReturnKeyType`.
public enum ReturnKeyType: String, Hashable, Sendable, CaseIterable {
    case `default`, go, join, next, search, send, done

    /// The key's label on the on-screen keyboard.
    public var title: String {
        switch self {
        case .default: return "return"
        case .go: return "Go"
        case .join: return "Join"
        case .next: return "Next"
        case .search: return "Search"
        case .send: return "Send"
        case .done: return "Done"
        }
    }
}
