/// The editing keys, the same for every host: arrows (Shift extends the selection; Up and
/// Down keep the column), Home/End (the line's ends), Backspace/Delete, Return (one line:
/// the host's Return; many: a line break), Ctrl-A/C/X/V/Z.
extension TextEditingController {
    /// Handles a key for a focused host; returns `false` for keys that travel on along the
    /// responder chain (Tab, Escape, shortcuts it does not know, function keys).
    func handleKey(_ key: KeyInput) -> Bool {
        guard let host else { return false }
        let shift = key.isShiftDown, shortcut = key.isShortcutDown
        switch key.key {
        case .left?:
            if buffer.hasSelection && !shift { buffer.setCaret(buffer.selectedRange.lowerBound) }
            else { buffer.setCaret(buffer.offset(before: buffer.caret), extending: shift) }
            caretMoved()
        case .right?:
            if buffer.hasSelection && !shift { buffer.setCaret(buffer.selectedRange.upperBound) }
            else { buffer.setCaret(buffer.offset(after: buffer.caret), extending: shift) }
            caretMoved()
        case .up?: moveVertically(-1, extending: shift)
        case .down?: moveVertically(1, extending: shift)
        case .home?:
            buffer.setCaret(host.editorLine(containing: buffer.caret).lowerBound, extending: shift)
            caretMoved()
        case .end?:
            buffer.setCaret(host.editorLine(containing: buffer.caret).upperBound, extending: shift)
            caretMoved()
        case .backspace?: deleteBackward()
        case .delete?: deleteForward()
        case .enter?:
            if host.isSingleLine { host.editorReturnKey() } else { insertText("\n") }
        case .a? where shortcut: selectAll()
        case .c? where shortcut: copy()
        case .x? where shortcut: cut()
        case .v? where shortcut: paste()
        case .z? where shortcut: undo()
        case .tab?, .escape?: return false
        default:
            // Printable keys arrive again as text; keep them from reaching app shortcuts.
            // Function and other special keys (SDL's scancode-based codes) travel on.
            if shortcut || key.keyCode >= 0x4000_0000 || key.keyCode <= 0 { return false }
        }
        return true
    }

    /// Moves the caret `lines` lines, keeping the column of the first move.
    func moveVertically(_ lines: Int, extending: Bool) {
        guard let host else { return }
        let target = host.editorOffset(movingLines: lines, from: buffer.caret, x: preferredX)
        buffer.setCaret(target.offset, extending: extending)
        caretMoved(keepingColumn: target.x)
    }
}
