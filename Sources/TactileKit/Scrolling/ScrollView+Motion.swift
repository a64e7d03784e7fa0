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
            animator.start(on: window?.context)
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
                // Content that shrank during the motion may leave it at rest out of range.
                if generation == motionGeneration && !isTracking && !zoom.isApplying
                    && clampedOffset(contentOffset) != contentOffset { settle() }
            }
        }
        if window == nil { return false }
        return updateIndicatorFade(at: now) || motionX.isActive || motionY.isActive
    }

    private func advance(_ m: inout AxisMotion, at now: Double, lo: Float, hi: Float) -> Float? {
        m.advance(at: now, lo: lo, hi: hi, bounces: bounces)
    }
}
