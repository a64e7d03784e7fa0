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
/// State transitions live in `GestureArbiter+Transitions.swift`.
@MainActor
final class GestureArbiter {
    /// Touches with phases held back from their view.
    private var heldTouches: [Touch] = []

    init() {
        heldTouches.reserveCapacity(8)
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
            guard r.isEnabled, r.view != nil else { continue }
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

    /// Stops the recognizers of `view`'s subtree that are tracking touches.
    func cancelRecognizers(inSubtreeOf view: View, window: Window) {
        for touch in Array(window.activeTouches.values) {
            for r in touch.gestureRecognizers {
                guard let rv = r.view, rv.isDescendant(of: view) else { continue }
                GestureArbiter.abandon(r)
            }
            touch.gestureRecognizers.removeAll { r in r.view.map { $0.isDescendant(of: view) } ?? true }
        }
        releaseHeldTouches()
    }

    func viewLeftWindow(_ view: View, window: Window) {
        cancelRecognizers(inSubtreeOf: view, window: window)
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
