#if canImport(Glibc)
import Glibc
#endif

/// UIKit's scrolling physics as pure functions of time, so a motion evaluated at any frame
/// time lands where the same motion would at 60 or 144 Hz (and exactly on a virtual clock).
package enum ScrollPhysics {
    /// UIKit's rubber-band constant.
    static let rubberBandCoefficient: Float = 0.55
    /// Stiffness of the critically damped return from an overscroll (per second): a 90 pt
    /// overscroll settles within half a point in about 0.4 s.
    static let springOmega: Float = 20
    /// A motion closer than this (points) to where it ends has ended.
    package static let restDistance: Float = 0.5

    /// The displayed overscroll for a pull of `x` points past an edge of a viewport `d`
    /// points long: (1 − 1/(x·0.55/d + 1))·d, always less than `d` and than `x`.
    static func rubberBand(_ x: Float, dimension d: Float) -> Float {
        guard x > 0, d > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// The pull that shows `y` points of overscroll (inverse of ``rubberBand(_:dimension:)``).
    static func inverseRubberBand(_ y: Float, dimension d: Float) -> Float {
        guard y > 0, d > 0 else { return 0 }
        let f = min(y / d, 0.999)
        return d / rubberBandCoefficient * (1 / (1 - f) - 1)
    }

    /// `offset` with the overscroll past `[lo, hi]` rubber-banded over `dimension`.
    package static func rubberBanded(_ offset: Float, lo: Float, hi: Float, dimension: Float) -> Float {
        if offset < lo { return lo - rubberBand(lo - offset, dimension: dimension) }
        if offset > hi { return hi + rubberBand(offset - hi, dimension: dimension) }
        return offset
    }

    /// The pull (unconstrained offset) that displays as `offset` after rubber-banding.
    package static func unbanded(_ offset: Float, lo: Float, hi: Float, dimension: Float) -> Float {
        if offset < lo { return lo - inverseRubberBand(lo - offset, dimension: dimension) }
        if offset > hi { return hi + inverseRubberBand(offset - hi, dimension: dimension) }
        return offset
    }

    /// The decay constant k (per second) of a deceleration rate per millisecond:
    /// v(t) = v0·rate^(1000t) = v0·e^(−kt).
    static func decay(_ rate: Float) -> Float { -1000 * logf(rate) }

    /// Where a deceleration from velocity `v` (points per second) comes to rest, relative to
    /// its start: v/k (≈ 499 pt for 1,000 pt/s at 0.998).
    package static func projectedDistance(velocity v: Float, rate: Float) -> Float { v / decay(rate) }
}

/// The motion of one axis of a scroll view after the finger lifts (or an animated offset
/// change): a deceleration, a critically damped spring, or a timed ease.
package struct AxisMotion {
    package enum Kind { case idle, decelerate, spring, timed }
    var kind: Kind = .idle
    var startTime: Double = 0
    var from: Float = 0
    /// Where it comes to rest.
    var to: Float = 0
    /// Spring: initial velocity (points per second).
    var velocity: Float = 0
    /// Decelerate: decay constant k; spring: ω; timed: duration (seconds).
    var parameter: Float = 0

    package init(kind: Kind = .idle, startTime: Double = 0, from: Float = 0, to: Float = 0, velocity: Float = 0, parameter: Float = 0) {
        self.kind = kind
        self.startTime = startTime
        self.from = from
        self.to = to
        self.velocity = velocity
        self.parameter = parameter
    }

    package var isActive: Bool { kind != .idle }

    package static func decelerate(from: Float, to: Float, rate: Float, at t: Double) -> AxisMotion {
        AxisMotion(kind: .decelerate, startTime: t, from: from, to: to, velocity: 0, parameter: ScrollPhysics.decay(rate))
    }

    package static func spring(from: Float, to: Float, velocity: Float, at t: Double) -> AxisMotion {
        AxisMotion(kind: .spring, startTime: t, from: from, to: to,
                   velocity: velocity.isFinite ? max(-20_000, min(20_000, velocity)) : 0, parameter: ScrollPhysics.springOmega)
    }

    static func timed(from: Float, to: Float, duration: Float, at t: Double) -> AxisMotion {
        AxisMotion(kind: .timed, startTime: t, from: from, to: to, velocity: 0, parameter: duration)
    }

    /// Position and velocity at time `t`, and whether the motion has ended (the position is
    /// then exactly ``to``).
    func evaluate(at t: Double) -> (position: Float, velocity: Float, finished: Bool) {
        let tau = Float(max(0, t - startTime))
        switch kind {
        case .idle:
            return (to, 0, true)
        case .decelerate:
            let k = parameter
            let e = expf(-k * tau)
            let remaining = (to - from) * e
            if abs(remaining) < ScrollPhysics.restDistance { return (to, 0, true) }
            return (to - remaining, k * remaining, false)
        case .spring:
            let w = parameter
            let x0 = from - to
            let b = velocity + w * x0
            let e = expf(-w * tau)
            let x = (x0 + b * tau) * e
            let v = (velocity - w * b * tau) * e
            if abs(x) < ScrollPhysics.restDistance && abs(v) < 20 { return (to, 0, true) }
            return (to + x, v, false)
        case .timed:
            let d = max(0.001, parameter)
            let p = min(1, tau / d)
            if p >= 1 { return (to, 0, true) }
            // Ease in-out (cubic).
            let s = p < 0.5 ? 4 * p * p * p : 1 - powf(-2 * p + 2, 3) / 2
            return (from + (to - from) * s, 0, false)
        }
    }

    /// Advances the motion to `now` and returns the axis position (`nil` when idle). A
    /// deceleration that crosses the range `lo...hi` turns into a bounce from the crossing
    /// instant (or stops at the edge without `bounces`); a finished motion becomes idle.
    package mutating func advance(at now: Double, lo: Float, hi: Float, bounces: Bool) -> Float? {
        guard isActive else { return nil }
        var r = evaluate(at: now)
        if kind == .decelerate && (r.position < lo || r.position > hi) && from >= lo && from <= hi {
            let edge = r.position < lo ? lo : hi
            // Solve to − (to − from)·e^(−kτ) = edge for the crossing time τ.
            let k = parameter
            let ratio = (to - edge) / (to - from)
            let tau = ratio > 0 && ratio < 1 && k > 0 ? Double(-logf(ratio) / k) : max(0, now - startTime)
            let crossingVelocity = k * (to - edge)
            if bounces {
                self = .spring(from: edge, to: edge, velocity: crossingVelocity, at: startTime + tau)
                r = evaluate(at: now)
            } else {
                self = AxisMotion()
                return edge
            }
        }
        if r.finished { self = AxisMotion() }
        return r.position
    }
}
