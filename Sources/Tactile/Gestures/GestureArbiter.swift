/// Decides, for each touch, which recognizers see it, which one wins, and what the view
/// receives: UIKit's rules for recognizers competing over the same touches.
///
/// - Recognizers of the hit view and of each ancestor see a touch, innermost first, before
///   the view does; the first to recognise prevents the others (an inner pan beats an outer
///   one) unless both allow simultaneous recognition.
/// - Recognising with `cancelsTouchesInView` cancels the view's touches once (a view that
///   never saw the touch begin gets nothing).
/// - `delaysTouchesBegan`/`delaysTouchesEnded` hold phases back from the view while a
///   recognizer may still recognise; they are delivered when it fails, dropped when it
///   recognises.
/// - `require(toFail:)` holds a recognition until the other fails.
///
/// It is also the one owner of delivery state: every change to a touch's delivery or a
/// recognizer's state goes through ``request(_:)``. App code runs inside callbacks the
/// arbiter makes (``callApp(_:)``: view touches, recognizer and control actions); whatever
/// that code asks of the machinery meanwhile (remove or hide a view, disable a recognizer,
/// set a state, cancel every touch) is queued and carried out once the work in progress
/// has finished, so no callback ever sees half-updated bookkeeping and a recognizer's own
/// transition is never reordered by the code it calls.
///
/// State transitions live in `GestureArbiter+Transitions.swift`.
@MainActor
final class GestureArbiter {
    /// Something asked of the touch machinery.
    enum Request {
        /// A finger changed (from the window's dispatch).
        case touch(TouchInput, timestamp: Double)
        /// A recognizer's state was set.
        case transition(GestureRecognizer, GestureRecognizer.State)
        /// A recognizer was asked to cancel (or fail, when undecided).
        case cancel(GestureRecognizer)
        /// A recognizer was disabled or removed from its view.
        case abandon(GestureRecognizer)
        /// Views left the window, were hidden or disabled: these touches end for their
        /// views, and these recognizers stop (captured when asked, so later moves of the
        /// views do not change what is cancelled).
        case cancelTouches([Touch], recognizers: [GestureRecognizer])
        /// Every touch ends (focus lost).
        case cancelAll
    }

    /// Touches with phases held back from their view (some already lifted: their end is
    /// among the held phases).
    private(set) var heldTouches: [Touch] = []
    /// The window whose touches this arbiter delivers.
    weak var window: Window?
    /// Requests made by app code during a callback, carried out in order afterwards.
    private var queued: [Request] = []
    /// `true` while a request is being carried out.
    private var isPerforming = false
    /// How many app callbacks are running (nested).
    private var appDepth = 0
    /// The most requests one burst may queue before the rest are dropped (app code that
    /// asks for work from every callback it gets would otherwise never let the loop go).
    static let queueLimit = 10_000

    init() {
        heldTouches.reserveCapacity(8)
        queued.reserveCapacity(8)
    }

    /// Carries out `request` now, or, when asked from inside an app callback, once the
    /// work in progress is done.
    func request(_ request: Request) {
        if appDepth > 0 {
            if queued.count < GestureArbiter.queueLimit { queued.append(request) } else {
                Diagnostics.report("touch machinery: more than \(GestureArbiter.queueLimit) requests from callbacks in one burst; the rest are dropped")
            }
            return
        }
        if isPerforming { perform(request); return }
        isPerforming = true
        perform(request)
        var i = 0
        while i < queued.count {
            let next = queued[i]
            i += 1
            perform(next)
        }
        queued.removeAll(keepingCapacity: true)
        isPerforming = false
    }

    /// Runs app code (a view's touch method, an action): requests it makes are queued.
    func callApp(_ body: () -> Void) {
        appDepth += 1
        defer { appDepth -= 1 }
        body()
    }

    private func perform(_ request: Request) {
        switch request {
        case let .touch(input, timestamp):
            window?.performTouch(input, timestamp: timestamp)
        case let .transition(r, state):
            GestureArbiter.transition(r, to: state)
        case let .cancel(r):
            GestureArbiter.cancelOrFail(r)
        case let .abandon(r):
            GestureArbiter.abandon(r)
        case let .cancelTouches(touches, recognizers):
            for t in touches { window?.cancelViewDelivery(of: t) }
            for r in recognizers {
                GestureArbiter.abandon(r)
            }
            releaseHeldTouches()
        case .cancelAll:
            window?.performCancelAllTouches()
        }
    }

