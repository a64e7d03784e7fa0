#if canImport(Glibc)
import Glibc
#endif

/// A timing curve: maps linear progress 0...1 to eased progress (0 at 0, 1 at 1; springs and
/// "back" curves overshoot in between). Call it like a function: `Easing.easeInOut(0.25)`.
///
/// The four UIKit curves are its cubic Béziers (`linear`, `easeIn` (0.42, 0, 1, 1), `easeOut`
/// (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1)); games get a few more. NaN progress gives 0;
/// progress outside 0...1 is clamped.
///
/// ```swift
/// let y = 100 + 200 * Float(Easing.easeOutBounce(t / 0.8))
/// ```
public struct Easing: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case linear
        case bezier(Double, Double, Double, Double)
        case spring(damping: Double, velocity: Double, omega: Double)
        case quadIn, quadOut, quadInOut, cubicOut, sineInOut, backOut, bounceOut, elasticOut
    }

    let kind: Kind

    /// Constant speed.
    public static let linear = Easing(kind: .linear)
    /// UIKit's ease-in: slow start (cubic Bézier 0.42, 0, 1, 1).
    public static let easeIn = Easing(kind: .bezier(0.42, 0, 1, 1))
    /// UIKit's ease-out: slow end (cubic Bézier 0, 0, 0.58, 1).
    public static let easeOut = Easing(kind: .bezier(0, 0, 0.58, 1))
    /// UIKit's ease-in-out, the default of `View.animate` (cubic Bézier 0.42, 0, 0.58, 1).
    public static let easeInOut = Easing(kind: .bezier(0.42, 0, 0.58, 1))
    /// t².
    public static let quadIn = Easing(kind: .quadIn)
    /// 1 − (1 − t)².
    public static let quadOut = Easing(kind: .quadOut)
    /// Quadratic in, then out.
    public static let quadInOut = Easing(kind: .quadInOut)
    /// 1 − (1 − t)³.
    public static let cubicOut = Easing(kind: .cubicOut)
    /// Half a cosine.
    public static let sineInOut = Easing(kind: .sineInOut)
    /// Overshoots by about 10 % and settles.
    public static let easeOutBack = Easing(kind: .backOut)
    /// Bounces like a dropped ball.
    public static let easeOutBounce = Easing(kind: .bounceOut)
    /// A decaying wobble.
    public static let easeOutElastic = Easing(kind: .elasticOut)

    /// A CSS/Core Animation cubic Bézier from (0, 0) through control points (x1, y1) and (x2, y2)
    /// to (1, 1); x values are clamped to 0...1, non-finite ones become linear.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return .linear }
        return Easing(kind: .bezier(min(1, max(0, x1)), y1, min(1, max(0, x2)), y2))
    }

    /// A damped spring that settles at 1 by the end (`View.animate(…usingSpringWithDamping:…)`):
    /// `dampingRatio` 1 settles without overshoot, lower values oscillate; `initialVelocity` is in
    /// whole distances per second (1 = covering the distance in one second). `duration` sets the
    /// stiffness so the spring settles within it.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0, duration: Double = 0.5) -> Easing {
        let z = dampingRatio.isFinite ? min(max(dampingRatio, 0.05), 4) : 1
        let v = initialVelocity.isFinite ? max(-100, min(100, initialVelocity)) : 0
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        // Settles to within 0.1 % by the end: e^(−ζ·ω·d) = 0.001.
        let omega = log(1000) / (min(z, 1) * d)
        return Easing(kind: .spring(damping: z, velocity: v * d, omega: omega * d))
    }

    /// The eased progress at `t` (0...1).
    public func callAsFunction(_ t: Double) -> Double {
        guard !t.isNaN else { return 0 }
        let x = min(1, max(0, t))
        switch kind {
        case .linear: return x
        case let .bezier(x1, y1, x2, y2): return Easing.bezier(x, x1, y1, x2, y2)
        case let .spring(z, v, w): return x >= 1 ? 1 : Easing.spring(x, z, v, w)
        case .quadIn: return x * x
        case .quadOut: return 1 - (1 - x) * (1 - x)
        case .quadInOut: return x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        case .cubicOut: return 1 - pow(1 - x, 3)
        case .sineInOut: return -(cos(Double.pi * x) - 1) / 2
        case .backOut:
            let c1 = 1.70158, c3 = c1 + 1
            return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        case .bounceOut: return Easing.bounce(x)
        case .elasticOut:
            if x == 0 || x == 1 { return x }
            return pow(2, -10 * x) * sin((x * 10 - 0.75) * (2 * Double.pi / 3)) + 1
        }
    }

    /// Float progress, for geometry code.
    public func callAsFunction(_ t: Float) -> Float { Float(self(Double(t))) }

    // MARK: Curves

    private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Solve bx(s) = x for s (Newton, then bisection), return by(s).
        func coord(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let err = coord(s, x1, x2) - x
            if abs(err) < 1e-7 { return coord(s, y1, y2) }
            let dx = slope(s, x1, x2)
            if abs(dx) < 1e-6 { break }
            s -= err / dx
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<40 {
            let v = coord(s, x1, x2)
            if abs(v - x) < 1e-7 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return coord(s, y1, y2)
    }

    /// A unit spring from 0 to 1 in normalised time (`w` is ω₀ times the duration).
    private static func spring(_ t: Double, _ z: Double, _ v0: Double, _ w: Double) -> Double {
        // x(t) = displacement from the target, x(0) = −1, x'(0) = v0.
        let x0 = -1.0
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w * x0) / wd
            return 1 + exp(-z * w * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if z == 1 {
            return 1 + exp(-w * t) * (x0 + (v0 + w * x0) * t)
        } else {
            let r = (z * z - 1).squareRoot()
            let s1 = -w * (z - r), s2 = -w * (z + r)
            let c2 = (v0 - s1 * x0) / (s2 - s1), c1 = x0 - c2
            return 1 + c1 * exp(s1 * t) + c2 * exp(s2 * t)
        }
    }

    private static func bounce(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { let y = x - 1.5 / d1; return n1 * y * y + 0.75 }
        if x < 2.5 / d1 { let y = x - 2.25 / d1; return n1 * y * y + 0.9375 }
        let y = x - 2.625 / d1
        return n1 * y * y + 0.984375
    }
}
