extension View {
    // MARK: Animating

    /// Animates the changes `animations` makes to views' `frame`, `bounds`, `center`, `alpha`,
    /// `backgroundColor`, `transform`, `cornerRadius`/`cornerRadii`, `borderWidth` and
    /// `borderColor`, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The model changes at once (reading `view.alpha` inside and after the block gives the new
    /// value, and hit testing uses the new frame); what is drawn moves from the old value to the
    /// new one over `duration` seconds on the engine's clock, with `options`' curve (ease-in-out
    /// by default). `completion` runs once every change has finished (`true`), or when one was
    /// interrupted (`false`): the same property animated again, the view removed from its window.
    /// Views that animate receive no touches unless `options` has `.allowUserInteraction`.
    ///
    /// Changes to views not in an engine's window happen without animation. A NaN, infinite,
    /// zero or negative duration (or an infinite delay) applies the changes at once and calls
    /// `completion(true)` at the next frame; a NaN or negative delay is no delay. A duration
    /// over 60 s is cut to 60 s (every animation's limit), so what animates arrives.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3, animations: { alert.alpha = 1 }) { _ in alert.focus() }
    /// ```
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, easing: options.easing, options: options, animations: animations, completion: completion)
    }

    /// Animates with ease-in-out and no delay; see ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a damped spring, as UIKit's spring variant: `dampingRatio` 1 stops without
    /// overshoot, lower values oscillate (0.5 overshoots noticeably); `velocity` is the initial
    /// speed in whole distances per second. The spring settles by the end of `duration`.
    /// With Reduce Motion (``Accessibility/isReduceMotionEnabled``) it neither bounces nor
    /// overshoots: damping 1, no initial velocity.
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Float,
                               initialSpringVelocity velocity: Float, options: AnimationOptions = [],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let calm = Accessibility.isReduceMotionEnabled
        let easing = Easing.spring(dampingRatio: calm ? max(1, Double(dampingRatio)) : Double(dampingRatio),
                                   initialVelocity: calm ? 0 : Double(velocity), duration: duration.animationDurationClamped)
        run(duration: duration, delay: delay, easing: easing, options: options, animations: animations, completion: completion)
    }

    /// Runs `actions` with animations off, even inside an `animations` block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        UpdateCycle.withAnimation(nil, actions)
    }

    /// Whether `animate` animates; when `false`, changes apply at once (completions still run).
    public static var areAnimationsEnabled: Bool {
        get { animationsEnabled }
        set { animationsEnabled = newValue }
    }
    /// Process-wide on purpose, as UIKit's `UIView.areAnimationsEnabled`; main-actor only.
    private static var animationsEnabled = true

    /// Stops the view's running animations where they are: the model values show, and their
    /// completions run with `false`.
    public func removeAllAnimations() {
        guard let a = window?.context?.ticker.animator else { return }
        a.removeAll(from: self)
    }

    /// What is on screen now: the values being drawn while the view animates (its model
    /// values otherwise), as `layer.presentation()`.
    public var presentation: Presentation { animationState?.presentation ?? Presentation(model: self) }

    /// `true` while any of the view's properties animates.
    public var hasRunningAnimations: Bool { !(animationState?.animations.isEmpty ?? true) }

    private static func run(duration: Double, delay: Double, easing: Easing, options: AnimationOptions,
                            animations: () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        let cleanDelay = delay.isFinite ? max(0, delay) : (delay.isNaN ? 0 : -1)
        let animates = duration.isFinite && duration > 0 && cleanDelay >= 0 && animationsEnabled
        let group = CompletionGroup(completion: completion)
        let spec = AnimationSpec(duration: animates ? duration.animationDurationClamped : 0, delay: max(0, cleanDelay),
                                 easing: easing, options: options, group: group)
        UpdateCycle.withAnimation(spec, animations)
        group.isCommitted = true
        if group.remaining == 0 {
            if let a = group.animator ?? CurrentContext.context?.ticker.animator {
                a.enqueue(group)
            } else {
                group.complete()
            }
        }
    }

    // MARK: Hooks (called by the animatable properties' setters)

    /// Called when an animatable property changed from `old`: inside an `animations` block,
    /// starts (or, for a zero duration, interrupts) its animation.
    func animatableDidChange(_ key: AnimatedKey, from old: @autoclosure () -> AnimatedValue) {
        guard let spec = AnimationSpec.current, let engine = window?.context else { return }
        let animator = engine.ticker.animator
        spec.group.animator = animator
        if spec.duration <= 0 {
            animator.interrupt(self, key: key)
            return
        }
        animator.add(self, key: key, from: old(), spec: spec, now: engine.now)
        engine.windowNeedsFrame()
    }

    /// Repaints where the view was drawn last frame and where it is drawn now.
    func animationDidChangePresentation() {
        guard let s = animationState, let w = window else { return }
        dropMaskedPictures()
        if !s.lastDirty.isEmpty { (s.window ?? w).invalidate(s.lastDirty) }
        let r = presentedCoveredRect(s.presentation)
        s.lastDirty = r
        s.window = w
        w.invalidate(r)
    }

    /// The window area the view and its subviews cover when drawn with `p`.
    func presentedCoveredRect(_ p: Presentation) -> Rect {
        let local = coveredRect(in: self).union(p.bounds)
        var r = local.offsetBy(dx: p.origin.x - p.bounds.minX, dy: p.origin.y - p.bounds.minY)
        if !p.transform.isIdentity {
            guard p.transform.isInvertible else { return .zero }
            let c = Point(x: p.origin.x + p.bounds.width / 2, y: p.origin.y + p.bounds.height / 2)
            let m = AffineTransform(translationX: -c.x, y: -c.y).concatenating(p.transform)
                .concatenating(AffineTransform(translationX: c.x, y: c.y))
            r = r.applying(m)
        }
        r = r.insetBy(dx: -1, dy: -1)  // anti-aliased and rounded edges
        return superview?.convert(r, to: nil) ?? r
    }
}
