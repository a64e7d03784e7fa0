/// Catching up with the tree before frames are read, applying frames, and views moving
/// between trees.
extension LayoutEngine {
    /// Runs pending `updateConstraints`, moves pins to changed frames, re-reads invalidated
    /// intrinsic sizes and changed margins and safe areas: each a constant change, solved
    /// incrementally.
    func update() {
        var rounds = 0
        while !constraintUpdates.isEmpty && rounds < 4 {
            rounds += 1
            let views = constraintUpdates
            constraintUpdates = []
            for v in views where v.layoutState.needsUpdateConstraints {
                v.layoutState.needsUpdateConstraints = false
                v.updateConstraints()
            }
        }
        containersAsked = false
        isSyncing = true
        defer { isSyncing = false }
        // Pins follow frames: only when a frame or the hierarchy changed since the last sync
        // (each container's layout pass comes here; syncing every pin each time cost
        // containers x pinned views: 2,000 constrained cells took 65 s to lay out).
        if pinsSyncedAt != SubviewIndex.generation {
            for v in pinnedViews.values { syncPins(v) }
            pinsSyncedAt = SubviewIndex.generation
        }
        if !intrinsicPending.isEmpty {
            let views = intrinsicPending
            intrinsicPending = []
            for v in views { updateIntrinsic(v) }
        }
        for g in systemGuides.values {
            let i = g.insetsInOwner
            guard i != g.heldInsets, g.systemConstraints.count == 4 else { continue }
            g.heldInsets = i
            let values = [-Double(i.left), -Double(i.top), Double(i.horizontal), Double(i.vertical)]
            for (c, k) in zip(g.systemConstraints, values) { try? solver.setConstant(c, k) }
        }
    }

    /// Sets the frames of the subviews the engine places inside `container`, rounded to
    /// whole points as UIKit rounds to pixels (relative to the container's frame, so its
    /// scrolling does not move them).
    func applyFrames(in container: View) {
        update()
        let synced = pinsSyncedAt == SubviewIndex.generation
        var movedPins = false
        let s = rect(of: container.layoutVariables)
        for sub in container.subviews {
            guard let state = sub.layoutStateStorage, state.isParticipant, !state.isFrameManaged,
                  let v = state.variables else { continue }
            let r = rect(of: v)
            let x0 = (r.minX - s.minX).rounded(), y0 = (r.minY - s.minY).rounded()
            let x1 = (r.maxX - s.minX).rounded(), y1 = (r.maxY - s.minY).rounded()
            let frame = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
            // A placed view with subviews may carry pinned views with it.
            if frame != sub.frame && !sub.subviews.isEmpty { movedPins = true }
            sub.frame = frame
        }
        // Frames set here moved no pin: the pins still match (the next container's pass
        // need not sync them all again).
        if synced && !movedPins { pinsSyncedAt = SubviewIndex.generation }
    }

    /// A subtree left this engine's tree: its views leave the engine; constraints wholly
    /// inside move to the subtree's own engine, those that crossed are deactivated (as
    /// UIKit removes them).
    func detach(_ subtree: View) {
        var inside: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ v: View) {
            if let state = v.layoutStateStorage {
                for c in state.constraints where seen.insert(ObjectIdentifier(c)).inserted { inside.append(c) }
                unregister(v)
            }
            for s in v.subviews { visit(s) }
        }
        visit(subtree)
        var moving: [LayoutConstraint] = []
        for c in inside {
            let views = [c.firstLayoutItem?.layoutOwnerView, c.secondLayoutItem?.layoutOwnerView].compactMap { $0 }
            let within = views.allSatisfy { $0.isDescendant(of: subtree) }
            deactivate(c)
            if within { moving.append(c) }
        }
        for c in moving { LayoutEngine.activate(c) }
        setNeedsLayout()
    }

    /// This engine's tree was added under another view: every constraint moves to that tree's engine.
    func merge(into newRoot: View) {
        let moving = constraints
        for c in moving { deactivate(c) }
        if let r = root {
            func visit(_ v: View) { unregister(v); for s in v.subviews { visit(s) } }
            visit(r)
            r.layoutStateStorage?.engine = nil
        }
        for c in moving { LayoutEngine.activate(c) }
    }
}
