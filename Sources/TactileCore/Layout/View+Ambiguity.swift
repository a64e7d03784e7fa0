extension View {
    /// Moves an ambiguous view to another layout its constraints allow, as UIKit's (for
    /// debugging and tests: call it, look, call it again). Each free position or size is
    /// pulled away from its current value at the weakest priority, so every constraint still
    /// holds; the new frame stays until the layout changes. Does nothing when the layout is
    /// not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout, let engine = layoutEngineIfAny, let v = layoutStateStorage?.variables,
              let superview, let s = superview.layoutStateStorage?.variables else { return }
        var pulls: [SolverConstraint] = []
        for variable in v.all where engine.solver.isAmbiguous(variable) {
            let now = engine.solver.value(of: variable)
            let target = now + max(20, abs(now) * 0.5)
            let pull = SolverConstraint(SolverExpression([(variable, 1)], constant: -target), .equal,
                                        strength: SolverConstraint.strength(priority: 1))
            if (try? engine.solver.add(pull)) != nil { pulls.append(pull) }
        }
        let r = engine.rect(of: v), o = engine.rect(of: s)
        for pull in pulls { try? engine.solver.remove(pull) }
        frame = Rect(x: (r.minX - o.minX).rounded(), y: (r.minY - o.minY).rounded(), width: max(0, r.width.rounded()), height: max(0, r.height.rounded()))
    }
}
