/// One property of one view animating from a start value to the view's model value.
struct ViewPropertyAnimation {
    let key: AnimatedKey
    let from: AnimatedValue
    let begin: Double
    let duration: Double
    let easing: Easing
    let options: AnimationOptions
    let group: CompletionGroup
    /// A property animator driving it (scrubbing, pausing, reversing) instead of the clock.
    weak var driver: PropertyAnimator?

    /// The eased fraction at `time` and whether the animation is over.
    @MainActor func fraction(at time: Double) -> (Float, Bool) {
        if let d = driver { return (Float(easing(d.fractionComplete)), d.hasFinished) }
        let elapsed = time - begin
        if elapsed <= 0 { return (0, false) }
        let reverses = options.contains(.autoreverse)
        let cycle = reverses ? 2 * duration : duration
        if !options.contains(.repeat) && elapsed >= cycle {
            return (1, true)  // the model value (an autoreversed animation then jumps to it, as UIKit)
        }
        var phase = elapsed.truncatingRemainder(dividingBy: cycle) / duration
        if phase > 1 { phase = 2 - phase }
        return (Float(easing(phase)), false)
    }
}
