extension UI {
    /// A single-line text field bound to `text`: a retained ``TextField`` hosted by the
    /// immediate code (see ``view(size:frame:fileID:line:column:make:)``), so it has the same
    /// focus, caret, grapheme editing and on-screen keyboard as a retained one. Edits by the
    /// user are written to `text`; a change of `text` by the app is shown when the field is
    /// not being edited. Returns `true` in the frame after the user changed the text.
    ///
    /// ```swift
    /// if ui.textField(&name, placeholder: "Player name") { save(name) }
    /// ```
    @discardableResult
    public func textField(_ text: inout String, placeholder: String = "", maxLength: Int? = nil,
                          isSecure: Bool = false, keyboardType: KeyboardType = .default,
                          size: ImmediateLength = .fill, frame: Rect? = nil,
                          fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        guard isInFrame else { return reportOutsideFrame("textField") }
        let field = view(size: size, frame: frame, fileID: fileID, line: line, column: column) { () -> ImmediateTextField in
            let f = ImmediateTextField(frame: .zero)
            f.addAction(for: .editingChanged) { [weak self] c in
                c.userEdited = true
                self?.setNeedsFrame()
            }
            return f
        }
        guard let field else { return false }
        if field.placeholder != placeholder { field.placeholder = placeholder }
        field.maxLength = maxLength
        if field.isSecureTextEntry != isSecure { field.isSecureTextEntry = isSecure }
        field.keyboardType = keyboardType
        if field.font != style.font { field.font = style.font }
        if field.userEdited {
            field.userEdited = false
            let edited = field.currentText
            field.syncedText = edited
            if text != edited {
                text = edited
                return true
            }
            return false
        }
        // Compared with the last synced copy, not the field's text: no string is built per frame.
        if text != field.syncedText && !field.isFirstResponder {
            field.text = text
            field.syncedText = text
        }
        return false
    }
}

/// The retained field behind ``UI/textField(_:placeholder:maxLength:isSecure:keyboardType:size:frame:fileID:line:column:)``.
@MainActor
final class ImmediateTextField: TextField {
    var userEdited = false
    /// The binding's value last written to or read from the field.
    var syncedText: String?
}
