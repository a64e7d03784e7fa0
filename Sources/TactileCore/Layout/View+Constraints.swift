extension View {
    /// Whether the view keeps the ``frame`` it is given (as `UIView`, `true` for views
    /// made in code). Set it to `false` for a view placed by constraints: its frame then
    /// comes from the solution in its superview's layout pass.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            reregisterInLayout { $0.translatesAutoresizingMaskIntoConstraints = newValue }
        }
    }

    /// The active constraints that name this view or one of its guides.
    public var constraintsAffectingLayout: [LayoutConstraint] { layoutStateStorage.map { Array($0.constraints) } ?? [] }

    /// Activates constraints (as `NSLayoutConstraint.activate`; UIKit's older form).
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Activates one constraint.
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }
    /// Deactivates one constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        let root = layoutRoot
        let engine = root.layoutState.engine ?? {
            let e = LayoutEngine(root: root)
            root.layoutState.engine = e
            return e
        }()
        engine.constraintUpdates.append(self)
        engine.containers[ObjectIdentifier(self)] = self
        setNeedsLayout()
    }

    /// Runs a pending ``updateConstraints()`` now.
    public func updateConstraintsIfNeeded() {
        guard let state = layoutStateStorage, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        updateConstraints()
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame free to move or resize (more than
    /// one solution), as UIKit's; for tests. A frame-managed view is never ambiguous.
    public var hasAmbiguousLayout: Bool {
        guard let state = layoutStateStorage, state.isParticipant, !state.isFrameManaged,
              let engine = layoutEngineIfAny, let v = state.variables else { return false }
        return v.all.contains { engine.solver.isAmbiguous($0) }
    }

    // MARK: Fitting

    /// The size the constraints give the view when its width and height are pulled towards
    /// `targetSize` at the given priorities (``LayoutPriority/fittingSizeLevel`` asks for the
    /// smallest size the content allows), as UIKit's.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
                                        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel) -> Size {
        guard let engine = layoutEngineIfAny, let state = layoutStateStorage, state.isParticipant else {
            let ics = intrinsicContentSize
            return Size(width: ics.width >= 0 ? ics.width : targetSize.width, height: ics.height >= 0 ? ics.height : targetSize.height).sanitized
        }
        engine.update()
        // A frame-managed view's own size pins are lifted while it is measured.
        let pins = state.pins.count == 4 ? [state.pins[2], state.pins[3]] : []
        for p in pins { try? engine.solver.remove(p) }
        defer { for p in pins { try? engine.solver.add(p) } }
        let v = layoutVariables
        let w = SolverConstraint(SolverExpression([(v.width, 1)], constant: -Double(targetSize.width.sanitized(0...SanitizeLimits.distance, nan: 0))),
                                 .equal, strength: SolverConstraint.strength(priority: horizontal.rawValue))
        let h = SolverConstraint(SolverExpression([(v.height, 1)], constant: -Double(targetSize.height.sanitized(0...SanitizeLimits.distance, nan: 0))),
                                 .equal, strength: SolverConstraint.strength(priority: vertical.rawValue))
        try? engine.solver.add(w)
        try? engine.solver.add(h)
        let size = Size(width: Float(engine.solver.value(of: v.width)), height: Float(engine.solver.value(of: v.height)))
        try? engine.solver.remove(w)
        try? engine.solver.remove(h)
        return size.sanitized
    }
}
