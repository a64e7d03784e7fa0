/// A column of the simplex tableau: a layout variable, or a slack, error or dummy variable
/// the solver adds for a constraint. The kind is kept in the id's low bits, so symbols sort
/// in the order they were made (the solver's tie-breaks, and so its results, are deterministic).
struct SolverSymbol: Hashable, Comparable, Sendable {
    enum Kind: Int { case invalid = 0, external, slack, error, dummy }

    let id: Int

    init(serial: Int, kind: Kind) { id = serial << 3 | kind.rawValue }
    private init(id: Int) { self.id = id }

    /// No symbol.
    static let invalid = SolverSymbol(id: 0)

    var kind: Kind { Kind(rawValue: id & 7) ?? .invalid }
    var isValid: Bool { id != 0 }
    /// A slack or error variable: kept non-negative, and may enter or leave the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id < b.id }
}

/// Whether a solver value is zero up to rounding.
@inline(__always) func nearZero(_ v: Double) -> Bool { abs(v) < 1e-8 }
