extension Window {
    /// The responder that receives keys and typed text first (a focused text field), as
    /// `UIWindow`'s first responder; `nil` when none has the focus.
    public var firstResponder: Responder? { firstResponderStorage }

    /// Drops the first responder when it left the window or was hidden (called when a view
    /// leaves the window, and before keys and text are delivered).
    package func validateFirstResponder() {
        guard let fr = firstResponderStorage else {
            if textInputActive { firstResponderDidChange() }
            return
        }
        if let v = fr as? View, v.window !== self || v.isHiddenInTree {
            forceResignFirstResponder()
        }
    }

    /// Takes the focus away whether the first responder agrees or not (it left the
    /// window); it still runs its own `resignFirstResponder()` to end editing.
    func forceResignFirstResponder() {
        guard let fr = firstResponderStorage else { return }
        if !fr.resignFirstResponder(), firstResponderStorage === fr {
            firstResponderStorage = nil
            fr.firstResponderWindow = nil
            firstResponderDidChange()
        }
    }

    /// Starts or stops the platform's text input and the on-screen keyboard to match the
    /// first responder.
    func firstResponderDidChange() {
        guard !focusMoving else { return }
        let client = firstResponderStorage as? TextInputClient
        if client != nil && !textInputActive {
            textInputActive = true
            textInputService?.startTextInput()
        } else if client == nil && textInputActive {
            textInputActive = false
            textInputService?.stopTextInput()
        }
        if let client { textInputService?.setTextInputRect(outputRect(client.caretRectInWindow)) }
        attachments?.firstResponderDidChange()
        context?.windowNeedsFrame()
    }

    /// Moves the focus to the next (or, `reverse`, the previous) view that can become first
    /// responder, in tree order (depth first, back to front), wrapping around: Tab and
    /// Shift-Tab. Returns whether the focus moved.
    @discardableResult
    public func focusNextResponder(reverse: Bool = false) -> Bool {
        var candidates: [View] = []
        func visit(_ v: View) {
            guard !v.isHidden, v.isUserInteractionEnabled else { return }
            if v !== self && v.canBecomeFirstResponder { candidates.append(v) }
            for s in v.subviews { visit(s) }
        }
        visit(self)
        guard !candidates.isEmpty else { return false }
        let current = (firstResponderStorage as? View).flatMap { fr in candidates.firstIndex { $0 === fr } }
        let n = candidates.count
        let start: Int
        if let current { start = reverse ? (current - 1 + n) % n : (current + 1) % n } else { start = reverse ? n - 1 : 0 }
        for k in 0..<n {
            let i = reverse ? (start - k + n) % n : (start + k) % n
            if candidates[i] === firstResponderStorage { return false }
            if candidates[i].becomeFirstResponder() { return true }
        }
        return false
    }

    /// Tells the platform where the caret is (the IME's candidate window follows it).
    package func firstResponderCaretMoved() {
        guard let client = firstResponderStorage as? TextInputClient else { return }
        textInputService?.setTextInputRect(outputRect(client.caretRectInWindow))
        attachmentStorage?.caretMoved()
    }

    /// A rectangle in UI points mapped to the SDL window's coordinates (rotation, letterbox
    /// and scale undone), as `SDL_SetTextInputRect` wants it.
    func outputRect(_ r: Rect) -> Rect {
        guard let t = context?.displayTransform else { return r }
        let a = t.outputPoint(fromUI: Point(x: r.minX, y: r.minY)), b = t.outputPoint(fromUI: Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
