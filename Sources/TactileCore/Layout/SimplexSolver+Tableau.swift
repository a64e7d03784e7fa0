/// The simplex machinery behind ``SimplexSolver``'s changes: rows, pivots, optimisation.
extension SimplexSolver {
    // MARK: Rows and columns

    func setRow(_ row: SolverRow, for basic: SolverSymbol) {
        for s in row.symbols { columns[s, default: []].insert(basic) }
        rows[basic] = row
    }

    func takeRow(_ basic: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for s in row.symbols { columns[s]?.remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` everywhere (the rows mentioning it, the objectives).
    func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users {
                let k = rows[basic]!.coefficient(for: symbol)
                rows[basic]!.remove(symbol)
                rows[basic]!.add(row, times: k) { s, entered in
                    if entered { columns[s, default: []].insert(basic) } else { columns[s]?.remove(basic) }
                }
                if basic.kind != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
        }
        let k = objective.coefficient(for: symbol)
        if k != 0 { objective.remove(symbol); objective.add(row, times: k) }
        if let a = artificial {
            let ka = a.coefficient(for: symbol)
            if ka != 0 { artificial!.remove(symbol); artificial!.add(row, times: ka) }
        }
    }

    /// The new row of a constraint, in terms of the current parametric symbols.
    func makeRow(_ c: SolverConstraint, _ tag: inout Tag, _ fresh: inout [SolverVariable]) -> SolverRow {
        var row = SolverRow(constant: c.expression.constant)
        for (v, k) in c.expression.terms where !nearZero(k) {
            if !v.symbol.isValid {
                v.symbol = makeSymbol(.external)
                externals[v.symbol] = v
                fresh.append(v)
            }
            if let basic = rows[v.symbol] { row.add(basic, times: k) } else { row.add(v.symbol, k) }
        }
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let k: Double = c.relation == .lessOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            row.add(tag.marker, k)
            if !c.isRequired {
                tag.other = makeSymbol(.error)
                row.add(tag.other, -k)
                objective.add(tag.other, c.strength)
            }
        case .equal:
            if c.isRequired {
                tag.marker = makeSymbol(.dummy)
                row.add(tag.marker, 1)
            } else {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                row.add(tag.marker, -1)
                row.add(tag.other, 1)
                objective.add(tag.marker, c.strength)
                objective.add(tag.other, c.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// An external symbol, else a negative-coefficient marker of the new constraint.
    func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol {
        if let s = row.symbols.first(where: { $0.kind == .external }) { return s }
        for m in [tag.marker, tag.other] where m.isPivotable && row.coefficient(for: m) < 0 { return m }
        return .invalid
    }

    /// Adds a row no symbol can be solved for, through a temporary artificial variable
    /// minimised to zero (phase one); `false` when it cannot reach zero (unsatisfiable).
    func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        optimize(artificialPhase: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        if !success, rows[art] != nil {
            // The artificial variable could not reach zero: dropping its row leaves the
            // tableau as it was before the constraint.
            _ = takeRow(art)
            return false
        }
        if var r = takeRow(art) {
            if r.isEmpty { return success }
            guard let entering = r.symbols.first(where: { $0.isPivotable }) else { return false }
            r.solve(for: art, entering)
            substitute(entering, r)
            setRow(r, for: entering)
        }
        for basic in columns.removeValue(forKey: art) ?? [] { rows[basic]!.remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Optimisation

    /// Primal simplex on the objective (or the artificial one), from a feasible tableau.
    func optimize(artificialPhase: Bool = false) {
        var budget = 50 * (rows.count + 10)
        while budget > 0 {
            budget -= 1
            let goal = artificialPhase ? (artificial ?? objective) : objective
            guard let entering = zip(goal.symbols, goal.coefficients).first(where: { $0.0.kind != .dummy && $0.1 < 0 })?.0 else { return }
            let leaving = leavingRow(entering)
            guard leaving.isValid, var row = takeRow(leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(row, for: entering)
        }
    }

    /// The restricted row that limits `entering` first (ties: the oldest symbol).
    func leavingRow(_ entering: SolverSymbol) -> SolverSymbol {
        var ratio = Double.infinity, found = SolverSymbol.invalid
        for basic in columns[entering] ?? [] where basic.kind != .external {
            let row = rows[basic]!
            let k = row.coefficient(for: entering)
            guard k < 0 else { continue }
            let r = -row.constant / k
            if r < ratio || (r == ratio && basic < found) { ratio = r; found = basic }
        }
        return found
    }

    /// The row to pivot a removed constraint's non-basic marker into.
    func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol {
        var r1 = Double.infinity, r2 = Double.infinity
        var first = SolverSymbol.invalid, second = SolverSymbol.invalid, third = SolverSymbol.invalid
        for basic in columns[marker] ?? [] {
            let row = rows[basic]!
            let k = row.coefficient(for: marker)
            if k == 0 { continue }
            if basic.kind == .external {
                if !third.isValid || basic < third { third = basic }
            } else if k < 0 {
                let r = -row.constant / k
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / k
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        return first.isValid ? first : second.isValid ? second : third
    }

    /// Dual simplex: makes the infeasible rows feasible again, keeping optimality. `false`
    /// when a row cannot be repaired (required constraints conflict).
    func dualOptimize() -> Bool {
        var budget = 50 * (rows.count + 10)
        while !infeasible.isEmpty && budget > 0 {
            budget -= 1
            infeasible.sort(by: >)
            let leaving = infeasible.removeLast()
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var ratio = Double.infinity, entering = SolverSymbol.invalid
            for (s, k) in zip(row.symbols, row.coefficients) where k > 0 && s.kind != .dummy {
                let r = objective.coefficient(for: s) / k
                if r < ratio { ratio = r; entering = s }
            }
            guard entering.isValid else { infeasible.removeAll(); return false }
            var r = takeRow(leaving)!
            r.solve(for: leaving, entering)
            substitute(entering, r)
            setRow(r, for: entering)
        }
        infeasible.removeAll()
        return true
    }
}
