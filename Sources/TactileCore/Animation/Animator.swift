/// Runs an engine's view animations: each frame it blends every animating view's
/// presentation, repaints the areas it covered and covers, ends finished animations and
/// calls completions. Active (keeping the loop drawing) only while something animates.
@MainActor
final class Animator {
    private var states: [ViewAnimationState] = []
    private var completions: [CompletionGroup] = []
    private var time: Double = 0
    /// The layer animations (Core Animation's objects) on the same frames.
    let layers = LayerAnimator()

    init() {
        states.reserveCapacity(16)
        completions.reserveCapacity(16)
    }

    /// `true` while a view animates or a completion is due (views held by a paused
    /// ``PropertyAnimator`` alone do not need frames).
    var isActive: Bool { (!states.isEmpty && !onlyPaused) || !completions.isEmpty || layers.isActive }
    /// Every running animation belongs to a paused property animator (found each frame).
    private var onlyPaused = false

    /// A property animator started, paused or was scrubbed: frames may be needed again.
    func driverDidChange() { onlyPaused = false }

    /// Completions run per frame at most; more (a completion that starts a zero-length
    /// animation forever) wait for the next frame instead of hanging this one.
    static let completionsPerFrame = 10_000

    func enqueue(_ group: CompletionGroup) { completions.append(group) }

    /// Starts animating `key` of `view` from `from` towards its model value.
    func add(_ view: View, key: AnimatedKey, from: AnimatedValue, spec: AnimationSpec, now: Double) {
        let state: ViewAnimationState
        if let s = view.animationState {
            state = s
        } else {
            state = ViewAnimationState(view: view)
            view.animationState = state
            states.append(state)
        }
        var start = from
        if let i = state.index(of: key) {
            let old = state.animations[i]
            if old.group === spec.group { return }  // set twice in one block: keep the first start
            if spec.options.contains(.beginFromCurrentState) { start = state.presentation.value(of: key) }
            state.animations.remove(at: i)
            old.group.end(finished: false, animator: self)
        }
        spec.group.add()
        onlyPaused = false
        state.animations.append(ViewPropertyAnimation(key: key, from: start, begin: now + spec.delay, duration: spec.duration,
                                                  easing: spec.easing, options: spec.options, group: spec.group,
                                                  driver: spec.driver))
        spec.driver?.recorded(view: view, key: key, from: start)
        state.updateBlocksTouches()
        // Show the start value until the first frame, so a change never flashes its end value.
        state.presentation.blend(key, from: start, fraction: 0)
        view.animationDidChangePresentation()
    }

    /// Ends `key`'s animation of `view` (a zero-length animation of the same property).
    func interrupt(_ view: View, key: AnimatedKey) {
        guard let s = view.animationState, let i = s.index(of: key) else { return }
        let old = s.animations.remove(at: i)
        s.updateBlocksTouches()
        old.group.end(finished: false, animator: self)
    }

    /// Ends every animation of `view` (removed from its window, or asked to).
    func removeAll(from view: View) {
        guard let s = view.animationState else { return }
        let running = s.animations
        s.animations.removeAll()
        for a in running { a.group.end(finished: false, animator: self) }
    }

    /// Advances every animation to `time`, then runs the completions that are due.
    func tick(time t: Double) {
        time = t
        var paused = true
        var i = 0
        while i < states.count {
            let s = states[i]
            guard let v = s.view, v.window != nil, !s.animations.isEmpty else {
                finish(s, at: i)
                continue
            }
            var p = Presentation(model: v)
            var j = 0
            while j < s.animations.count {
                let a = s.animations[j]
                if a.driver?.isRunning ?? true { paused = false }
                let (f, done) = a.fraction(at: t)
                if done {
                    s.animations.remove(at: j)
                    a.group.end(finished: true, animator: self)
                } else {
                    p.blend(a.key, from: a.from, fraction: f)
                    j += 1
                }
            }
            let changed = p != s.presentation
            s.presentation = p
            if s.animations.isEmpty {
                finish(s, at: i)
                continue
            }
            s.updateBlocksTouches()
            if changed { v.animationDidChangePresentation() }  // a paused or delayed one repaints nothing
            i += 1
        }
        onlyPaused = paused && !states.isEmpty
        runCompletions()
        layers.tick(time: t)
    }

    /// Removes a state whose view stopped animating (or left its window): interrupted
    /// animations complete with `false`, and the view is repainted at its model values.
    private func finish(_ s: ViewAnimationState, at index: Int) {
        states.swapAt(index, states.count - 1)
        states.removeLast()
        if !s.animations.isEmpty {
            let running = s.animations
            s.animations.removeAll()
            for a in running { a.group.end(finished: false, animator: self) }
        }
        if !s.lastDirty.isEmpty { s.window?.invalidate(s.lastDirty) }
        s.view?.dropMaskedPictures()
        guard let v = s.view, v.animationState === s else { return }
        v.animationState = nil
        v.invalidateSubtree()
    }

    private func runCompletions() {
        _ = Animator.runBudgeted(Animator.completionsPerFrame, take: {
            // An empty queue hands back the shared empty array: copying `completions` and
            // emptying it keeping capacity would allocate a new buffer every frame.
            if completions.isEmpty { return [] }
            let due = completions
            completions.removeAll(keepingCapacity: true)
            return due
        }, requeue: { completions.insert(contentsOf: $0, at: 0) }, run: { $0.complete() })
    }

    /// Runs queued callbacks in order, at most `budget` of them: the ones they queue in turn
    /// run too while budget is left, the rest go back (`requeue`) for the next frame, so
    /// callbacks that keep queueing callbacks cannot hang a frame. `take` empties the queue
    /// and returns what was in it. Returns the budget left.
    static func runBudgeted<T>(_ budget: Int, take: () -> [T], requeue: ([T]) -> Void, run: (T) -> Void) -> Int {
        var budget = budget
        while budget > 0 {
            let due = take()
            if due.isEmpty { break }
            for (n, item) in due.enumerated() {
                if budget == 0 {
                    requeue(Array(due[n...]))
                    break
                }
                budget -= 1
                run(item)
            }
        }
        return budget
    }
}
