/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or for a row being
/// added, `0 = constant + Σ …`. Cells are kept sorted by symbol (binary search, merges in
/// linear time, a deterministic order).
struct SolverRow {
    var constant: Double
    private(set) var symbols: [SolverSymbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }
    /// Whether every symbol is a dummy (a redundant required equality).
    var allDummies: Bool { symbols.allSatisfy { $0.kind == .dummy } }

    private func index(of s: SolverSymbol) -> (found: Bool, at: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        return (lo < symbols.count && symbols[lo] == s, lo)
    }

    func coefficient(for s: SolverSymbol) -> Double {
        let i = index(of: s)
        return i.found ? coefficients[i.at] : 0
    }

    /// Adds `c × s`; returns `+1` if the symbol entered the row, `-1` if it cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ s: SolverSymbol, _ c: Double) -> Int {
        let i = index(of: s)
        if i.found {
            let v = coefficients[i.at] + c
            if nearZero(v) { symbols.remove(at: i.at); coefficients.remove(at: i.at); return -1 }
            coefficients[i.at] = v
            return 0
        }
        guard !nearZero(c) else { return 0 }
        symbols.insert(s, at: i.at)
        coefficients.insert(c, at: i.at)
        return 1
    }

    /// Adds `c × other` (its constant too); `changed(symbol, entered)` hears of each symbol
    /// that entered or left this row.
    mutating func add(_ other: SolverRow, times c: Double, changed: (SolverSymbol, Bool) -> Void = { _, _ in }) {
        constant += other.constant * c
        if other.symbols.count <= 4 {
            for (s, k) in zip(other.symbols, other.coefficients) {
                let r = add(s, k * c)
                if r != 0 { changed(s, r > 0) }
            }
            return
        }
        var syms: [SolverSymbol] = [], coefs: [Double] = []
        syms.reserveCapacity(symbols.count + other.symbols.count)
        coefs.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                syms.append(symbols[i]); coefs.append(coefficients[i]); i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let v = other.coefficients[j] * c
                if !nearZero(v) { syms.append(other.symbols[j]); coefs.append(v); changed(other.symbols[j], true) }
                j += 1
            } else {
                let v = coefficients[i] + other.coefficients[j] * c
                if nearZero(v) { changed(symbols[i], false) } else { syms.append(symbols[i]); coefs.append(v) }
                i += 1; j += 1
            }
        }
        symbols = syms
        coefficients = coefs
    }

    mutating func remove(_ s: SolverSymbol) {
        let i = index(of: s)
        if i.found { symbols.remove(at: i.at); coefficients.remove(at: i.at) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Solves `0 = row` for `s` (which must be in the row): the row becomes `s = …`.
    mutating func solve(for s: SolverSymbol) {
        let k = -1 / coefficient(for: s)
        remove(s)
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
