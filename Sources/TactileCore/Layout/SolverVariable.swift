#if canImport(Glibc)
import Glibc
#endif

/// A value the layout solver finds: one edge or length of a view or layout guide.
final class SolverVariable {
    /// A name for diagnostics (`Label.width`).
    let name: String
    /// The variable's column in its solver; invalid while no constraint uses it.
    var symbol: SolverSymbol = .invalid
    /// How many of the solver's constraints use it.
    var useCount = 0

    init(_ name: String) { self.name = name }
}

/// `Σ coefficient × variable + constant`.
struct SolverExpression {
    var terms: [(variable: SolverVariable, coefficient: Double)] = []
    var constant: Double = 0

    init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// `expression (<=, ==, >=) 0` with a strength: `SolverConstraint.required`, or a weight below it.
final class SolverConstraint {
    enum Relation { case lessOrEqual, equal, greaterOrEqual }

    /// The strength of a required constraint (never broken while satisfiable).
    static let required = Double.infinity

    var expression: SolverExpression
    let relation: Relation
    let strength: Double

    init(_ expression: SolverExpression, _ relation: Relation, strength: Double = SolverConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength.isNaN ? 1 : strength
    }

    var isRequired: Bool { strength == SolverConstraint.required }

    /// The solver weight of a UIKit priority (1…999): ten times more per 100 points, so a
    /// higher priority wins any two-way conflict and strong constraints dwarf weak ones.
    static func strength(priority: Float) -> Double {
        if priority >= 1000 { return required }
        let p = Double(priority.isFinite ? max(1, priority) : 1)
        return pow(10, p / 100)
    }
}
