extension Window {
    /// Dispatches one finger change to the view tree, in the same call: recognizers of the
    /// hit view and its ancestors first, then the view (pinned at touch-down). A touch-down
    /// is delivered before the frame that follows is drawn, so its effects show in it.
    ///
    /// Called from inside a touch callback (a view injecting input), the change is
    /// dispatched once that callback's work is done.
    public func sendTouch(_ input: TouchInput, timestamp: Double) {
        gestureArbiter.request(.touch(input, timestamp: timestamp))
    }

    /// The hit view found when the engine asked whether the window claims a touch-down at
    /// a point, so the same touch-down is not hit-tested twice.
    func claimHit(at location: Point) -> View? {
        let hit = hitTest(convert(location, from: nil), with: currentEvent)
        pendingHit = (location, hit)
        return hit
    }

    /// Dispatches one finger change (the arbiter calls this for ``sendTouch(_:timestamp:)``).
    func performTouch(_ input: TouchInput, timestamp: Double) {
        currentEvent.timestamp = timestamp
        var claimed: View??
        if let p = pendingHit {
            pendingHit = nil
            if p.location == input.location || (p.location.x.isNaN && input.location.x.isNaN) { claimed = .some(p.view) }
        }
        switch input.phase {
        case .began:
            if let stale = activeTouches[input.finger] {
                // A second down for a finger we think is down: end the old stream cleanly.
                finish(stale, phase: .cancelled, at: stale.locationInWindow, timestamp: timestamp)
            }
            let touch = Touch(finger: input.finger, location: input.location, timestamp: timestamp)
            touch.window = self
            touch.force = input.pressure
            let found = claimed ?? hitTest(convert(input.location, from: nil), with: currentEvent)
            // A claim made before an earlier callback moved the view out of the window is stale.
            let hit = found.flatMap { $0.window === self ? $0 : nil } ?? self
            touch.view = hit
            touch.recordResponderChain(from: hit)
            if let last = lastTapEnd, timestamp - last.time <= multiTapInterval,
               last.location.distance(to: input.location) <= multiTapDistance {
                touch.tapCount = last.count + 1
            }
            touch.gestureRecognizers = gestureArbiter.recognizers(forHitView: hit)
            activeTouches[input.finger] = touch
            deliver(touch, phase: .began)
        case .moved:
            guard let touch = activeTouches[input.finger] else { return }
            guard touch.locationInWindow != input.location else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = input.location
            touch.timestamp = timestamp
            touch.force = input.pressure
            deliver(touch, phase: .moved)
        case .ended, .cancelled:
            guard let touch = activeTouches[input.finger] else { return }
            finish(touch, phase: input.phase == .ended ? .ended : .cancelled, at: input.location, timestamp: timestamp)
        }
    }

    private func finish(_ touch: Touch, phase: Touch.Phase, at location: Point, timestamp: Double) {
        if touch.locationInWindow != location {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.timestamp = timestamp
        deliver(touch, phase: phase)
        activeTouches[touch.finger] = nil
        gestureArbiter.touchFinished(touch)
        if phase == .ended {
            lastTapEnd = (timestamp, location, touch.tapCount)
        }
    }

    /// Delivers a phase to the touch's recognizers, then to its view unless a recognizer
    /// took the touch away (cancelled) or holds it back (delays).
    func deliver(_ touch: Touch, phase: Touch.Phase) {
        touch.phase = phase
        let toView = gestureArbiter.deliver(touch, phase: phase, event: currentEvent, window: self)
        if toView { deliverToView(touch, phase: phase) }
    }

    /// Sends a phase to the touch's pinned view, if it may still receive it. A view that
    /// never saw the touch begin (a recognizer took it first) gets no cancel either.
    ///
    /// The touch's end is recorded before the view's `touchesEnded`/`touchesCancelled` runs,
    /// so whatever that method does (remove, hide or disable the view) cannot end it twice.
    /// A view that left the window still gets the end of a touch it saw begin.
    func deliverToView(_ touch: Touch, phase: Touch.Phase) {
        guard !touch.isCancelledForView else { return }
        let pinned = touch.view
        let ending = phase == .ended || phase == .cancelled
        // The responder chain is held until the view's end has gone up it.
        defer { if ending { touch.releaseResponderChain() } }
        if ending {
            touch.isCancelledForView = true
            touch.retainedView = nil
            gestureArbiter.dropHeldPhases(of: touch)
            guard touch.viewHasBegun else { return }
        }
        guard let view = pinned else { return }
        if phase == .began || phase == .moved || phase == .stationary {
            guard view.window === self else { return }
        }
        let previous = touch.phase
        touch.phase = phase
        defer { touch.phase = previous }
        let set: Set<Touch> = [touch]
        let event = currentEvent
        gestureArbiter.callApp {
            switch phase {
            case .began:
                touch.viewHasBegun = true
                view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }
    }

    /// Cancels, once, the view-side delivery of a touch (a recognizer took it, or the view
    /// went away): the view gets `touchesCancelled` (if it saw the touch begin) and nothing
    /// after it; phases held back for it are dropped.
    func cancelViewDelivery(of touch: Touch) {
        deliverToView(touch, phase: .cancelled)
    }

    /// Cancels the touches held by `view` or its subviews, and their recognizers. Asked
    /// from inside a touch callback, this happens once that callback returns (a touch that
    /// callback ends is then not cancelled as well).
    public func cancelTouches(inSubtreeOf view: View) {
        var touches: [Touch] = []
        for touch in activeTouches.values {
            if let v = touch.view, v.isDescendant(of: view) { touches.append(touch) }
        }
        // Lifted touches whose phases are still held back for their view end too.
        for touch in gestureArbiter.heldTouches where !touches.contains(touch) {
            if let v = touch.view, v.isDescendant(of: view) { touches.append(touch) }
        }
        let recognizers = gestureArbiter.recognizers(inSubtreeOf: view, window: self)
        guard !touches.isEmpty || !recognizers.isEmpty else { return }
        gestureArbiter.request(.cancelTouches(touches, recognizers: recognizers))
    }

    /// Cancels every touch (focus lost): views and recognizers get a cancel, then the
    /// window forgets the fingers.
    public func cancelAllTouches() {
        gestureArbiter.request(.cancelAll)
    }

    func performCancelAllTouches() {
        for touch in Array(activeTouches.values) {
            finish(touch, phase: .cancelled, at: touch.locationInWindow, timestamp: currentEvent.timestamp)
        }
        activeTouches.removeAll(keepingCapacity: true)
    }
}
