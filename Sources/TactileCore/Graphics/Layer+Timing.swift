/// The timing of a layer (`CAMediaTiming` on `CALayer`): its time runs from its superlayer's
/// as local = (parent − ``Layer/beginTime``) × ``Layer/speed`` + ``Layer/timeOffset``.
struct LayerTiming: Equatable {
    var speed: Float = 1
    var timeOffset: Double = 0
    var beginTime: Double = 0

    var isIdentity: Bool { speed == 1 && timeOffset == 0 && beginTime == 0 }

    func local(fromParent t: Double) -> Double { (t - beginTime) * Double(speed) + timeOffset }

    func parent(fromLocal t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
    }
}

extension Layer {
    /// How fast the layer's time (and its sublayers') runs against its superlayer's (1).
    /// 0 stops its animations where they are (the usual pause: `speed = 0` and
    /// `timeOffset = convertTime(currentMediaTime(), from: nil)`). NaN or infinite counts as 1.
    public var speed: Float {
        get { timing.speed }
        set { setTiming { $0.speed = newValue.isFinite ? newValue : 1 } }
    }

    /// Seconds added to the layer's time (after ``speed``). Not finite counts as 0.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { setTiming { $0.timeOffset = newValue.isFinite ? newValue : 0 } }
    }

    /// When the layer's time starts, in its superlayer's time (0). Not finite counts as 0.
    public var beginTime: Double {
        get { timing.beginTime }
        set { setTiming { $0.beginTime = newValue.isFinite ? newValue : 0 } }
    }

    /// `t` in `layer`'s time (`nil`: ``currentMediaTime()``'s) in this layer's time.
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        localTime(fromMedia: layer?.mediaTime(fromLocal: t) ?? t)
    }

    /// `t` in this layer's time in `layer`'s time (`nil`: ``currentMediaTime()``'s).
    public func convertTime(_ t: Double, to layer: Layer?) -> Double {
        let media = mediaTime(fromLocal: t)
        return layer?.localTime(fromMedia: media) ?? media
    }

    /// The layer whose time this one's runs from: the superlayer, or for a view's layer the
    /// nearest superview that has a layer (views without one have the identity timing).
    private var timeParent: Layer? {
        if hostView == nil { return parent }
        var v = hostView?.superview
        var depth = 0
        while let s = v, depth < 100_000 {
            if let l = s.graphicsStorage?.layer { return l }
            v = s.superview
            depth += 1
        }
        return nil
    }

    /// Media time `t` in this layer's time.
    func localTime(fromMedia t: Double) -> Double { localTime(fromMedia: t, depth: 0) }

    private func localTime(fromMedia t: Double, depth: Int) -> Double {
        let p = depth < 10_000 ? timeParent : nil
        let parentTime = p.map { $0.localTime(fromMedia: t, depth: depth + 1) } ?? t
        return timing.isIdentity ? parentTime : timing.local(fromParent: parentTime)
    }

    /// This layer's time `t` in media time.
    func mediaTime(fromLocal t: Double) -> Double {
        var t = t
        var l: Layer? = self
        var depth = 0
        while let c = l, depth < 10_000 {
            if !c.timing.isIdentity { t = c.timing.parent(fromLocal: t) }
            l = c.timeParent
            depth += 1
        }
        return t
    }

    /// The rate of the layer's time against media time (the product of the speeds up the tree).
    var timeRate: Double {
        var rate = 1.0
        var l: Layer? = self
        var depth = 0
        while let c = l, depth < 10_000 {
            rate *= Double(c.timing.speed)
            l = c.timeParent
            depth += 1
        }
        return rate
    }

    private func setTiming(_ change: (inout LayerTiming) -> Void) {
        var t = timing
        change(&t)
        guard t != timing else { return }
        timing = t
        timingDidChange(depth: 0)
    }

    /// Steps the animations of the layer and everything under it at the next frame (not at
    /// once: a pause or resume sets several values, and Core Animation applies them together).
    private func timingDidChange(depth: Int) {
        guard depth < 10_000 else { return }
        if !running.isEmpty, let animator = hostingView?.window?.context?.ticker.animator.layers ?? LayerAnimator.shared {
            animator.register(self)
        }
        for s in plainSublayers { s.timingDidChange(depth: depth + 1) }
        if let v = hostView {
            for s in v.subviews { s.graphicsStorage?.layer?.timingDidChange(depth: depth + 1) }
        }
    }
}
