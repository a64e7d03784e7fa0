/// The Auto Layout of one view tree (kept by its root view, usually the window): the
/// solver, the active constraints and the views and guides they place. Views that follow
/// their frames (``View/translatesAutoresizingMaskIntoConstraints``) are pinned to them;
/// the others get their frames from the solution in their superview's layout pass.
@MainActor
package final class LayoutEngine {
    let solver = SimplexSolver()
    weak var root: View?
    /// The active constraints, in activation order.
    var constraints = ConstraintList()
    /// Frame-managed views pinned to their frames.
    var pinnedViews: [ObjectIdentifier: View] = [:]
    /// Views whose intrinsic size must be read again.
    var intrinsicPending: [View] = []
    /// System guides (margins, safe areas) held at their owning views' insets.
    var systemGuides: [ObjectIdentifier: LayoutGuide] = [:]
    /// Views whose subviews the engine places (they apply the frames in their layout pass).
    var containers: [ObjectIdentifier: View] = [:]
    /// Views that asked for ``View/updateConstraints()``.
    var constraintUpdates: [View] = []
    /// Constraints already reported as broken (each is reported once).
    var reported = Set<ObjectIdentifier>()
    /// Set while the engine catches up with frames and sizes (no layout requests then).
    var isSyncing = false
    /// `SubviewIndex.generation` when the pins last matched the frames: no frame or
    /// hierarchy changed since, so the pins need no sync (nil: never synced).
    var pinsSyncedAt: UInt64?
    /// Every container was asked to lay out since the last ``update()`` (asking again is
    /// a walk over all of them per constraint change: n² for n containers).
    var containersAsked = false
    /// Pinned views checked against their frames so far (tests check it stays linear).
    var pinSyncs = 0

    init(root: View) { self.root = root }

    // MARK: Activation

    static func activate(_ c: LayoutConstraint) {
        guard c.isValid, let first = c.firstLayoutItem, let firstView = first.layoutOwnerView else {
            Diagnostics.report("layout: \(c.description) has an item that is not a view or layout guide; not activated")
            return
        }
        var rootView = firstView.layoutRoot
        if let second = c.secondLayoutItem {
            guard let secondView = second.layoutOwnerView, secondView.layoutRoot === rootView else {
                Diagnostics.report("layout: \(c.description): the items have no common ancestor; not activated")
                return
            }
            rootView = secondView.layoutRoot
        }
        let engine = rootView.layoutState.engine ?? {
            let e = LayoutEngine(root: rootView)
            rootView.layoutState.engine = e
            return e
        }()
        engine.add(c)
    }

    func add(_ c: LayoutConstraint) {
        guard !constraints.contains(c) else { return }
        c.engine = self
        constraints.append(c)
        for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) {
            participate(item)
            item.layoutOwnerView?.layoutState.constraints.append(c)
        }
        insert(c)
        setNeedsLayout()
        arrangedSizeDidChange(c)
    }

    /// Puts the constraint in the solver, or breaks it when it conflicts.
    private func insert(_ c: LayoutConstraint) {
        let sc = makeSolverConstraint(c)
        c.solverConstraint = sc
        do {
            try solver.add(sc)
            c.isBroken = false
        } catch {
            breakConstraint(c)
        }
    }

    func deactivate(_ c: LayoutConstraint) {
        guard constraints.remove(c) else { c.engine = nil; return }
        if let sc = c.solverConstraint, !c.isBroken { try? solver.remove(sc) }
        c.solverConstraint = nil
        c.isBroken = false
        c.engine = nil
        for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) {
            item.layoutOwnerView?.layoutStateStorage?.constraints.remove(c)
        }
        setNeedsLayout()
        arrangedSizeDidChange(c)
    }

    func constantDidChange(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        let expressionConstant = expressionConstant(of: c)
        if c.isBroken {
            sc.expression.constant = expressionConstant
            insert(c)
        } else {
            do { try solver.setConstant(sc, expressionConstant) } catch {
                try? solver.remove(sc)
                breakConstraint(c)
            }
        }
        setNeedsLayout()
        arrangedSizeDidChange(c)
    }

    func priorityDidChange(_ c: LayoutConstraint) {
        if let sc = c.solverConstraint, !c.isBroken { try? solver.remove(sc) }
        insert(c)
        setNeedsLayout()
        arrangedSizeDidChange(c)
    }

    /// A constraint on a stack's arranged view came, went or changed: the stack measures
    /// and arranges again (it reads the view's size constraints).
    private func arrangedSizeDidChange(_ c: LayoutConstraint) {
        guard !isSyncing else { return }
        for view in [c.firstLayoutItem?.layoutOwnerView, c.secondLayoutItem?.layoutOwnerView].compactMap({ $0 })
        where view.layoutStateStorage?.isArranged == true {
            view.superview?.invalidateIntrinsicContentSize()
        }
    }

    /// Leaves a conflicting required constraint out and reports it once, with the active
    /// constraints on the same items (UIKit's "Unable to simultaneously satisfy constraints").
    private func breakConstraint(_ c: LayoutConstraint) {
        c.isBroken = true
        guard reported.insert(ObjectIdentifier(c)).inserted else { return }
        // The constraints on the same views, from the views' own lists (a scan of every
        // active constraint per broken one made thousands of conflicts cost n² steps).
        var related: [LayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(c)]
        var more = false
        for view in [c.firstLayoutItem?.layoutOwnerView, c.secondLayoutItem?.layoutOwnerView].compactMap({ $0 }) {
            for other in view.layoutStateStorage?.constraints ?? ConstraintList() where !other.isBroken {
                guard seen.insert(ObjectIdentifier(other)).inserted else { continue }
                if related.count == 12 { more = true; break }
                related.append(other)
            }
        }
        var lines = ["layout: unable to satisfy all constraints; breaking \(c.description)", "  it conflicts with some of:"]
        lines += related.map { "    \($0.description)" }
        if more { lines.append("    … and more") }
        Diagnostics.report(lines.joined(separator: "\n"))
    }

    /// Asks the views whose subviews the engine places to lay out again.
    package func setNeedsLayout() {
        guard !isSyncing, !containersAsked else { return }
        containersAsked = true
        for v in containers.values { v.setNeedsLayout() }
    }
}

extension View {
    /// The topmost ancestor (this view when it has no superview).
    var layoutRoot: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The engine of the view's tree, if it has one.
    package var layoutEngineIfAny: LayoutEngine? { layoutRoot.layoutStateStorage?.engine }
}
