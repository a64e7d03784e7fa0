/// State transitions of recognizers and their effects on competitors, dependents and
/// the view's touches.
extension GestureArbiter {
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

    /// Applies a state a recognizer asked for, following UIKit's rules.
    static func transition(_ r: GestureRecognizer, to new: GestureRecognizer.State) {
        if new == .possible {
            forceReset(r)
            return
        }
        if let pending = r.pendingState {
            // Waiting for a requirement to fail: remember an end, fail on failure.
            switch new {
            case .failed, .cancelled: fail(r)
            case .ended where pending == .began: r.pendingEndsAfterBegan = true
            default: break
            }
            return
        }
        let old = r.state
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
            fail(r)
        default:
            break // invalid transitions (e.g. failed → began) are ignored
        }
    }

    /// Cancels a gesture in progress or fails an undecided one; touches stay ignored until they lift.
    static func cancelOrFail(_ r: GestureRecognizer) {
        if r.pendingState != nil {
            fail(r)
        } else if r.state == .began || r.state == .changed {
            transition(r, to: .cancelled)
        } else if r.state == .possible && r.isEngaged {
            fail(r)
        }
    }

    /// Cancels or fails `r` and forgets its touches: used when its view leaves, is hidden
    /// or disabled, or the recognizer is disabled or removed.
    static func abandon(_ r: GestureRecognizer) {
        cancelOrFail(r)
        for t in r.trackedTouches { t.record?.recognizers.removeAll { $0 === r } }
        r.trackedTouches.removeAll()
        forceReset(r)
    }

    private static func hasWon(_ o: GestureRecognizer) -> Bool {
        o.view != nil && (o.state == .began || o.state == .changed || (o.state == .ended && o.isFinished))
    }

    static func attemptRecognition(_ r: GestureRecognizer, as new: GestureRecognizer.State) {
        // Touches that are being cancelled cannot be recognised (a waiter released by a
        // requirement failing in the same cancellation).
        if !r.trackedTouches.isEmpty && r.trackedTouches.allSatisfy({ $0.phase == .cancelled }) { fail(r); return }
        if let shouldBegin = r.shouldBegin, !shouldBegin(r) { fail(r); return }
        if let v = r.view, !v.gestureRecognizerShouldBegin(r) { fail(r); return }
        for t in r.trackedTouches {
            // The touched view and its ancestors below the recognizer's view (a button's
            // decorative subview is under the finger, the button decides).
            var v = t.view
            while let current = v, current !== r.view {
                if !current.gestureRecognizerShouldBegin(r) { fail(r); return }
                v = current.superview
            }
        }
        // Someone already won these touches.
        for o in competitors(of: r) where hasWon(o) && !allowsSimultaneous(r, o) {
            fail(r)
            return
        }
        // Requirements: fail if any recognised; wait while any is undecided.
        var waiting = false
        for req in r.failureRequirements {
            guard let o = req.value, o.view != nil, o.isEnabled else { continue }
            if hasWon(o) || o.state == .ended { fail(r); return }
            // Requirements in a cycle (a waits for b, b for c, c for a) would wait forever:
            // a requirement that is itself waiting, directly or through others, for `r`
            // does not block it, so the recognizer that closes the cycle proceeds.
            if o.pendingState != nil && waits(o, for: r) { continue }
            if o.pendingState != nil || isUndecided(o) { waiting = true }
        }
        if waiting {
            r.pendingState = new
            return
        }
        recognize(r, as: new)
    }

    /// Whether `waiter`, waiting for its requirements, waits (through any chain of waiting
    /// recognizers) for `target` to fail.
    static func waits(_ waiter: GestureRecognizer, for target: GestureRecognizer) -> Bool {
        var seen: [ObjectIdentifier] = []
        var stack: [GestureRecognizer] = [waiter]
        while let current = stack.popLast() {
            let id = ObjectIdentifier(current)
            if seen.contains(id) { continue }
            seen.append(id)
            for req in current.failureRequirements {
                guard let o = req.value else { continue }
                if o === target { return true }
                if o.pendingState != nil { stack.append(o) }
            }
        }
        return false
    }

    private static func recognize(_ r: GestureRecognizer, as new: GestureRecognizer.State) {
        let endAfter = r.pendingEndsAfterBegan
        r.pendingState = nil
        r.pendingEndsAfterBegan = false
        r.setStateStorage(new)
        // Prevent competitors that may not recognise alongside.
        for o in competitors(of: r) where o.state == .possible && !o.isFinished && !allowsSimultaneous(r, o) {
            fail(o)
        }
        // Take the touches away from the view.
        if r.cancelsTouchesInView {
            for t in r.trackedTouches { if let record = t.record { r.router?.cancelViewDelivery(of: record) } }
        }
        // Recognizers that required this one to fail now fail.
        for d in r.dependents {
            guard let o = d.value, o.state == .possible, !o.isFinished, o.isEngaged || o.pendingState != nil else { continue }
            fail(o)
        }
        r.fireActions()
        if new == .ended {
            finish(r)
        } else if endAfter && r.state == .began {
            transition(r, to: .ended)
        }
    }

    /// `r` failed: it ignores its touches until they lift; recognizers waiting on it retry.
    static func fail(_ r: GestureRecognizer) {
        guard r.state == .possible, !r.isFinished else { return }
        r.pendingState = nil
        r.pendingEndsAfterBegan = false
        r.setStateStorage(.failed)
        r.isFinished = true
        r.cancelAllTimers()
        releaseDependents(of: r)
        r.router?.releaseHeldTouches()
        if r.trackedTouches.isEmpty && r.isFinished { forceReset(r) }
    }

    /// Recognizers waiting on `r` look at their requirements again.
    private static func releaseDependents(of r: GestureRecognizer) {
        for d in r.dependents {
            guard let o = d.value, let pending = o.pendingState else { continue }
            o.pendingState = nil
            attemptRecognition(o, as: pending)
        }
    }

    private static func finish(_ r: GestureRecognizer) {
        r.isFinished = true
        r.cancelAllTimers()
        r.router?.releaseHeldTouches()
        if r.trackedTouches.isEmpty && r.isFinished { forceReset(r) }
    }

    /// Back to `possible`: forgets touches and timers, calls `reset()`, and lets
    /// recognizers waiting on this one decide again.
    static func forceReset(_ r: GestureRecognizer) {
        let wasActive = r.isEngaged || r.isFinished || r.pendingState != nil || r.state != .possible
        r.setStateStorage(.possible)
        r.pendingState = nil
        r.pendingEndsAfterBegan = false
        r.isFinished = false
        r.isEngaged = false
        r.trackedTouches.removeAll()
        r.cancelAllTimers()
        guard wasActive else { return }
        r.reset()
        releaseDependents(of: r)
        r.router?.releaseHeldTouches()
    }
}
