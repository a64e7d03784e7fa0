import Foundation

/// Precomputed unit-circle points for quarter arcs, so drawing a rounded corner costs no
/// trigonometry per frame.
enum ArcTable {
    /// The most segments a quarter arc is split into.
    static let maxSegments = 24

    /// `cosines[n][i]`, `sines[n][i]` for i in 0...n: the quarter arc from 0 to 90 degrees
    /// in n segments.
    static let cosines: [[Float]] = (0...maxSegments).map { n in
        (0...max(n, 1)).map { i in Float(cos(Double(i) / Double(max(n, 1)) * .pi / 2)) }
    }
    static let sines: [[Float]] = (0...maxSegments).map { n in
        (0...max(n, 1)).map { i in Float(sin(Double(i) / Double(max(n, 1)) * .pi / 2)) }
    }

    /// The same tables flattened, row `n` starting at ``row(_:)``: read without
    /// retaining a nested array per corner.
    static let flatCosines: [Float] = cosines.flatMap { $0 + Array(repeating: 0, count: maxSegments + 2 - $0.count) }
    static let flatSines: [Float] = sines.flatMap { $0 + Array(repeating: 0, count: maxSegments + 2 - $0.count) }

    /// The index of row `n` (0...maxSegments) in ``flatCosines`` and ``flatSines``.
    @inline(__always) static func row(_ n: Int) -> Int { n * (maxSegments + 2) }

    /// Segments for a quarter arc of `radius` pixels so that the chord is within a quarter
    /// pixel of the true curve.
    static func segments(forRadius radius: Float) -> Int {
        if radius <= 1 { return 1 }
        let tolerance: Float = 0.25
        let step = 2 * acosf(max(-1, 1 - tolerance / radius))
        guard step > 0 else { return maxSegments }
        return min(maxSegments, max(2, Int((Float.pi / 2 / step).rounded(.up))))
    }
}
