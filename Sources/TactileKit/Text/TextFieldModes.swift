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
