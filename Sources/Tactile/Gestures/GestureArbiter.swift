/// Decides, for each touch, which recognizers see it, which one wins, and what the view
/// receives: UIKit's rules for recognizers competing over the same touches.
///
/// - Recognizers of the hit view and of each ancestor see a touch, innermost first, before
///   the view does; the first to recognise prevents the others (an inner pan beats an outer
///   one) unless both allow simultaneous recognition.
/// - Recognising with `cancelsTouchesInView` cancels the view's touches once.
/// - `delaysTouchesBegan`/`delaysTouchesEnded` hold phases back from the view while a
///   recognizer may still recognise; they are released when it fails.
/// - `require(toFail:)` holds a recognition until the other fails.
@MainActor
final class GestureArbiter {
    init() {}

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
        let set: Set<Touch> = [touch]
        for r in touch.gestureRecognizers {
            guard r.isEnabled, r.view != nil, !r.isFinished else { continue }
            switch phase {
            case .began:
                if !r.trackedTouches.contains(where: { $0 === touch }) { r.trackedTouches.append(touch) }
                r.lastLocationInWindow = touch.locationInWindow
                r.touchesBegan(set, with: event)
            case .moved, .stationary:
                r.lastLocationInWindow = touch.locationInWindow
                r.touchesMoved(set, with: event)
            case .ended:
                r.lastLocationInWindow = touch.locationInWindow
                r.touchesEnded(set, with: event)
            case .cancelled:
                r.touchesCancelled(set, with: event)
            }
        }
        if touch.isCancelledForView { return false }
        if !touch.delayedPhases.isEmpty {
            touch.delayedPhases.append(phase)
            return false
        }
        if phase == .began && touch.gestureRecognizers.contains(where: { $0.delaysTouchesBegan && isUndecided($0) }) {
            touch.delayedPhases.append(.began)
            return false
        }
        if phase == .ended && touch.gestureRecognizers.contains(where: { $0.delaysTouchesEnded && isUndecided($0) }) {
            touch.delayedPhases.append(.ended)
            return false
        }
        return true
    }

    private func isUndecided(_ r: GestureRecognizer) -> Bool {
        r.view != nil && r.isEnabled && !r.isFinished && r.state == .possible && !r.trackedTouches.isEmpty
    }

    /// A finger lifted or was cancelled: recognizers forget it, and those that are done and
    /// have no touches left reset.
    func touchFinished(_ touch: Touch) {
        for r in touch.gestureRecognizers {
            r.trackedTouches.removeAll { $0 === touch }
            if r.trackedTouches.isEmpty && r.isFinished { GestureArbiter.forceReset(r) }
        }
    }

    func viewLeftWindow(_ view: View, window: Window) {
        cancelRecognizers(inSubtreeOf: view, window: window)
    }

    func cancelRecognizers(inSubtreeOf view: View, window: Window) {
        for touch in window.activeTouches.values {
            for r in touch.gestureRecognizers {
                guard let rv = r.view, rv.isDescendant(of: view) else { continue }
                if r.state == .began || r.state == .changed { r.state = .cancelled }
                else if r.state == .possible { r.state = .failed }
            }
            touch.gestureRecognizers.removeAll { r in r.view.map { $0.isDescendant(of: view) } ?? true }
        }
    }

    // MARK: Transitions

    static func allowsSimultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.shouldRecognizeSimultaneously?(a, b) ?? false) || (b.shouldRecognizeSimultaneously?(b, a) ?? false)
    }

    /// Recognizers sharing a touch with `r`.
    static func competitors(of r: GestureRecognizer) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for t in r.trackedTouches {
            for o in t.gestureRecognizers where o !== r && !out.contains(where: { $0 === o }) { out.append(o) }
        }
        return out
    }

    static func transition(_ r: GestureRecognizer, to new: GestureRecognizer.State) {
        let old = r.state
        if new == old {
            if new == .changed { r.fireActions() }
            return
        }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(r, as: new)
        case (.began, .changed), (.changed, .changed):
            r.setStateStorage(.changed)
            r.fireActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            r.setStateStorage(new)
            r.fireActions()
            finish(r)
        case (.possible, .failed), (.possible, .cancelled):
            r.pendingState = nil
            r.setStateStorage(.failed)
            finish(r)
            didFail(r)
        case (_, .possible):
            forceReset(r)
        default:
            break // invalid transitions (e.g. failed → began) are ignored
        }
    }

    private static func attemptRecognition(_ r: GestureRecognizer, as new: GestureRecognizer.State) {
        if let shouldBegin = r.shouldBegin, !shouldBegin(r) { transition(r, to: .failed); return }
        // Someone already won these touches.
        for o in competitors(of: r) where (o.state == .began || o.state == .changed || (o.state == .ended && o.isFinished))
            && o.view != nil && !allowsSimultaneous(r, o) {
            transition(r, to: .failed)
            return
        }
        // Requirements: wait while any is undecided; fail if any recognised.
        var waiting = false
        for req in r.failureRequirements {
            guard let o = req.value, o.view != nil else { continue }
            switch o.state {
            case .possible: if !o.trackedTouches.isEmpty || o.pendingState != nil { waiting = true }
            case .began, .changed, .ended: transition(r, to: .failed); return
            case .failed, .cancelled: break
            }
        }
        if waiting { r.pendingState = new; return }
        r.pendingState = nil
        r.setStateStorage(new)
        didRecognize(r)
        r.fireActions()
        if new == .ended { finish(r) }
    }

    private static func didRecognize(_ r: GestureRecognizer) {
        // Prevent competitors.
        for o in competitors(of: r) where o.state == .possible && !allowsSimultaneous(r, o) {
            transition(o, to: .failed)
        }
        // Cancel the view's touches.
        if r.cancelsTouchesInView {
            for t in r.trackedTouches { t.window?.cancelViewDelivery(of: t) }
        }
        // Recognizers waiting for this one to fail now fail.
        for o in waiters(on: r) { transition(o, to: .failed) }
    }

    private static func didFail(_ r: GestureRecognizer) {
        for o in waiters(on: r) {
            guard let pending = o.pendingState else { continue }
            o.pendingState = nil
            attemptRecognition(o, as: pending)
        }
        releaseDelayedTouches(of: r)
    }

    /// Recognizers that required `r` to fail and have a pending state.
    private static func waiters(on r: GestureRecognizer) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var seen: [GestureRecognizer] = competitors(of: r)
        // Waiters may track other touches (a single tap waiting for a double tap).
        for v in allKnownRecognizers(near: r) where !seen.contains(where: { $0 === v }) { seen.append(v) }
        for o in seen where o.failureRequirements.contains(where: { $0.value === r }) && o.pendingState != nil {
            out.append(o)
        }
        return out
    }

    private static func allKnownRecognizers(near r: GestureRecognizer) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var v = r.view
        while let current = v {
            out.append(contentsOf: current.recognizerStorage)
            for s in current.subviews { out.append(contentsOf: s.recognizerStorage) }
            v = current.superview
        }
        return out
    }

    /// Delivers phases held back from views once no recognizer that delays them is undecided.
    private static func releaseDelayedTouches(of r: GestureRecognizer) {
        for t in r.trackedTouches + (r.lastTouches) where !t.delayedPhases.isEmpty && !t.isCancelledForView {
            let stillHeld = t.gestureRecognizers.contains { o in
                o.state == .possible && !o.isFinished && o.view != nil && (o.delaysTouchesBegan || o.delaysTouchesEnded)
                    && !o.trackedTouches.isEmpty
            }
            if stillHeld { continue }
            let phases = t.delayedPhases
            t.delayedPhases.removeAll()
            for p in phases { t.window?.deliverToView(t, phase: p) }
        }
    }

    private static func finish(_ r: GestureRecognizer) {
        r.isFinished = true
        r.lastTouches = r.trackedTouches
        if r.trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) || r.trackedTouches.isEmpty {
            // Touch-driven end: reset once the dispatch of this touch completes.
        }
        if r.trackedTouches.isEmpty { forceReset(r) }
    }

    static func forceReset(_ r: GestureRecognizer) {
        let touches = r.lastTouches
        r.setStateStorage(.possible)
        r.pendingState = nil
        r.isFinished = false
        r.trackedTouches.removeAll()
        r.lastTouches = []
        r.reset()
        // Phases a failed recognizer held back go to the view now.
        for t in touches where !t.delayedPhases.isEmpty && !t.isCancelledForView {
            let phases = t.delayedPhases
            t.delayedPhases.removeAll()
            for p in phases { t.window?.deliverToView(t, phase: p) }
        }
    }
}
