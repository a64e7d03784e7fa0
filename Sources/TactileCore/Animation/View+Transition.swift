extension View {
    /// Changes `view`'s content with a transition, as `UIView.transition(with:duration:options:animations:completion:)`:
    /// the view is pictured as it is, `animations` runs (its changes apply at once, without
    /// their own animation), and the old picture fades out over the new content over `duration`
    /// seconds with `options`' curve (`.transitionCrossDissolve`; UIKit's flips and curls are
    /// drawn as a cross-dissolve). `completion` runs once: `true` at the end, `false` when the
    /// transition is cut short (another transition of the view, the view leaving its window).
    ///
    /// ```swift
    /// View.transition(with: statusLabel, duration: 0.3, options: .transitionCrossDissolve) {
    ///     statusLabel.text = "Booked"
    /// }
    /// ```
    ///
    /// With animations off, or a NaN, infinite, zero or negative duration, the changes apply at
    /// once and `completion(true)` runs at the next frame; for a view in no window, at once. The picture covers the view's bounds; a translucent view's
    /// old picture already holds its alpha, so it fades a little darker than UIKit's.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        view.endContentTransitions()  // the previous one ends (completion false)
        let engine = view.window?.context
        guard areAnimationsEnabled, duration.isFinite, duration > 0, let engine,
              let picture = engine.renderer.snapshot(size: view.bounds.size, { view.renderForSnapshot(in: engine.renderer) }) else {
            performWithoutAnimation { animations?() }
            guard let completion else { return }
            if let engine {  // at the next frame of the view's own engine
                let group = CompletionGroup(completion: completion)
                group.isCommitted = true
                engine.ticker.animator.enqueue(group)
                engine.windowNeedsFrame()
            } else {
                completion(true)
            }
            return
        }
        performWithoutAnimation { animations?() }
        // A completion or the block may have started another transition of this view meanwhile.
        view.endContentTransitions()
        let transition = ContentTransition(snapshot: picture)
        view.contentTransition = transition
        view.setNeedsDisplay()
        transition.animation = ValueAnimation.start(on: view, from: 0, to: 1, duration: duration, easing: options.easing,
                                                    update: { [weak view, weak transition] p in
            guard let view, let transition else { return }
            transition.progress = p
            view.setNeedsDisplay()
        }, completion: { [weak view, weak transition] finished in
            if let view, let transition, view.contentTransition === transition {
                view.contentTransition = nil
                view.setNeedsDisplay()
            }
            transition?.snapshot = nil
            completion?(finished)
        })
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition, as
    /// `UIView.transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s
    /// place among the subviews and `fromView` is removed (or, with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown), while the superview's old picture fades out
    /// over the new one. `fromView` in no superview: nothing to replace, `completion(true)` at once.
    public static func transition(from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
                                  completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let container = fromView.superview, fromView !== toView else {
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Ends the view's running transition (its completion gets `false`), and any that its
    /// completion starts in turn, so that none is dropped without its completion.
    private func endContentTransitions() {
        var stops = 0
        while let running = contentTransition {
            stops += 1
            if stops > 10_000 {
                Diagnostics.report("View.transition: completions keep starting transitions of the same view; stopped after 10,000")
                return
            }
            if let a = running.animation { a.stop() } else { running.snapshot = nil }
            if contentTransition === running { contentTransition = nil }
        }
    }

    /// Draws the view as it is now, its top-left corner at the renderer's origin (a snapshot).
    private func renderForSnapshot(in renderer: Renderer) {
        let previousTransition = contentTransition
        contentTransition = nil  // a transition still running is not pictured
        let p = animationState?.presentation
        let origin = p?.origin ?? untransformedFrame.origin
        renderer.translate(by: Point(x: -origin.x, y: -origin.y))
        renderInOwnLayer(in: renderer)  // drawn untransformed
        contentTransition = previousTransition
    }
}
