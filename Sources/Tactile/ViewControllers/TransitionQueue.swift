/// Serialises the view controller layer's structural changes (push, pop, present, dismiss,
/// tab and root changes). A change requested while another one is being applied (from a
/// lifecycle callback, a completion or an action fired during it) runs right after the
/// current one finishes, in order, so no change ever sees another half-done.
@MainActor
enum TransitionQueue {
    // Process-wide but safe: main-actor only, and transient within one call (depth is back to
    // 0 and `deferred` drained before the outermost `perform` returns), so nothing carries from
    // one window, test or change to the next.
    private static var depth = 0
    private static var deferred: [() -> Void] = []

    /// `true` while a change is being applied.
    static var isBusy: Bool { depth > 0 }

    /// Runs `change` now, or after the change being applied when called from inside one.
    /// Returns `true` when it ran now.
    @discardableResult
    static func perform(_ change: @escaping () -> Void) -> Bool {
        if depth > 0 {
            deferred.append(change)
            return false
        }
        run(change)
        return true
    }

    /// Runs `body` as part of the current change (completions of running transitions).
    static func nested(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { drain() }
    }

    private static func run(_ change: () -> Void) {
        depth += 1
        change()
        depth -= 1
        if depth == 0 { drain() }
    }

    private static func drain() {
        var guardCount = 0
        while depth == 0, !deferred.isEmpty, guardCount < 10_000 {
            let next = deferred.removeFirst()
            guardCount += 1
            run(next)
        }
        if guardCount >= 10_000 {
            Diagnostics.report("view controller changes keep requesting more changes; \(deferred.count) dropped")
            deferred.removeAll()
        }
    }
}