    /// The enabled recognizers of `view` and its ancestors, innermost first.
    func recognizers(forHitView view: View) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var v: View? = view
        while let current = v {
            for r in current.recognizerStorage where r.isEnabled { out.append(r) }
            v = current.superview
        }
        return out
    }

    /// Delivers a phase to the touch's recognizers; returns whether the view should get it now.
    func deliver(_ touch: Touch, phase: Touch.Phase, event: Event, window: Window) -> Bool {
        if phase == .cancelled {
            // The view never sees held phases of a cancelled touch.
            touch.delayedPhases.removeAll()
            heldTouches.removeAll { $0 === touch }
        }
        let set: Set<Touch> = [touch]
        let recognizers = touch.gestureRecognizers
        for r in recognizers {
            // A recognizer abandoned while this touch was being delivered to another one.
            guard r.isEnabled, r.view != nil, touch.gestureRecognizers.contains(where: { $0 === r }) else { continue }
            if phase == .began {
                // A recognizer that already decided ignores new touches until it resets.
                if r.isFinished || (r.pendingState != nil && r.pendingState != .began) {
                    touch.gestureRecognizers.removeAll { $0 === r }
                    continue
                }
                r.arbiter = self
                if !r.trackedTouches.contains(where: { $0 === touch }) { r.trackedTouches.append(touch) }
                r.isEngaged = true
                r.touchesBegan(set, with: event)
                continue
            }
            guard !r.isFinished, r.trackedTouches.contains(where: { $0 === touch }) else { continue }
            if r.pendingState != nil && r.pendingState != .began && phase != .cancelled { continue }
            switch phase {
            case .began: break
            case .moved, .stationary: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            }
        }
        if touch.isCancelledForView || phase == .cancelled { return !touch.isCancelledForView }
        if !touch.delayedPhases.isEmpty {
            touch.delayedPhases.append(phase)
            return false
        }
        if (phase == .began && isHeld(touch, phase: .began)) || (phase == .ended && isHeld(touch, phase: .ended)) {
            touch.delayedPhases.append(phase)
            heldTouches.append(touch)
            return false
        }
        return true
    }

    /// Whether an undecided recognizer of `touch` holds `phase` back from the view.
    private func isHeld(_ touch: Touch, phase: Touch.Phase) -> Bool {
        touch.gestureRecognizers.contains { r in
            GestureArbiter.isUndecided(r) && (r.delaysTouchesBegan || (phase == .ended && r.delaysTouchesEnded))
        }
    }

    /// A recognizer that has seen touches and may still recognise.
    static func isUndecided(_ r: GestureRecognizer) -> Bool {
        r.view != nil && r.isEnabled && !r.isFinished && r.state == .possible && r.isEngaged
    }

    /// A finger lifted or was cancelled: recognizers forget it; those that are done and
    /// have no touches left reset, and those still undecided with no touch left fail
    /// unless they wait for more touches.
    func touchFinished(_ touch: Touch) {
        for r in touch.gestureRecognizers where r.trackedTouches.contains(where: { $0 === touch }) {
            if let c = r.centroidInWindow() { r.lastLocationInWindow = c }
            r.trackedTouches.removeAll { $0 === touch }
            guard r.trackedTouches.isEmpty else { continue }
            if r.isFinished {
                GestureArbiter.forceReset(r)
            } else if r.state == .possible && r.pendingState == nil && !r.waitsForMoreTouches {
                r.state = .failed
            } else if r.state == .began || r.state == .changed {
                r.state = .cancelled
            }
        }
        releaseHeldTouches()
    }

    /// The recognizers of `view`'s subtree that are tracking touches in `window`.
    func recognizers(inSubtreeOf view: View, window: Window) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for touch in window.activeTouches.values {
            for r in touch.gestureRecognizers where !out.contains(where: { $0 === r }) {
                if let rv = r.view, rv.isDescendant(of: view) { out.append(r) }
            }
        }
        return out
    }

    /// Forgets held phases of a touch whose view delivery was cancelled.
    func dropHeldPhases(of touch: Touch) {
        touch.delayedPhases.removeAll()
        heldTouches.removeAll { $0 === touch }
    }

    /// Delivers the phases held back for touches whose recognizers have all decided.
    func releaseHeldTouches() {
        var i = 0
        while i < heldTouches.count {
            let t = heldTouches[i]
            if t.delayedPhases.isEmpty || t.isCancelledForView {
                t.delayedPhases.removeAll()
                heldTouches.remove(at: i)
                continue
            }
            let stillHeld = t.gestureRecognizers.contains { r in
                GestureArbiter.isUndecided(r) && (r.delaysTouchesBegan || (r.delaysTouchesEnded && t.delayedPhases.contains(.ended)))
            }
            if stillHeld { i += 1; continue }
            heldTouches.remove(at: i)
            let phases = t.delayedPhases
            t.delayedPhases.removeAll()
            for p in phases { t.window?.deliverToView(t, phase: p) }
            i = 0
        }
    }
}
