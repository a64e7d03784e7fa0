extension ScreenReader {
    /// The reader's event observer: while it runs it takes every touch (its own injected
    /// touches pass); keys and the rest go on.
    func observe(_ event: InputEvent) -> EventObservation {
        guard isRunning, !isInjecting, case let .touch(input) = event else { return .pass }
        guard input.finger != ScreenReader.injectedFinger else { return .pass }
        if passesDirectly(input) { return .pass }
        handleTouch(input)
        return .consume
    }

    /// VoiceOver's direct touch: a finger that comes down on an element with
    /// ``AccessibilityTraits/allowsDirectInteraction`` (a drawing pad, a piano) while no
    /// reader gesture is under way goes straight to the app, and so does the rest of its
    /// touch (and other fingers put down while it is there).
    private func passesDirectly(_ input: TouchInput) -> Bool {
        switch input.phase {
        case .began:
            guard gestures.fingers.isEmpty else { return false }
            if gestures.directFingers.isEmpty {
                guard let n = tree.node(at: input.location), n.traits.contains(.allowsDirectInteraction) else { return false }
            }
            gestures.directFingers.insert(input.finger)
            return true
        case .moved: return gestures.directFingers.contains(input.finger)
        case .ended, .cancelled: return gestures.directFingers.remove(input.finger) != nil
        }
    }

    private func cancel(_ token: inout TimerToken?) {
        if let t = token { engine.timers.cancel(t) }
        token = nil
    }

    func handleTouch(_ input: TouchInput) {
        let now = engine.now
        switch input.phase {
        case .began:
            if gestures.isExploring, gestures.fingers.count == 1, gestures.splitTap == nil {
                // A second finger while one explores: a split tap if it lifts soon.
                gestures.splitTap = (input.finger, now)
                gestures.fingers[input.finger] = .init(start: input.location, last: input.location, anchorX: input.location.x)
                return
            }
            if gestures.fingers.isEmpty { beginGesture(at: input.location, now: now) }
            gestures.fingers[input.finger] = .init(start: input.location, last: input.location, anchorX: input.location.x)
            gestures.maxFingers = max(gestures.maxFingers, gestures.fingers.count)
            if gestures.fingers.count > 1 {
                cancel(&gestures.exploreTimer)
                cancel(&gestures.holdTimer)
            }
        case .moved:
            guard var f = gestures.fingers[input.finger] else { return }
            f.move(to: input.location)
            gestures.fingers[input.finger] = f
            if let p = gestures.passThrough {
                inject(.moved, at: Point(x: p.target.x + input.location.x - p.finger.x, y: p.target.y + input.location.y - p.finger.y))
            } else if gestures.isExploring && input.finger == gestures.exploringFinger {
                explore(at: input.location)
            }
        case .ended, .cancelled:
            guard let f = gestures.fingers.removeValue(forKey: input.finger) else { return }
            if let split = gestures.splitTap, split.finger == input.finger {
                endSplitTap(f, began: split.time, now: now, cancelled: input.phase == .cancelled)
                return
            }
            gestures.lifted.append(f)
            if let p = gestures.passThrough {
                inject(input.phase, at: Point(x: p.target.x + f.last.x - p.finger.x, y: p.target.y + f.last.y - p.finger.y))
                gestures.passThrough = nil
            }
            if gestures.fingers.isEmpty { endGesture(now: now, cancelled: input.phase == .cancelled) }
        }
    }

    /// The second finger of a split tap lifted: a quick tap activates the focused element, as
    /// VoiceOver's split tap (the exploring finger can stay down and explore on).
    private func endSplitTap(_ f: ScreenReaderGestures.Finger, began: Double, now: Double, cancelled: Bool) {
        gestures.splitTap = nil
        let moved = max(abs(f.last.x - f.start.x), abs(f.last.y - f.start.y))
        if !cancelled, moved < ScreenReaderGestures.tapSlop, now - began < ScreenReaderGestures.holdDelay {
            gestures.maxFingers = 2   // lifting the exploring finger off a key then types nothing more
            activate()
        }
        if gestures.fingers.isEmpty {   // the exploring finger lifted first: the gesture is over
            gestures.isExploring = false
            gestures.exploringFinger = nil
            gestures.lifted = []
        }
    }

    private func beginGesture(at point: Point, now: Double) {
        gestures.lifted = []
        gestures.exploringFinger = nil
        gestures.splitTap = nil
        gestures.maxFingers = 0
        gestures.startTime = now
        gestures.isExploring = false
        gestures.isSecondTap = false
        if let last = gestures.lastTapTime, now - last < ScreenReaderGestures.doubleTapInterval {
            gestures.isSecondTap = true
            cancel(&gestures.pendingTap)
            gestures.holdTimer = engine.timers.schedule(after: ScreenReaderGestures.holdDelay) { [weak self] in self?.beginPassThrough() }
        } else {
            gestures.exploreTimer = engine.timers.schedule(after: ScreenReaderGestures.exploreDelay) { [weak self] in self?.beginExploring() }
        }
        gestures.lastTapTime = nil
    }

    private func beginExploring() {
        gestures.exploreTimer = nil
        guard gestures.fingers.count == 1, gestures.maxFingers == 1, let f = gestures.fingers.first?.value else { return }
        gestures.isExploring = true
        gestures.exploringFinger = gestures.fingers.first?.key
        explore(at: f.last)
    }

    /// A double tap held: the touch goes through to the focused element's centre, moving as
    /// the finger moves (drag a slider's thumb).
    private func beginPassThrough() {
        gestures.holdTimer = nil
        guard gestures.fingers.count == 1, gestures.largestMove < ScreenReaderGestures.tapSlop,
              let f = gestures.fingers.first?.value, let item = focusedElement else { return }
        let target = item.accessibilityFrame.center
        gestures.passThrough = (f.last, target)
        inject(.began, at: target)
    }

    private func endGesture(now: Double, cancelled: Bool) {
        cancel(&gestures.exploreTimer)
        let hadPassThrough = gestures.holdTimer == nil && gestures.isSecondTap
        cancel(&gestures.holdTimer)
        defer { gestures.lifted = [] }
        guard !cancelled else { return }
        let fingers = gestures.maxFingers
        if gestures.isExploring {
            gestures.isExploring = false
            // Touch typing: lifting the exploring finger off a key types it.
            if fingers == 1, let f = focusedElement, f.accessibilityTraits.contains(.keyboardKey) { activate() }
            return
        }
        let duration = now - gestures.startTime
        if gestures.largestMove < ScreenReaderGestures.tapSlop {
            if hadPassThrough { return }
            guard duration < ScreenReaderGestures.holdDelay else { return }
            if fingers == 1 {
                if gestures.isSecondTap { activate(); return }
                gestures.lastTapTime = now
                let point = gestures.lifted.first?.last ?? .zero
                gestures.pendingTap = engine.timers.schedule(after: ScreenReaderGestures.doubleTapInterval) { [weak self] in
                    self?.gestures.pendingTap = nil
                    self?.explore(at: point)
                }
            } else if fingers == 2 {
                speech.stopSpeaking()
            }
            return
        }
        if fingers == 2 && gestures.reversals >= 2 { escape(); return }
        guard duration < ScreenReaderGestures.swipeDuration else { return }
        let m = gestures.averageMove
        guard max(abs(m.x), abs(m.y)) >= ScreenReaderGestures.swipeDistance else { return }
        let horizontal = abs(m.x) > abs(m.y)
        switch (fingers, horizontal) {
        case (1, true): if m.x > 0 { focusNext() } else { focusPrevious() }
        case (1, false): adjust(by: m.y < 0 ? 1 : -1)
        case (2, false): if m.y < 0 { readAll() } else { readFromFocus() }
        case (3, true): scroll(m.x > 0 ? .right : .left)
        case (3, false): scroll(m.y < 0 ? .up : .down)
        default: break
        }
    }

    /// Reads from the focused element to the end (two-finger swipe down).
    func readFromFocus() {
        let nodes = tree.nodes
        let start = focusedElement.flatMap { f in nodes.firstIndex { $0.item === f } } ?? 0
        guard nodes.indices.contains(start) else { return }
        focus(nodes[start])
        for n in nodes[(start + 1)...] { say(n.spokenText, interrupt: false) }
    }
}
