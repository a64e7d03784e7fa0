/// An incremental Cassowary solver (Badros, Borning and Stuckey 2001): linear equalities and
/// inequalities, required or weighted, added and removed one at a time, each change re-solved
/// from the previous solution by a few simplex pivots.
///
/// The tableau is kept in solved form: every basic symbol has a row in terms of parametric
/// symbols (which are 0). A column index (which rows mention a symbol) makes a pivot cost the
/// rows it touches, not the whole tableau. Changing a constraint's constant re-parametrises
/// its marker variable and restores feasibility with the dual simplex, as an edit does.
final class SimplexSolver {
    /// Why a change was refused; the tableau is as before.
    enum Failure: Error, Equatable { case unsatisfiable, duplicate, unknown }

    struct Tag { var marker = SolverSymbol.invalid, other = SolverSymbol.invalid }
    struct Entry { var tag: Tag; let constraint: SolverConstraint }

    var entries: [ObjectIdentifier: Entry] = [:]
    var rows: [SolverSymbol: SolverRow] = [:]
    /// For each symbol, the basic symbols whose rows mention it.
    var columns: [SolverSymbol: Set<SolverSymbol>] = [:]
    var externals: [SolverSymbol: SolverVariable] = [:]
    var infeasible: [SolverSymbol] = []
    var objective = SolverRow(constant: 0)
    var artificial: SolverRow?
    private var serial = 0

    init() {}

    /// The number of constraints in the solver.
    var constraintCount: Int { entries.count }

    func contains(_ c: SolverConstraint) -> Bool { entries[ObjectIdentifier(c)] != nil }

    /// The variable's value in the current solution (0 when no constraint uses it).
    func value(of v: SolverVariable) -> Double {
        guard v.symbol.isValid, let row = rows[v.symbol] else { return 0 }
        return row.constant
    }

    func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        serial += 1
        return SolverSymbol(serial: serial, kind: kind)
    }

    // MARK: Adding and removing

    /// Adds a constraint; a required one that conflicts with the others throws `.unsatisfiable`
    /// and leaves the solution as it was.
    func add(_ c: SolverConstraint) throws(Failure) {
        let key = ObjectIdentifier(c)
        guard entries[key] == nil else { throw .duplicate }
        var tag = Tag()
        var fresh: [SolverVariable] = []
        var row = makeRow(c, &tag, &fresh)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.allDummies {
            guard nearZero(row.constant) else { undo(fresh); throw .unsatisfiable }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(row, for: subject)
        } else if !addWithArtificialVariable(row) {
            undo(fresh)
            throw .unsatisfiable
        }
        for (v, _) in c.expression.terms { v.useCount += 1 }
        entries[key] = Entry(tag: tag, constraint: c)
        optimize()
    }

    /// Forgets the variables a refused constraint introduced.
    private func undo(_ fresh: [SolverVariable]) {
        for v in fresh where v.useCount == 0 {
            externals[v.symbol] = nil
            v.symbol = .invalid
        }
    }

    /// Removes a constraint; its variables keep their solver columns while others use them.
    func remove(_ c: SolverConstraint) throws(Failure) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(c)) else { throw .unknown }
        let tag = entry.tag
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, c.strength) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, c.strength) }
        if takeRow(tag.marker) == nil {
            let leaving = markerLeavingRow(tag.marker)
            if leaving.isValid, var row = takeRow(leaving) {
                row.solve(for: leaving, tag.marker)
                substitute(tag.marker, row)
            }
        }
        optimize()
        for (v, _) in c.expression.terms {
            v.useCount -= 1
            if v.useCount == 0, rows[v.symbol] == nil, (columns[v.symbol]?.isEmpty ?? true) {
                externals[v.symbol] = nil
                columns[v.symbol] = nil
                v.symbol = .invalid
            }
        }
    }

    private func removeMarkerEffects(_ marker: SolverSymbol, _ strength: Double) {
        if let row = rows[marker] { objective.add(row, times: -strength) } else { objective.add(marker, -strength) }
    }

    /// Changes a constraint's constant and re-solves incrementally (the marker variable is
    /// shifted, then the dual simplex restores feasibility). A required constraint the new
    /// constant makes unsatisfiable throws `.unsatisfiable`; the old constant stays.
    func setConstant(_ c: SolverConstraint, _ constant: Double) throws(Failure) {
        guard let entry = entries[ObjectIdentifier(c)] else { c.expression.constant = constant; return }
        let delta = constant - c.expression.constant
        guard delta != 0 else { return }
        let marker = entry.tag.marker
        if marker.kind == .dummy, rows[marker] != nil {
            // A redundant required equality: only its old constant is consistent.
            throw .unsatisfiable
        }
        shift(marker, by: delta / markerCoefficient(c))
        if dualOptimize() {
            c.expression.constant = constant
            return
        }
        shift(marker, by: -delta / markerCoefficient(c))
        _ = dualOptimize()
        throw .unsatisfiable
    }

    /// The marker's coefficient in the row as the constraint made it (see `makeRow`).
    private func markerCoefficient(_ c: SolverConstraint) -> Double {
        switch c.relation {
        case .lessOrEqual: return 1
        case .greaterOrEqual: return -1
        case .equal: return c.isRequired ? 1 : -1
        }
    }

    /// Re-parametrises `old = new + d`: rows mentioning the marker, or its own row, change constant.
    private func shift(_ marker: SolverSymbol, by d: Double) {
        if rows[marker] != nil {
            rows[marker]!.constant -= d
            if rows[marker]!.constant < 0 { infeasible.append(marker) }
            return
        }
        for basic in columns[marker] ?? [] {
            let k = rows[basic]!.coefficient(for: marker)
            rows[basic]!.constant += k * d
            if rows[basic]!.constant < 0 && basic.kind != .external { infeasible.append(basic) }
        }
    }
}

extension SimplexSolver {
    /// Whether the variable could take another value without worsening the solution: it is
    /// in no constraint, parametric, depends on a free parameter, or depends on a slack the
    /// objective does not price and that can grow without making another restricted symbol
    /// negative (a degenerate slack, as a view held at its intrinsic size by both hugging and
    /// compression resistance, is blocked and so not ambiguous).
    func isAmbiguous(_ v: SolverVariable) -> Bool {
        guard v.symbol.isValid, let row = rows[v.symbol] else { return true }
        for s in row.symbols where s.kind != .dummy && !nearZero(row.coefficient(for: s)) {
            if s.kind == .external { return true }
            if nearZero(objective.coefficient(for: s)) && canGrow(s) { return true }
        }
        return false
    }

    /// Whether a parametric restricted symbol can grow from 0 while every restricted basic
    /// symbol stays non-negative (the simplex ratio test finds room).
    private func canGrow(_ s: SolverSymbol) -> Bool {
        for basic in columns[s] ?? [] where basic.kind != .external {
            guard let r = rows[basic] else { continue }
            if r.coefficient(for: s) < -1e-8 && nearZero(r.constant) { return false }
        }
        return true
    }
}
