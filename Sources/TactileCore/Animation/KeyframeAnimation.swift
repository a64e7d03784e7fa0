/// An animation through a list of values, as `CAKeyframeAnimation`: ``values`` at
/// ``keyTimes`` (evenly spread when `nil`), each segment paced by its ``timingFunctions``
/// entry. Values that do not fit the key path are skipped.
@MainActor
open class KeyframeAnimation: PropertyAnimation {
    /// How values are joined, as `CAAnimationCalculationMode`.
    public enum CalculationMode: String, Sendable, Hashable {
        /// Straight blends between neighbours.
        case linear
        /// Each value held until the next key time.
        case discrete
        /// Evenly paced (drawn as ``linear`` with even key times).
        case paced
        /// Smooth (drawn as ``linear``).
        case cubic
    }

    /// The values, in order.
    public var values: [Any]? { didSet { converted = (values ?? []).compactMap { LayerValue($0) }; refreshTimes() } }
    /// When each value is reached, 0...1 increasing, one per value; ignored otherwise.
    public var keyTimes: [Float]? { didSet { refreshTimes() } }
    /// The pace of each segment (one fewer than values; `nil`: linear).
    public var timingFunctions: [MediaTimingFunction]?
    /// How values are joined.
    public var calculationMode: CalculationMode = .linear { didSet { refreshTimes() } }
    /// ``values`` converted and the key times used, worked out once (not per frame).
    private var converted: [LayerValue] = []
    private var times: [Float] = []

    private func refreshTimes() {
        let n = converted.count
        times = n < 2 ? [] : (0..<n).map { Float($0) / Float(n - 1) }
        if calculationMode != .paced, let kt = keyTimes, kt.count == n, kt.allSatisfy(\.isFinite),
           zip(kt, kt.dropFirst()).allSatisfy({ $0 <= $1 }) {
            times = kt
        }
    }

    open override func copyValues(to copy: Animation) {
        super.copyValues(to: copy)
        guard let c = copy as? KeyframeAnimation else { return }
        c.values = values
        c.keyTimes = keyTimes
        c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode
    }

    override func apply(fraction: Double, to out: inout LayerPresentation, layer: Layer) {
        let vs = converted
        guard !vs.isEmpty else { return }
        if vs.count == 1 {
            write(vs[0], to: &out, layer: layer)
            return
        }
        let f = Float(min(max(fraction, 0), 1))
        var i = 0
        while i < vs.count - 2 && f >= times[i + 1] { i += 1 }
        if calculationMode == .discrete {
            write(f >= times[i + 1] ? vs[i + 1] : vs[i], to: &out, layer: layer)
            return
        }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        local = min(max(local, 0), 1)
        if let fns = timingFunctions, i < fns.count { local = Float(fns[i](Double(local))) }
        write(vs[i].interpolated(to: vs[i + 1], fraction: local), to: &out, layer: layer)
    }
}
