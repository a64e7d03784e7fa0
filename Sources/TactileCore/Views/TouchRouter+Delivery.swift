/// Delivery of window fingers: recognizers first, then the pinned view.
extension TouchRouter {
    /// Something asked of the touch machinery.
    enum Request {
        /// A window finger changed (`began` carries the record made at touch-down and the
        /// view its hit test found).
        case touch(TouchInput, timestamp: Double, began: TouchRecord?, hit: View?)
        /// A recognizer's state was set.
        case transition(GestureRecognizer, GestureRecognizer.State)
        /// A recognizer was asked to cancel (or fail, when undecided).
        case cancel(GestureRecognizer)
        /// A recognizer was disabled or removed from its view.
        case abandon(GestureRecognizer)
        /// Views left the window, were hidden or disabled: these touches end for their
        /// views, and these recognizers stop (captured when asked, so later moves of the
        /// views do not change what is cancelled).
        case cancelTouches([TouchRecord], recognizers: [GestureRecognizer])
        /// Every window touch ends (focus lost).
        case cancelAll
    }

    /// Step 2: carries out `request` now, or, when asked from inside an app callback, once
    /// the work in progress is done (``UpdateCycle/request(_:)``).
    func request(_ request: Request) {
        cycle.request { [unowned self] in perform(request) }
    }

    private func perform(_ request: Request) {
        switch request {
        case let .touch(input, timestamp, began, hit):
            perform(input, timestamp: timestamp, began: began, hit: hit)
        case let .transition(r, state):
            GestureArbiter.transition(r, to: state)
        case let .cancel(r):
            GestureArbiter.cancelOrFail(r)
        case let .abandon(r):
            GestureArbiter.abandon(r)
        case let .cancelTouches(records, recognizers):
            for record in records { cancelViewDelivery(of: record) }
            for r in recognizers { GestureArbiter.abandon(r) }
            releaseHeldTouches()
        case .cancelAll:
            for record in Array(active.values) {
                finish(record, phase: .cancelled, at: record.touch.locationInWindow, timestamp: event.timestamp)
            }
            active.removeAll(keepingCapacity: true)
        }
    }

    /// Dispatches one finger change: a touch-down pins the hit view, its responder chain
    /// and its recognizers in the record.
    private func perform(_ input: TouchInput, timestamp: Double, began: TouchRecord?, hit: View?) {
        event.timestamp = timestamp
        switch input.phase {
        case .began:
            if let stale = active[input.finger] {
                // A second down for a finger we think is down: end the old stream cleanly.
                finish(stale, phase: .cancelled, at: stale.touch.locationInWindow, timestamp: timestamp)
            }
            let record = began ?? TouchRecord(touch: Touch(finger: input.finger, location: input.location, timestamp: timestamp),
                                              plane: nil, hitView: nil)
            let touch = record.touch
            touch.window = window
            touch.force = input.pressure
            // A view hit before an earlier callback moved it out of the window is stale.
            let view = hit.flatMap { $0.window === window ? $0 : nil } ?? window
            record.pin(view)
            if let last = lastTapEnd, timestamp - last.time <= window.multiTapInterval,
               last.location.distance(to: input.location) <= window.multiTapDistance {
                touch.tapCount = last.count + 1
            }
            record.recognizers = GestureArbiter.recognizers(forHitView: view)
            active[input.finger] = record
            deliver(record, phase: .began)
        case .moved:
            guard let record = active[input.finger] else { return }
            let touch = record.touch
            guard touch.locationInWindow != input.location else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = input.location
            touch.timestamp = timestamp
            touch.force = input.pressure
            deliver(record, phase: .moved)
        case .ended, .cancelled:
            guard let record = active[input.finger] else { return }
            finish(record, phase: input.phase == .ended ? .ended : .cancelled, at: input.location, timestamp: timestamp)
        }
    }

    private func finish(_ record: TouchRecord, phase: Touch.Phase, at location: Point, timestamp: Double) {
        let touch = record.touch
        if touch.locationInWindow != location {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.timestamp = timestamp
        deliver(record, phase: phase)
        if active[touch.finger] === record { active[touch.finger] = nil }
        touchFinished(record)
        if phase == .ended {
            lastTapEnd = (timestamp, location, touch.tapCount)
        }
    }

    /// Step 3: delivers a phase to the touch's recognizers, then to its view unless a
    /// recognizer took the touch away (cancelled) or holds it back (delays).
    private func deliver(_ record: TouchRecord, phase: Touch.Phase) {
        record.touch.phase = phase
        if deliverToRecognizers(record, phase: phase) { deliverToView(record, phase: phase) }
    }

    /// Step 4: sends a phase to the touch's pinned view, if it may still receive it. A view
    /// that never saw the touch begin (a recognizer took it first) gets no cancel either.
    ///
    /// The touch's end is recorded before the view's `touchesEnded`/`touchesCancelled` runs,
    /// so whatever that method does (remove, hide or disable the view) cannot end it twice.
    /// A view that left the window still gets the end of a touch it saw begin.
    func deliverToView(_ record: TouchRecord, phase: Touch.Phase) {
        guard !record.isDoneForView else { return }
        let touch = record.touch
        let pinned = touch.view
        let ending = phase == .ended || phase == .cancelled
        // The responder chain is held until the view's end has gone up it.
        defer { if ending { record.releaseView() } }
        if ending {
            let begun = record.viewHasBegun
            record.viewDelivery = .done(viewHasBegun: begun)
            dropHeldPhases(of: record)
            guard begun else { return }
        }
        guard let view = pinned else { return }
        if phase == .began || phase == .moved || phase == .stationary {
            guard view.window === window else { return }
        }
        let previous = touch.phase
        touch.phase = phase
        defer { touch.phase = previous }
        let set: Set<Touch> = [touch]
        let event = self.event
        switch phase {
        case .began: record.viewDelivery = .began(.began)
        case .moved, .stationary: if record.viewHasBegun { record.viewDelivery = .began(phase) }
        case .ended, .cancelled: break
        }
        cycle.run {
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }
    }

    /// Cancels, once, the view-side delivery of a touch (a recognizer took it, or the view
    /// went away): the view gets `touchesCancelled` (if it saw the touch begin) and nothing
    /// after it; phases held back for it are dropped.
    func cancelViewDelivery(of record: TouchRecord) {
        deliverToView(record, phase: .cancelled)
    }

    /// Cancels the touches held by `view` or its subviews, and their recognizers (asked
    /// from inside a touch callback: once that callback returns).
    func cancelTouches(inSubtreeOf view: View) {
        var records: [TouchRecord] = []
        for record in active.values {
            if let v = record.touch.view, v.isDescendant(of: view) { records.append(record) }
        }
        // Lifted touches whose phases are still held back for their view end too.
        for record in held where !records.contains(where: { $0 === record }) {
            if let v = record.touch.view, v.isDescendant(of: view) { records.append(record) }
        }
        let recognizers = self.recognizers(inSubtreeOf: view)
        guard !records.isEmpty || !recognizers.isEmpty else { return }
        request(.cancelTouches(records, recognizers: recognizers))
    }

    /// A view left the window: its recognizers stop.
    func viewDidLeaveWindow(_ view: View) {
        let recognizers = self.recognizers(inSubtreeOf: view)
        guard !recognizers.isEmpty else { return }
        request(.cancelTouches([], recognizers: recognizers))
    }
}
