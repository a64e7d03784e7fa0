#if canImport(Glibc)
import Glibc
#endif

/// A ``BasicAnimation`` moved by a damped spring, as `CASpringAnimation`: it may overshoot
/// ``BasicAnimation/toValue`` and settles at it. Set ``Animation/duration`` to
/// ``settlingDuration`` to see it settle (a shorter duration cuts it).
@MainActor
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring (1); NaN or ≤ 0 counts as 1.
    public var mass: Float = 1
    /// The spring's stiffness (100).
    public var stiffness: Float = 100
    /// The friction (10).
    public var damping: Float = 10
    /// The speed at the start, in whole distances per second (0).
    public var initialVelocity: Float = 0

    open override func copyValues(to copy: Animation) {
        super.copyValues(to: copy)
        guard let c = copy as? SpringAnimation else { return }
        c.mass = mass
        c.stiffness = stiffness
        c.damping = damping
        c.initialVelocity = initialVelocity
    }

    private var params: (m: Double, k: Double, c: Double, v: Double) {
        func clean(_ x: Float, _ fallback: Double, _ range: ClosedRange<Double>) -> Double {
            x.isFinite ? min(max(Double(x), range.lowerBound), range.upperBound) : fallback
        }
        return (clean(mass, 1, 0.001...1e4), clean(stiffness, 100, 0.001...1e6), clean(damping, 10, 0...1e6), clean(initialVelocity, 0, -1e3...1e3))
    }

    /// The spring's position (0 start, 1 rest) `t` seconds after the start.
    func position(at t: Double) -> Double {
        let (m, k, c, v0) = params
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x0 = -1.0  // displacement from rest
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (zeta * w0 * x0 + v0) / wd
            return 1 + exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        }
        if zeta == 1 { return 1 + exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t) }
        let s = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// Seconds until the spring stays within 0.1 % of rest (at most 60).
    public var settlingDuration: Double {
        var t = 0.0, lastOutside = 0.0
        while t < 60 {
            if abs(position(at: t) - 1) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }
            t += 1.0 / 120
        }
        return lastOutside
    }

    override func ease(_ fraction: Double, seconds: Double) -> Double {
        position(at: fraction * effectiveDuration)
    }
}
