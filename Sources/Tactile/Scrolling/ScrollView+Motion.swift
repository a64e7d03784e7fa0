/// The content's motion after the finger lifts, stepped once per frame by the
/// ``ScrollAnimator``: deceleration that turns into a bounce at an edge, the spring back,
/// and timed offset animations.
extension ScrollView {
    /// Starts per-axis motions (idle ones leave the axis where it is).
    func startMotion(x: AxisMotion, y: AxisMotion, isAnimation: Bool) {
        motionGeneration &+= 1
        motionX = x
        motionY = y
        motionIsAnimation = isAnimation
        let moving = x.isActive || y.isActive
        isDecelerating = moving && !isAnimation
        if moving {
            showIndicators()
            animator.start(on: window?.host)
        }
    }

    /// Stops any motion where the content is. `notify` reports the end of a deceleration
    /// or animation as if it had finished.
    func stopMotion(notify: Bool) {
        let was = motionX.isActive || motionY.isActive
        let wasAnimation = motionIsAnimation
        motionGeneration &+= 1
        motionX = AxisMotion()
        motionY = AxisMotion()
        motionIsAnimation = false
        isDecelerating = false
        if was && notify { reportEnd(animation: wasAnimation) }
    }

    private func reportEnd(animation: Bool) {
        if animation {
            didEndScrollingAnimation?(self)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            didEndDecelerating?(self)
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Advances the motion to time `now`; returns whether frames are still needed.
    func step(at now: Double) -> Bool {
        guard window != nil else { return false }
        let wasMoving = motionX.isActive || motionY.isActive
        if wasMoving {
            let generation = motionGeneration
            let lo = minimumOffset, hi = maximumOffset
            let px = advance(&motionX, at: now, lo: lo.x, hi: hi.x)
            let py = advance(&motionY, at: now, lo: lo.y, hi: hi.y)
            let animation = motionIsAnimation
            let current = contentOffset
            if !motionX.isActive && !motionY.isActive { isDecelerating = false }
            contentOffset = Point(x: px ?? current.x, y: py ?? current.y)
            // A callback may have started, stopped or replaced the motion: it owns it now.
            if generation == motionGeneration && !motionX.isActive && !motionY.isActive {
                motionIsAnimation = false
                reportEnd(animation: animation)
            }
        }
        if window == nil { return false }
        return updateIndicatorFade(at: now) || motionX.isActive || motionY.isActive
    }

    /// The position of one axis at `now` (`nil` when the axis does not move); a
    /// deceleration that crosses an edge turns into a bounce from the crossing instant (or
    /// stops there without ``bounces``).
    private func advance(_ m: inout AxisMotion, at now: Double, lo: Float, hi: Float) -> Float? {
        guard m.isActive else { return nil }
        var r = m.evaluate(at: now)
        if m.kind == .decelerate && (r.position < lo || r.position > hi) && m.from >= lo && m.from <= hi {
            let edge = r.position < lo ? lo : hi
            // Solve to − (to − from)·e^(−kτ) = edge for the crossing time τ.
            let k = m.parameter
            let ratio = (m.to - edge) / (m.to - m.from)
            let tau = ratio > 0 && ratio < 1 && k > 0 ? Double(-logf(ratio) / k) : max(0, now - m.startTime)
            let crossingVelocity = k * (m.to - edge)
            if bounces {
                m = .spring(from: edge, to: edge, velocity: crossingVelocity, at: m.startTime + tau)
                r = m.evaluate(at: now)
            } else {
                m = AxisMotion()
                return edge
            }
        }
        if r.finished { m = AxisMotion() }
        return r.position
    }
}

#if canImport(Glibc)
import Glibc
#endif
