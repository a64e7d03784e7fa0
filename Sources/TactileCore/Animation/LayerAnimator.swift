/// Runs an engine's layer animations (``Layer/add(_:forKey:)``, implicit ones) on its frame
/// clock, inside ``Animator``: each frame it computes the presentation of every animating
/// layer, repaints what changed, removes finished animations and then calls delegates,
/// completions and transaction blocks (which may add or remove layers and animations).
/// Active only while an animation needs time or a callback is due.
@MainActor
final class LayerAnimator {
    private var layers: [Layer] = []
    private var pending: [@MainActor () -> Void] = []
    private var callbacks: [@MainActor () -> Void] = []
    private var frameRequested = false
    /// The time of the last frame (animations added now start at the clock's time).
    private(set) var time: Double = 0

    init() {
        layers.reserveCapacity(16)
        pending.reserveCapacity(16)
        callbacks.reserveCapacity(16)
    }

    /// `true` while an animation needs frames or a callback or implicit transaction is due.
    var isActive: Bool { !layers.isEmpty || !pending.isEmpty || frameRequested }

    /// The animator of the current engine (``CurrentContext``).
    static var shared: LayerAnimator? { CurrentContext.context?.ticker.animator.layers }

    /// Runs `work` after the next frame's animations (at once when no engine runs).
    static func schedule(_ work: @escaping @MainActor () -> Void) {
        if let s = shared {
            s.pending.append(work)
        } else {
            work()
        }
    }

    /// Runs `work` after this animator's next frame.
    func later(_ work: @escaping @MainActor () -> Void) { pending.append(work) }

    /// Asks for one frame (an implicit transaction to end).
    func needsFrame() { frameRequested = true }

    /// Starts stepping `layer` each frame.
    func register(_ layer: Layer) {
        guard !layer.isAnimating else { return }
        layer.isAnimating = true
        layers.append(layer)
    }

    /// Callbacks per frame at most (a completion that adds a zero-length animation forever
    /// waits for the next frame instead of hanging this one).
    static let callbacksPerFrame = 10_000

    func tick(time t: Double) {
        time = t
        frameRequested = false
        Transaction.commitImplicit()
        var i = 0
        while i < layers.count {
            let l = layers[i]
            let (needsTime, due) = l.step(at: t)
            if !due.isEmpty { callbacks.append(contentsOf: due) }
            if needsTime {
                i += 1
            } else {
                l.isAnimating = false
                layers.swapAt(i, layers.count - 1)
                layers.removeLast()
            }
        }
        let budget = Animator.runBudgeted(LayerAnimator.callbacksPerFrame, take: {
            if callbacks.isEmpty && pending.isEmpty { return [] }  // no buffer made at rest
            let due = callbacks + pending
            callbacks.removeAll(keepingCapacity: true)
            pending.removeAll(keepingCapacity: true)
            return due
        }, requeue: { pending.insert(contentsOf: $0, at: 0) }, run: { $0() })
        if budget == 0 { Diagnostics.report("Layer animations: callbacks keep adding callbacks; the rest wait for the next frame") }
    }
}
