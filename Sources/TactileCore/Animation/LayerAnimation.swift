/// What a layer animation shows outside its active time, as `CAMediaTimingFillMode`.
public enum FillMode: String, Sendable, Hashable {
    /// Nothing outside the active time (the model shows).
    case removed
    /// The end value after the end (needs ``Animation/isRemovedOnCompletion`` `false` to be seen).
    case forwards
    /// The start value before a later ``Animation/beginTime``.
    case backwards
    /// Both.
    case both
}

/// Told when a layer animation starts and stops, as `CAAnimationDelegate`.
@MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ animation: Animation)
    /// The animation ended: `finished` is `false` when it was removed or replaced first.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: Animation) {}
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}

/// A layer animation's timing, as `CAAnimation` (with `CAMediaTiming`): subclasses say what
/// changes (``BasicAnimation``, ``KeyframeAnimation``, ``SpringAnimation``, ``AnimationGroup``).
/// Added to a layer with ``Layer/add(_:forKey:)``, it runs on the engine's frame clock
/// (virtual in tests), and the model values never change: the presentation does.
@MainActor
open class Animation {
    /// Seconds of one pass; 0 (default) means the transaction's duration (0.25 s). NaN or
    /// negative counts as 0; more than a day is cut to a day.
    public var duration: Double = 0
    /// When it starts, in ``currentMediaTime()`` seconds; 0 (default) means when added. In an
    /// ``AnimationGroup``: seconds after the group's start.
    public var beginTime: Double = 0
    /// Seconds to skip into the animation at its start (in its own time, after ``speed``).
    public var timeOffset: Double = 0
    /// How fast its time runs against the layer's (1; 2 is twice as fast, 0 stands still).
    /// A duration of 1 s at speed 2 takes half a second. NaN or infinite counts as 1.
    public var speed: Float = 1
    /// The pace (`nil`: linear, as Core Animation for explicit animations).
    public var timingFunction: MediaTimingFunction?
    /// Passes to run (0 means 1; fractions run part of a pass; `.infinity` forever). NaN or
    /// negative counts as 1.
    public var repeatCount: Float = 0
    /// Seconds to repeat for instead of ``repeatCount`` (0: unused).
    public var repeatDuration: Double = 0
    /// `true` plays each pass forwards, then backwards.
    public var autoreverses = false
    /// What shows outside the active time.
    public var fillMode: FillMode = .removed
    /// `true` (default): removed from the layer when done; `false` keeps it (with
    /// ``FillMode/forwards`` its end value stays on screen).
    public var isRemovedOnCompletion = true
    /// Told at the start and end (kept strongly, as Core Animation).
    public var delegate: AnimationDelegate?
    /// Called once when the animation stops, with `finished` as ``AnimationDelegate`` (a
    /// Tactile convenience beside ``delegate``).
    public var completion: (@MainActor (Bool) -> Void)?

    /// An animation with the defaults above.
    public required init() {}

    /// A copy with the same values (`copy()` of `NSCopying`): ``Layer/add(_:forKey:)`` stores
    /// a copy, so changing an animation after adding it changes nothing on screen, as Core
    /// Animation. Subclasses copy their own values in ``copyValues(to:)``.
    public func copy() -> Self {
        let c = Self()
        copyValues(to: c)
        return c
    }

    /// Writes this animation's values into `copy` (an instance of the same class); a
    /// subclass with its own stored values overrides it and calls `super`.
    open func copyValues(to copy: Animation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.timeOffset = timeOffset
        copy.speed = speed
        copy.timingFunction = timingFunction
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.completion = completion
    }

    /// ``speed`` as used: 1 when not finite.
    var effectiveSpeed: Double { speed.isFinite ? Double(speed) : 1 }

    /// The duration used: ``duration``, or 0.25 s when 0 or invalid.
    var effectiveDuration: Double {
        guard duration.isFinite, duration > 0 else { return Transaction.defaultDuration }
        return min(duration, 86_400)
    }

    /// Seconds from the start to the end of every pass (infinite when it repeats forever).
    var activeDuration: Double {
        let pass = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration.isFinite, repeatDuration > 0 { return repeatDuration }
        let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
        return count.isInfinite ? .infinity : pass * count
    }

    /// The eased fraction (0 start … 1 end of a pass) `elapsed` seconds (of the layer's time)
    /// after the begin time, `nil` when nothing shows, and whether the active time is over
    /// (as `CAMediaTiming`: local time = elapsed × ``speed`` + ``timeOffset``).
    func phase(elapsed: Double) -> (fraction: Double?, done: Bool) {
        let t = elapsed * effectiveSpeed + (timeOffset.isFinite ? timeOffset : 0)
        let d = effectiveDuration
        let total = activeDuration
        if t < 0 { return (fillMode == .backwards || fillMode == .both ? ease(0, seconds: 0) : nil, false) }
        if t >= total {
            guard fillMode == .forwards || fillMode == .both else { return (nil, true) }
            return (ease(rawFraction(total, d: d, atEnd: true), seconds: d), true)
        }
        return (ease(rawFraction(t, d: d, atEnd: false), seconds: t.truncatingRemainder(dividingBy: d)), false)
    }

    /// The un-eased fraction of the pass at `t`; at the very end of the active time a whole
    /// pass counts as complete (1, or 0 when autoreversing).
    private func rawFraction(_ t: Double, d: Double, atEnd: Bool) -> Double {
        let cycle = autoreverses ? 2 * d : d
        var c = t.truncatingRemainder(dividingBy: cycle)
        if atEnd && c == 0 && t > 0 { c = cycle }
        if c <= d { return c / d }
        return 2 - c / d
    }

    /// The fraction through ``timingFunction`` (subclasses with their own physics override).
    func ease(_ fraction: Double, seconds: Double) -> Double {
        timingFunction.map { $0(fraction) } ?? fraction
    }

    /// Writes what the animation shows at eased `fraction` into `values` (the layer's drawn
    /// values, starting from its model). Subclasses override.
    func apply(fraction: Double, to values: inout LayerPresentation, layer: Layer) {}

    /// `false` when nothing could run (a key path no layer has); reported once when added.
    func validate(for layer: Layer) -> Bool { true }
}

/// The engine's clock now, in seconds (`CACurrentMediaTime()`): the time base of
/// ``Animation/beginTime``. Virtual in tests (`Harness`), 0 when no engine runs.
@MainActor
public func currentMediaTime() -> Double { CurrentContext.context?.now ?? 0 }
