/// A chart reads as an image labelled "Chart" whose value summarises the data:
/// "1,000 points, minimum -2.5, maximum 10" (the app can set a better label or value).
extension ChartView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { true }
    package var defaultAccessibilityLabel: String? { "Chart" }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.image] }
    package var defaultAccessibilityValue: String? {
        let count = series.count
        let points = "\(Self.grouped(count)) \(count == 1 ? "point" : "points")"
        guard let r = dataRange else { return count == 0 ? "No data" : "\(points), no finite values" }
        return "\(points), minimum \(Self.short(r.lowerBound)), maximum \(Self.short(r.upperBound))"
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// A value with at most 4 significant digits, without a trailing ".0".
    static func short(_ v: Float) -> String {
        if v == v.rounded(), abs(v) < 1e9 { return grouped(Int(v)) }
        let s = String(Float(String(format: "%.4g", Double(v))) ?? v)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
}
