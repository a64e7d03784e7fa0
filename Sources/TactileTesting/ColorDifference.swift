import Foundation
import Tactile

/// CIE76 colour difference (ΔE, the Euclidean distance in CIE Lab, D65) between sRGB
/// colours: what ``ImageTolerance/perceptualPrecision`` is measured in.
enum ColorDifference {
    /// sRGB byte → linear light.
    private static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Lab of an sRGB colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
        let lr = linear[Int(r)], lg = linear[Int(g)], lb = linear[Int(b)]
        let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
        let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
        let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// ΔE between two RGBA pixels; a change of alpha counts as `|Δa| / 255 × 100` when larger.
    static func deltaE(_ a: Color, _ b: Color) -> Float {
        if a == b { return 0 }
        let p = lab(a.r, a.g, a.b), q = lab(b.r, b.g, b.b)
        let d = ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)).squareRoot()
        let alpha = Double(abs(Int(a.a) - Int(b.a))) / 255 * 100
        return Float(max(d, alpha))
    }
}
