import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// The Cassowary solver on its own: equalities, inequalities, strengths, incremental changes.
@Suite struct SimplexSolverTests {
    private func expr(_ terms: [(SolverVariable, Double)], _ constant: Double = 0) -> SolverExpression {
        SolverExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    @Test func requiredEqualitiesChain() throws {
        let s = SimplexSolver()
        let left = SolverVariable("left"), width = SolverVariable("width"), right = SolverVariable("right")
        try s.add(SolverConstraint(expr([(left, 1)], -10), .equal))                       // left == 10
        try s.add(SolverConstraint(expr([(width, 1)], -100), .equal))                     // width == 100
        try s.add(SolverConstraint(expr([(right, 1), (left, -1), (width, -1)]), .equal))  // right == left + width
        #expect(s.value(of: right) == 110)
    }

    @Test func strongerPreferenceWins() throws {
        let s = SimplexSolver()
        let x = SolverVariable("x")
        try s.add(SolverConstraint(expr([(x, 1)], -100), .equal, strength: SolverConstraint.strength(priority: 250)))
        try s.add(SolverConstraint(expr([(x, 1)], -200), .equal, strength: SolverConstraint.strength(priority: 750)))
        #expect(s.value(of: x) == 200)
        try s.add(SolverConstraint(expr([(x, 1)], -150), .lessOrEqual))                   // x <= 150 (required)
        #expect(s.value(of: x) == 150)
    }

    @Test func unsatisfiableRequiredIsRefusedAndLeavesTheSolution() throws {
        let s = SimplexSolver()
        let x = SolverVariable("x")
        try s.add(SolverConstraint(expr([(x, 1)], -10), .equal))
        #expect(throws: SimplexSolver.Failure.unsatisfiable) { try s.add(SolverConstraint(expr([(x, 1)], -20), .equal)) }
        #expect(throws: SimplexSolver.Failure.unsatisfiable) { try s.add(SolverConstraint(expr([(x, 1)], -30), .greaterOrEqual)) }
        #expect(s.value(of: x) == 10)
        #expect(s.constraintCount == 1)
    }

    @Test func removeRestoresThePreviousSolution() throws {
        let s = SimplexSolver()
        let x = SolverVariable("x")
        try s.add(SolverConstraint(expr([(x, 1)], -100), .equal, strength: 10))
        let cap = SolverConstraint(expr([(x, 1)], -40), .lessOrEqual)
        try s.add(cap)
        #expect(s.value(of: x) == 40)
        try s.remove(cap)
        #expect(s.value(of: x) == 100)
    }

    @Test func changingAConstantReSolves() throws {
        let s = SimplexSolver()
        let a = SolverVariable("a"), b = SolverVariable("b")
        let gap = SolverConstraint(expr([(b, 1), (a, -1)], -8), .equal)                   // b == a + 8
        try s.add(SolverConstraint(expr([(a, 1)], -20), .equal))
        try s.add(gap)
        try s.add(SolverConstraint(expr([(b, 1)], -100), .lessOrEqual))
        try s.setConstant(gap, -30)
        #expect(s.value(of: b) == 50)
        // Beyond the cap: refused, the old value stays.
        #expect(throws: SimplexSolver.Failure.unsatisfiable) { try s.setConstant(gap, -200) }
        #expect(s.value(of: b) == 50)
        try s.setConstant(gap, -80)
        #expect(s.value(of: b) == 100)
    }

    @Test func editLikeWeakConstraintFollowsItsConstant() throws {
        let s = SimplexSolver()
        let x = SolverVariable("x")
        let edit = SolverConstraint(expr([(x, 1)], 0), .equal, strength: 1000)
        try s.add(edit)
        try s.add(SolverConstraint(expr([(x, 1)], -50), .greaterOrEqual))
        for v in [10.0, 70, 300, 49, 51] {
            try s.setConstant(edit, -v)
            #expect(s.value(of: x) == max(50, v))
        }
    }

    /// Random constraint sets, some conflicting, added, changed and removed: the solver never
    /// traps, refused constraints leave it consistent, and the required constraints it holds
    /// are satisfied by the values it reports.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomConstraintSetsStayConsistent(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let s = SimplexSolver()
        let vars = (0..<12).map { SolverVariable("v\($0)") }
        var held: [SolverConstraint] = []
        for step in 0..<300 {
            let op = Int.random(in: 0..<10, using: &rng)
            if op < 6 || held.isEmpty {
                let n = Int.random(in: 1...3, using: &rng)
                let terms = (0..<n).map { _ in (vars.randomElement(using: &rng)!, Double(Int.random(in: -3...3, using: &rng))) }
                let rel: SolverConstraint.Relation = [.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &rng)!
                let strength = Bool.random(using: &rng) ? SolverConstraint.required : SolverConstraint.strength(priority: Float(Int.random(in: 1...999, using: &rng)))
                let c = SolverConstraint(expr(terms, Double(Int.random(in: -500...500, using: &rng))), rel, strength: strength)
                if (try? s.add(c)) != nil { held.append(c) }
            } else if op < 8 {
                let c = held.remove(at: Int.random(in: 0..<held.count, using: &rng))
                try s.remove(c)
            } else {
                let c = held.randomElement(using: &rng)!
                try? s.setConstant(c, Double(Int.random(in: -500...500, using: &rng)))
            }
            for c in held where c.isRequired {
                let v = c.expression.terms.reduce(c.expression.constant) { $0 + s.value(of: $1.variable) * $1.coefficient }
                switch c.relation {
                case .equal: #expect(abs(v) < 1e-4, "step \(step)")
                case .lessOrEqual: #expect(v < 1e-4, "step \(step)")
                case .greaterOrEqual: #expect(v > -1e-4, "step \(step)")
                }
            }
        }
    }
}

