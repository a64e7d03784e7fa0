/// View controller changes on the update cycle: push, pop, present, dismiss, tab and root
/// changes. A change asked for while another is being applied (from a lifecycle callback, a
/// completion or an action fired during it) runs right after the current one finishes, in
/// order, so no change ever sees another half-done.
///
/// Changes have their own depth, apart from app callbacks: a change asked for from a button's
/// action (an app callback, but no change running) is applied at once, so
/// `popViewController(animated:)` still returns the controller it popped.
extension UpdateCycle {
    /// `true` while a change is being applied.
    var isChanging: Bool { changeDepth > 0 }

    /// The cycle a change in `window` runs on: the one a change is running on now, else the
    /// window's, else ``current``.
    package static func forChange(in window: Window?) -> UpdateCycle {
        running ?? window?.context?.updateCycle ?? current
    }

    /// Applies `change` now, or after the change being applied when asked from inside one.
    /// Returns `true` when it ran now.
    @discardableResult
    package func change(_ change: @escaping () -> Void) -> Bool {
        if changeDepth > 0 {
            if deferredChanges.count < UpdateCycle.queueLimit { deferredChanges.append(change) } else {
                Diagnostics.report("view controller changes keep requesting more changes; the rest are dropped")
            }
            return false
        }
        applyChange(change)
        return true
    }

    /// Runs `body` as part of the change being applied (completions of running transitions).
    package func nestedChange(_ body: () -> Void) {
        applyChange(body)
    }

    private func applyChange(_ body: () -> Void) {
        let outer = UpdateCycle.running
        UpdateCycle.running = self
        changeDepth += 1
        body()
        changeDepth -= 1
        if changeDepth == 0 { drainChanges() }
        UpdateCycle.running = outer
    }

    private func drainChanges() {
        var ran = 0
        while changeDepth == 0, !deferredChanges.isEmpty, ran < UpdateCycle.queueLimit {
            let next = deferredChanges.removeFirst()
            ran += 1
            applyChange(next)
        }
        if ran >= UpdateCycle.queueLimit {
            Diagnostics.report("view controller changes keep requesting more changes; \(deferredChanges.count) dropped")
            deferredChanges.removeAll()
        }
    }
}
