/// The property animations one `View.animate` call started, and its completion: called once,
/// when the last of them ends, with `true` only if none was interrupted.
@MainActor
final class CompletionGroup {
    private var completion: (@MainActor (Bool) -> Void)?
    private(set) var remaining = 0
    private var allFinished = true
    /// Set once the `animations` block has returned (a group may not complete before).
    var isCommitted = false
    weak var animator: Animator?

    init(completion: (@MainActor (Bool) -> Void)?) { self.completion = completion }

    func add() { remaining += 1 }

    /// One animation ended, `finished` or interrupted.
    func end(finished: Bool, animator: Animator) {
        remaining -= 1
        if !finished { allFinished = false }
        if remaining == 0 && isCommitted { animator.enqueue(self) }
    }

    /// Runs the completion (once).
    func complete() {
        guard let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}
