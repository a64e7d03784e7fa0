/// One engine's update cycle, as UIKit's run-loop turn with its transaction: the one
/// place where work asked for inside app callbacks waits until it is safe to do.
///
/// - App code runs inside ``run(_:)`` (a view's touch method, a recognizer's or a
///   control's action, a view controller's change and its lifecycle callbacks, an
///   animation's completion).
/// - Work the machinery is asked for goes through ``request(_:)``: done at once when no app
///   code is running, queued while some is, and carried out in order once the outermost
///   callback and the work in progress are finished, so no callback sees half-updated
///   bookkeeping and no change is reordered by the code it calls.
/// - The queue is drained when the outermost callback returns, so nothing asked for waits
///   past the event, timer or frame step that asked for it.
/// - View controller changes (push, pop, present, dismiss, tab and root changes) are
///   serialised on it: a change asked for while one is being applied runs right after it
///   (UpdateCycle+Changes.swift).
/// - The parameters of the `View.animate` block being run are kept on it
///   (UpdateCycle+Animations.swift).
///
/// Code that names no engine (`View.animate`, a change of a controller outside any window)
/// uses ``current``: the cycle running a change or an animations block now, else the newest
/// engine's, else one for code that runs before any engine exists.
@MainActor
package final class UpdateCycle {
    /// The most requests one burst may queue before the rest are dropped (app code that
    /// asks for work from every callback it gets would otherwise never let the loop go).
    static let queueLimit = 10_000

    /// The cycle running a change or an animations block now (set only while one runs, so
    /// nested requests stay on the cycle the outermost one began on).
    static var running: UpdateCycle?
    /// The newest engine's cycle (set by the engine).
    package static weak var newest: UpdateCycle?
    /// For code that runs before any engine exists.
    private static let detached = UpdateCycle()

    /// The cycle for work that names no engine.
    static var current: UpdateCycle { running ?? newest ?? detached }

    private var queue: [() -> Void] = []
    /// How many view controller changes are being applied (nested).
    var changeDepth = 0
    /// Changes asked for while one is applied, in order.
    var deferredChanges: [() -> Void] = []
    /// The parameters of the innermost `animations` block running now (`nil` outside any, or
    /// inside `View.performWithoutAnimation`).
    var animation: AnimationSpec?
    /// How many app callbacks are running (nested).
    private var callbackDepth = 0
    /// `true` while a request is being carried out or the queue drained.
    private var isPerforming = false

    package init() { queue.reserveCapacity(8) }

    /// `true` while app code runs inside the cycle (requests made now are queued).
    var isInCallback: Bool { callbackDepth > 0 }

    /// Requests waiting to be carried out.
    var pendingCount: Int { queue.count }

    /// Carries out `work` now, or, when asked from inside an app callback, once the work in
    /// progress is done. Work the machinery asks for while carrying out a request (and no
    /// app code runs) is done at once, as part of it.
    func request(_ work: @escaping () -> Void) {
        if callbackDepth > 0 {
            if queue.count < UpdateCycle.queueLimit { queue.append(work) } else {
                Diagnostics.report("update cycle: more than \(UpdateCycle.queueLimit) requests from callbacks in one burst; the rest are dropped")
            }
            return
        }
        if isPerforming { work(); return }
        isPerforming = true
        work()
        drainQueue()
        isPerforming = false
    }

    /// Runs app code: requests it makes are queued, and carried out when the outermost
    /// callback returns (or, inside a request, when that request is done).
    func run(_ body: () -> Void) {
        callbackDepth += 1
        body()
        callbackDepth -= 1
        if callbackDepth == 0 && !isPerforming { drain() }
    }

    /// Carries out what is queued (the end of the outermost callback).
    private func drain() {
        guard callbackDepth == 0, !isPerforming, !queue.isEmpty else { return }
        isPerforming = true
        drainQueue()
        isPerforming = false
    }

    private func drainQueue() {
        var i = 0
        while i < queue.count {
            let next = queue[i]
            i += 1
            next()
        }
        queue.removeAll(keepingCapacity: true)
    }
}
