/// The recognizers' side of delivery: which recognizers see a phase, which phases are held
/// back from the view while they decide, and what happens when a finger is done.
extension TouchRouter {
    /// Delivers a phase to the touch's recognizers; returns whether the view should get it now.
    func deliverToRecognizers(_ record: TouchRecord, phase: Touch.Phase) -> Bool {
        let touch = record.touch
        if phase == .cancelled {
            // The view never sees held phases of a cancelled touch.
            dropHeldPhases(of: record)
        }
        let set: Set<Touch> = [touch]
        for r in record.recognizers {
            // A recognizer abandoned while this touch was being delivered to another one.
            guard r.isEnabled, r.view != nil, record.recognizers.contains(where: { $0 === r }) else { continue }
            if phase == .began {
                // A recognizer that already decided ignores new touches until it resets.
                if r.isFinished || (r.pendingState != nil && r.pendingState != .began) {
                    record.recognizers.removeAll { $0 === r }
                    continue
                }
                r.router = self
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
        if record.isDoneForView || phase == .cancelled { return !record.isDoneForView }
        if !record.heldPhases.isEmpty {
            record.heldPhases.append(phase)
            return false
        }
        if (phase == .began && isHeld(record, phase: .began)) || (phase == .ended && isHeld(record, phase: .ended)) {
            record.heldPhases.append(phase)
            held.append(record)
            return false
        }
        return true
    }

    /// Whether an undecided recognizer of the touch holds `phase` back from the view.
    private func isHeld(_ record: TouchRecord, phase: Touch.Phase) -> Bool {
        record.recognizers.contains { r in
            GestureArbiter.isUndecided(r) && (r.delaysTouchesBegan || (phase == .ended && r.delaysTouchesEnded))
        }
    }

    /// A finger lifted or was cancelled: recognizers forget it; those that are done and
    /// have no touches left reset, and those still undecided with no touch left fail
    /// unless they wait for more touches.
    func touchFinished(_ record: TouchRecord) {
        let touch = record.touch
        for r in record.recognizers where r.trackedTouches.contains(where: { $0 === touch }) {
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

    /// The recognizers of `view`'s subtree that are tracking window touches.
    func recognizers(inSubtreeOf view: View) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for record in active.values {
            for r in record.recognizers where !out.contains(where: { $0 === r }) {
                if let rv = r.view, rv.isDescendant(of: view) { out.append(r) }
            }
        }
        return out
    }

    /// Forgets held phases of a touch whose view delivery was cancelled.
    func dropHeldPhases(of record: TouchRecord) {
        record.heldPhases.removeAll()
        held.removeAll { $0 === record }
    }

    /// Delivers the phases held back for touches whose recognizers have all decided.
    func releaseHeldTouches() {
        var i = 0
        while i < held.count {
            let record = held[i]
            if record.heldPhases.isEmpty || record.isDoneForView {
                record.heldPhases.removeAll()
                held.remove(at: i)
                continue
            }
            let stillHeld = record.recognizers.contains { r in
                GestureArbiter.isUndecided(r) && (r.delaysTouchesBegan || (r.delaysTouchesEnded && record.heldPhases.contains(.ended)))
            }
            if stillHeld { i += 1; continue }
            held.remove(at: i)
            let phases = record.heldPhases
            record.heldPhases.removeAll()
            for p in phases { deliverToView(record, phase: p) }
            i = 0
        }
    }
}
