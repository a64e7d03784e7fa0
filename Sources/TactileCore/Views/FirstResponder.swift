/// The rules of the keyboard focus, shared by ``Responder/becomeFirstResponder()`` and
/// ``Responder/resignFirstResponder()``: one first responder per window, a view must be in
/// the window and visible to take it, and the former one resigns first.
@MainActor
enum FirstResponder {
    static func become(_ r: Responder) -> Bool {
        guard let view = r as? View, let window = view.window, r.canBecomeFirstResponder,
              !view.isHiddenInTree else { return false }
        if window.firstResponderStorage === r { return true }
        if let old = window.firstResponderStorage {
            window.focusMoving = true
            let resigned = old.resignFirstResponder()
            window.focusMoving = false
            guard resigned else { window.firstResponderDidChange(); return false }
            // The old responder's callbacks may have moved or hidden this view.
            guard view.window === window, !view.isHiddenInTree, window.firstResponderStorage == nil else {
                window.firstResponderDidChange()
                return false
            }
        }
        window.firstResponderStorage = r
        r.firstResponderWindow = window
        window.firstResponderDidChange()
        return true
    }

    static func resign(_ r: Responder) -> Bool {
        guard let window = r.firstResponderWindow, window.firstResponderStorage === r else { return true }
        guard r.canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        r.firstResponderWindow = nil
        window.firstResponderDidChange()
        return true
    }
}

extension View {
    /// Makes the first responder resign when it is this view or inside it, as
    /// `UIView.endEditing(_:)`; `force` resigns it even when it would refuse. Returns
    /// whether no responder in this subtree has the focus afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let fr = window.firstResponderStorage as? View, fr.isDescendant(of: self) else { return true }
        if fr.resignFirstResponder() { return true }
        guard force else { return false }
        window.forceResignFirstResponder()
        return true
    }
}
