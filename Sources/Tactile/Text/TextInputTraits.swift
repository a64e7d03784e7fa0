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

/// When the on-screen keyboard starts letters in upper case, as `UITextAutocapitalizationType`.
public enum AutocapitalizationType: Hashable, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}

/// A text field's frame, as `UITextField.BorderStyle`.
public enum TextBorderStyle: Hashable, Sendable, CaseIterable {
    /// No border or background.
    case none
    /// A thin rectangle.
    case line
    /// A white rounded rectangle with a light border (UIKit's usual field).
    case roundedRect
}

/// When an accessory (the clear button) shows, as `UITextField.ViewMode`.
public enum TextFieldViewMode: Hashable, Sendable, CaseIterable {
    case never, whileEditing, unlessEditing, always
}
