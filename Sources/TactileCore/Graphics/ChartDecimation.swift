/// The per-column envelope of a series: for each of `columns` columns, the smallest and
/// largest finite value of the samples falling in it (NaN when none), and whether the
/// smallest came first, so a line through them keeps the data's order. A series of a few
/// thousand or a million samples gives at most two points a column.
struct ChartDecimation {
    var minimum: [Float]
    var maximum: [Float]
    var minimumFirst: [Bool]

    /// Reduces `values` to `columns` columns (at least 1, at most 100 000).
    init(_ values: [Float], columns: Int) {
        let n = max(1, min(columns, 100_000))
        minimum = Array(repeating: .nan, count: n)
        maximum = Array(repeating: .nan, count: n)
        minimumFirst = Array(repeating: true, count: n)
        let count = values.count
        guard count > 0 else { return }
        var minAt = Array(repeating: 0, count: n), maxAt = Array(repeating: 0, count: n)
        for (i, v) in values.enumerated() where v.isFinite {
            let c = min(n - 1, Int(Double(i) * Double(n) / Double(count)))
            if !(minimum[c] <= v) { minimum[c] = v; minAt[c] = i }
            if !(maximum[c] >= v) { maximum[c] = v; maxAt[c] = i }
        }
        for c in 0..<n { minimumFirst[c] = minAt[c] <= maxAt[c] }
    }

    /// The number of columns.
    var columns: Int { minimum.count }
}

/// The smallest and largest finite values of a series, or `nil` when it has none.
func chartFiniteRange(_ values: [Float]) -> (lower: Float, upper: Float)? {
    var lo = Float.infinity, hi = -Float.infinity
    for v in values where v.isFinite {
        lo = min(lo, v)
        hi = max(hi, v)
    }
    return lo <= hi ? (lo, hi) : nil
}
