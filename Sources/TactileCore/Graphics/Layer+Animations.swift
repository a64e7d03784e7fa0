/// An animation added to a layer, with when it began.
struct RunningAnimation {
    let key: String?
    let animation: Animation
    let begin: Double
    var started = false
    var stopped = false
    let group: TransactionGroup
}

extension Layer {
    /// Adds a copy of `animation` (replacing one under the same `key`, which stops unfinished);
    /// changing `animation` afterwards changes nothing, as Core Animation. It runs on the
    /// engine's frames from its ``Animation/beginTime`` (in the layer's time; 0: now); the
    /// model values stay. A key path the layer cannot animate is reported and the animation
    /// has no effect.
    public func add(_ animation: Animation, forKey key: String?) {
        let animation = animation.copy()
        _ = animation.validate(for: self)
        if let key { removeAnimation(forKey: key) }
        let context = hostingView?.window?.context
        let animator = context?.ticker.animator.layers ?? LayerAnimator.shared
        let now = context?.now ?? CurrentContext.context?.now ?? animator?.time ?? 0
        let begin = animation.beginTime > 0 && animation.beginTime.isFinite ? animation.beginTime : localTime(fromMedia: now)
        let group = Transaction.currentGroup
        group.add()
        running.append(RunningAnimation(key: key, animation: animation, begin: begin, group: group))
        if let animator {
            animator.register(self)
            schedule(step(at: now).due)
        }
    }

    /// The animation added under `key` (the copy the layer keeps: do not change it), if it
    /// still runs (or is kept after finishing).
    public func animation(forKey key: String) -> Animation? {
        running.last { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order added (`nil` when none).
    public func animationKeys() -> [String]? {
        let keys = running.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` (its delegate hears `finished: false`).
    public func removeAnimation(forKey key: String) {
        guard let i = running.firstIndex(where: { $0.key == key }) else { return }
        let r = running.remove(at: i)
        if !r.stopped { stopped(r, finished: false) }
        refreshPresentation()
    }

    /// Removes every animation (each delegate hears `finished: false`).
    public func removeAllAnimations() {
        hostView?.removeAllAnimations()
        let all = running
        running.removeAll()
        for r in all where !r.stopped { stopped(r, finished: false) }
        refreshPresentation()
    }

    /// A copy of the layer with the values on screen now (`nil` before it is first drawn
    /// and without animations, as Core Animation returns none for a layer never committed).
    /// The copy is standalone and has no sublayers.
    public func presentation() -> Layer? {
        if let v = hostView, v.animationState != nil {
            let copy = Layer()
            let p = v.presentation
            copy.stored.bounds = p.bounds
            copy.stored.position = Point(x: p.origin.x + p.bounds.width / 2, y: p.origin.y + p.bounds.height / 2)
            copy.stored.opacity = p.alpha
            copy.stored.backgroundColor = p.backgroundColor
            copy.stored.transform = Transform3D(p.transform)
            copy.stored.cornerRadius = p.cornerRadii.topLeft
            copy.stored.borderWidth = p.borderWidth
            copy.stored.borderColor = p.borderColor
            return copy
        }
        guard hostView != nil || hasBeenDrawn || presented != nil else { return nil }
        let copy = makePresentationCopy()
        copy.stored = shown
        copy.presentedExtras = presentedExtras
        copy.contentsImage = contentsImage
        copy.name = name
        return copy
    }


    /// Advances the animations to `t`: the presentation is recomputed and repainted when it
    /// changed. Returns whether an animation still needs frames and the callbacks of animations
    /// that started or stopped (for the animator to run after the frame's work).
    func step(at media: Double) -> (needsTime: Bool, due: [@MainActor () -> Void]) {
        var p = modelPresentation
        let t = localTime(fromMedia: media)
        let moving = timeRate != 0
        var needsTime = false
        var due: [@MainActor () -> Void] = []
        var j = 0
        while j < running.count {
            let r = running[j]
            let (f, done) = r.animation.phase(elapsed: t - r.begin)
            if !r.started && t >= r.begin {
                running[j].started = true
                let a = r.animation
                if let d = a.delegate { due.append { d.animationDidStart(a) } }
            }
            if let f { r.animation.apply(fraction: f, to: &p, layer: self) }
            if done {
                if r.animation.isRemovedOnCompletion {
                    running.remove(at: j)
                    due.append { [weak self] in self?.stopped(r, finished: true) }
                    continue
                }
                if !r.stopped {
                    running[j].stopped = true
                    due.append { [weak self] in self?.stopped(r, finished: true) }
                }
            } else if moving && r.animation.speed != 0 {
                needsTime = true
            }
            j += 1
        }
        show(running.isEmpty ? nil : p)
        return (needsTime, due)
    }

    /// Runs `due` after the next frame of the engine the layer is drawn by (at once without one).
    private func schedule(_ due: [@MainActor () -> Void]) {
        guard !due.isEmpty else { return }
        guard let animator = hostingView?.window?.context?.ticker.animator.layers else {
            for d in due { LayerAnimator.schedule(d) }
            return
        }
        for d in due { animator.later(d) }
    }

    /// Tells the delegate, the completion and the transaction that `r` stopped.
    private func stopped(_ r: RunningAnimation, finished: Bool) {
        r.animation.delegate?.animationDidStop(r.animation, finished: finished)
        r.animation.completion?(finished)
        r.group.end()
    }

    /// Shows `p` (or the model for `nil`), repainting the old and new areas when it changed.
    func show(_ p: LayerPresentation?) {
        let newModel = p?.model
        let newExtras = p?.extras ?? [:]
        guard newModel != presented || newExtras != presentedExtras else { return }
        if hostView != nil {
            if (newModel == nil) != (presented == nil) { SubviewIndex.geometryDidChange() }
            invalidatePresentedView()
            presented = newModel
            invalidatePresentedView()
            return
        }
        invalidate()
        presented = newModel
        presentedExtras = newExtras
        invalidate()
        extrasDidChange()
    }


    /// Recomputes the presentation at the animator's time (after a model change or removal).
    func refreshPresentation() {
        if running.isEmpty {
            show(nil)
            return
        }
        let context = hostingView?.window?.context
        let animator = context?.ticker.animator.layers ?? LayerAnimator.shared
        let t = context?.now ?? CurrentContext.context?.now ?? animator?.time ?? 0
        let (needsTime, due) = step(at: t)
        schedule(due)
        if needsTime, let animator { animator.register(self) }
    }
}
