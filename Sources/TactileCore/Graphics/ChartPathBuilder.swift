/// Builds a ``ChartView``'s path: maps values to the bounds (in Double, so values near
/// `Float.greatestFiniteMagnitude` do not overflow), decimates series longer than the width.
@MainActor
struct ChartPathBuilder {
    let values: [Float]
    let style: ChartView.Style
    let width: Double, height: Double, inset: Double
    let lower: Double, upper: Double

    init(chart: ChartView, size: Size) {
        values = chart.series
        style = chart.style
        width = size.width.isFinite ? Double(max(0, min(size.width, 100_000))) : 0
        height = size.height.isFinite ? Double(max(0, min(size.height, 100_000))) : 0
        inset = style == .line ? min(Double(chart.lineWidth) / 2, height / 2) : 0
        var lo = Double(chart.dataRange?.lowerBound ?? 0), hi = Double(chart.dataRange?.upperBound ?? 1)
        if let r = chart.yRange, r.lowerBound.isFinite, r.upperBound.isFinite {
            lo = Double(r.lowerBound)
            hi = Double(r.upperBound)
        }
        if hi - lo < 1e-30 * max(1, abs(lo)) {
            let pad = max(1, abs(lo) * 0.5)
            lo -= pad
            hi += pad
        }
        lower = lo
        upper = hi
    }

    /// The y of a value, clipped to the bounds.
    func y(_ v: Float) -> Float {
        let t = min(1, max(0, (Double(v) - lower) / (upper - lower)))
        return Float(height - inset - t * (height - 2 * inset))
    }

    func path() -> BezierPath? {
        guard width >= 1, height >= 1, !values.isEmpty else { return nil }
        let columns = Int(width.rounded(.up))
        if values.count <= columns / (style == .bar ? 3 : 1) { return style == .line ? directLine() : directBars() }
        let d = ChartDecimation(values, columns: columns)
        return style == .line ? decimatedLine(d) : decimatedBars(d)
    }

    private func x(_ i: Int, of n: Int) -> Float {
        n <= 1 ? Float(width / 2) : Float(Double(i) / Double(n - 1) * width)
    }

    private func directLine() -> BezierPath {
        let p = BezierPath()
        var started = false
        for (i, v) in values.enumerated() where v.isFinite {
            let pt = Point(x: x(i, of: values.count), y: y(v))
            if started { p.addLine(to: pt) } else { p.move(to: pt); started = true }
        }
        return p
    }

    private func decimatedLine(_ d: ChartDecimation) -> BezierPath {
        let p = BezierPath()
        var started = false
        for c in 0..<d.columns where d.minimum[c].isFinite {
            let xc = Float((Double(c) + 0.5) * width / Double(d.columns))
            let a = d.minimumFirst[c] ? d.minimum[c] : d.maximum[c], b = d.minimumFirst[c] ? d.maximum[c] : d.minimum[c]
            let first = Point(x: xc, y: y(a))
            if started { p.addLine(to: first) } else { p.move(to: first); started = true }
            if b != a { p.addLine(to: Point(x: xc, y: y(b))) }
        }
        return p
    }

    private var baseline: Float { y(Float(min(upper, max(lower, 0)))) }

    private func bar(_ p: BezierPath, x0: Float, x1: Float, ya: Float, yb: Float) {
        let top = min(ya, yb), h = max(abs(ya - yb), 0.5)
        p.append(BezierPath(rect: Rect(x: x0, y: top, width: x1 - x0, height: h)))
    }

    private func directBars() -> BezierPath {
        let p = BezierPath(), slot = Float(width) / Float(values.count), base = baseline
        for (i, v) in values.enumerated() where v.isFinite {
            let x0 = Float(i) * slot + slot * 0.15
            bar(p, x0: x0, x1: x0 + slot * 0.7, ya: base, yb: y(v))
        }
        return p
    }

    private func decimatedBars(_ d: ChartDecimation) -> BezierPath {
        let p = BezierPath(), colW = Float(width / Double(d.columns)), base = baseline
        for c in 0..<d.columns where d.minimum[c].isFinite {
            let lo = y(d.minimum[c]), hi = y(d.maximum[c])
            bar(p, x0: Float(c) * colW, x1: Float(c + 1) * colW, ya: max(lo, base), yb: min(hi, base))
        }
        return p
    }
}
