/// A screen reader for touch panels, with VoiceOver's gestures (the ``Accessibility`` article):
/// while it runs, touches drive it instead of the app. A finger dragged over the screen
/// focuses and speaks what is under it; a double tap anywhere activates the focused element;
/// one-finger swipes right and left move through the reading order (``AccessibilityTree``),
/// up and down adjust a slider (or choose a custom action); a two-finger scrub escapes; three-finger swipes scroll by
/// page; a double tap held passes a touch through; lifting off a key types it.
///
/// Everything said is kept in ``spokenText`` and goes to ``speech`` (espeak-ng when the
/// library is there, see ``EspeakSpeech``).
@MainActor
public final class ScreenReader: AccessibilityNotificationHandling {
    unowned let engine: Engine
    /// Whether it runs (then it takes every touch).
    public private(set) var isRunning = false
    /// Where speech goes; silent by default (tests), espeak-ng when the app starts it.
    public var speech: SpeechSynthesizer = SilentSpeech()
    /// Everything said, oldest first (the last 500 utterances).
    public private(set) var spokenText: [String] = []
    /// The focused element, if any.
    public private(set) var focusedElement: (any AccessibilityItem)?
    /// Seconds of quiet after a focus change before the hint is read (VoiceOver's pause).
    public var hintDelay: Double = 1.0
    /// The engine time of the last focus change that was spoken (for latency figures).
    public private(set) var lastFocusChangeTime: Double?

    var observer: EventObserverToken?
    var gestures = ScreenReaderGestures()
    lazy var plane = ScreenReaderPlane(reader: self)
    var hintTimer: TimerToken?
    var checkTimers: [TimerToken] = []
    /// `true` while the reader sends touches of its own (a tap, a pass-through) to the app.
    var isInjecting = false
    /// The custom action chosen with swipes up/down (0: the default, activate), as VoiceOver's
    /// actions rotor; back to 0 at each focus change.
    var actionIndex = 0

    init(engine: Engine) { self.engine = engine }

    /// Starts reading: takes the touches, draws the focus ring, focuses the first element.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        ScreenReaderRegistry.add(self)
        engine.cancelAllTouches()
        observer = engine.addEventObserver(first: true) { [unowned self] event in self.observe(event) }
        engine.addPlane(plane)
        Accessibility.changed(.voiceOver)
        screenChanged(focus: nil)
    }

    /// Stops reading; touches go to the app again.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        if let o = observer { engine.removeEventObserver(o) }
        observer = nil
        engine.removePlane(plane)
        speech.stopSpeaking()
        focusedElement = nil
        Accessibility.changed(.voiceOver)
    }

    /// The elements in reading order now.
    public var tree: AccessibilityTree { AccessibilityTree(engine: engine) }

    // MARK: Focus

    /// Focuses `item` and speaks it (interrupting).
    public func focus(_ item: any AccessibilityItem) {
        guard let node = tree.nodes.first(where: { $0.item === item }) else { return }
        focus(node)
    }

    func focus(_ node: AccessibilityNode, announce: Bool = true) {
        focusedElement = node.item
        actionIndex = 0
        plane.ringFrame = scrollIntoView(node)
        engine.setNeedsFrame()
        lastFocusChangeTime = engine.now
        if announce { say(node.spokenText, interrupt: true) }
        scheduleHint(node)
    }

    /// Scrolls the scroll views around a newly focused element so that it shows, as
    /// VoiceOver does; returns its frame afterwards.
    private func scrollIntoView(_ node: AccessibilityNode) -> Rect {
        var v: View? = (node.item as? View)?.superview ?? (node.item as? AccessibilityElement)?.accessibilityContainer
        while let c = v {
            if let scroll = c as? ScrollView {
                scroll.scrollRectToVisible(scroll.convert(node.item.accessibilityFrame, from: nil), animated: false)
            }
            v = c.superview
        }
        return node.item.accessibilityFrame
    }

    /// Moves to the next element in reading order (one-finger swipe right).
    public func focusNext() { move(by: 1) }
    /// Moves to the previous element (one-finger swipe left).
    public func focusPrevious() { move(by: -1) }

    private func move(by step: Int) {
        let nodes = tree.nodes
        guard !nodes.isEmpty else { return }
        guard let current = focusedElement, let i = nodes.firstIndex(where: { $0.item === current }) else {
            focus(step > 0 ? nodes[0] : nodes[nodes.count - 1])
            return
        }
        let j = i + step
        // Past the last visible row of a list: scroll it and read the row that came in.
        if !nodes.indices.contains(j) || !ScreenReader.sharesScrollView(current, with: nodes[j].item),
           let next = scrollPast(current, step: step) {
            focus(next)
            return
        }
        guard nodes.indices.contains(j) else { say("", interrupt: false); return }   // VoiceOver's edge "bonk"
        focus(nodes[j])
    }

    /// Focuses and speaks the element under `point` (window coordinates), as a finger
    /// exploring; nothing changes when it is already focused.
    public func explore(at point: Point) {
        guard let node = tree.node(at: point) else { return }
        if let f = focusedElement, f === node.item { return }
        focus(node)
    }

    // MARK: Actions

    /// Activates the focused element (double tap): its ``AccessibilityItem/accessibilityActivate()``,
    /// or else a tap at its centre.
    public func activate() {
        guard let item = focusedElement else { return }
        let actions = item.accessibilityCustomActions
        if actionIndex > 0, actionIndex <= actions.count {
            let action = actions[actionIndex - 1]
            _ = action.handler(action)
            afterAction()
            return
        }
        if !item.accessibilityActivate() {
            let c = item.accessibilityFrame.center
            inject(.began, at: c)
            inject(.ended, at: c)
        }
        afterAction()
        if let node = tree.nodes.first(where: { $0.item === item }), node.traits.contains(.toggleButton) || node.role == .textField {
            // A switch says its new state, as VoiceOver.
            if let v = node.spokenValue { say(v, interrupt: true) }
        }
    }

    /// Adjusts the focused element one step up (+1) or down (-1) and speaks the new value; on
    /// an element with ``AccessibilityItem/accessibilityCustomActions`` that is not adjustable,
    /// moves through its actions instead (down: next) and speaks the action's name, as
    /// VoiceOver's actions rotor ("Activate" is the default one; a double tap performs it).
    public func adjust(by steps: Int) {
        guard let item = focusedElement else { return }
        let actions = item.accessibilityCustomActions
        if !item.accessibilityTraits.contains(.adjustable), !actions.isEmpty {
            let count = actions.count + 1
            actionIndex = ((actionIndex + (steps > 0 ? -1 : 1)) % count + count) % count
            say(actionIndex == 0 ? "Activate" : actions[actionIndex - 1].name, interrupt: true)
            return
        }
        guard item.accessibilityTraits.contains(.adjustable) else { return }
        if steps > 0 { item.accessibilityIncrement() } else { item.accessibilityDecrement() }
        if let v = item.accessibilityValue { say(v, interrupt: true) }
    }

    /// Escape (two-finger scrub): asks the focused element, then its ancestors, to dismiss or
    /// go back; `true` when one did.
    @discardableResult
    public func escape() -> Bool {
        var candidates: [any AccessibilityItem] = []
        if let f = focusedElement { candidates.append(f) }
        var v: View? = (focusedElement as? View) ?? (focusedElement as? AccessibilityElement)?.accessibilityContainer
        if focusedElement is View { v = v?.superview }
        while let c = v { candidates.append(c); v = c.superview }
        if candidates.isEmpty { candidates = [engine.window] }
        for c in candidates where c.accessibilityPerformEscape() {
            afterAction()
            return true
        }
        return false
    }

    /// Scrolls the scroll view around the focus (or any, from the top) by a page (three-finger swipe).
    @discardableResult
    public func scroll(_ direction: AccessibilityScrollDirection) -> Bool {
        var v: View? = (focusedElement as? View) ?? (focusedElement as? AccessibilityElement)?.accessibilityContainer
        while let c = v {
            if c.accessibilityScroll(direction) { afterAction(); return true }
            v = c.superview
        }
        return false
    }

    /// Reads every element from the top (two-finger swipe up).
    public func readAll() {
        let nodes = tree.nodes
        guard let first = nodes.first else { return }
        focus(first)
        for n in nodes.dropFirst() { say(n.spokenText, interrupt: false) }
    }

    // MARK: Speech

    /// Speaks `text` and records it in ``spokenText``.
    public func say(_ text: String, interrupt: Bool) {
        guard !text.isEmpty else { return }
        spokenText.append(text)
        if spokenText.count > 500 { spokenText.removeFirst(spokenText.count - 500) }
        speech.speak(text, interrupt: interrupt)
    }

    private func scheduleHint(_ node: AccessibilityNode) {
        if let t = hintTimer { engine.timers.cancel(t) }
        hintTimer = nil
        guard let hint = node.hint, !hint.isEmpty else { return }
        let item = node.item
        hintTimer = engine.timers.schedule(after: hintDelay) { [weak self] in
            guard let self, self.focusedElement === item else { return }
            self.say(hint, interrupt: false)
        }
    }

    // MARK: Notifications

    package func handle(_ notification: AccessibilityNotification, argument: Any?) {
        switch notification {
        case .announcement:
            if let s = argument as? String { say(s, interrupt: false) }
        case .pageScrolled:
            if let s = argument as? String { say(s, interrupt: true) }
        case .screenChanged:
            screenChanged(focus: argument as? any AccessibilityItem)
            if let s = argument as? String { say(s, interrupt: false) }
        case .layoutChanged:
            if let item = argument as? any AccessibilityItem { focus(item) } else { revalidate() }
        }
    }

    /// Focuses `item` or the first element and speaks it.
    func screenChanged(focus item: (any AccessibilityItem)?) {
        let t = tree
        if let item, let n = t.nodes.first(where: { $0.item === item }) { focus(n); return }
        if let first = t.nodes.first { focus(first) } else { focusedElement = nil; plane.ringFrame = nil }
    }

    /// After the app changed, as VoiceOver after a screen change: when the focused element
    /// is gone (a new screen, an alert) focus the first element; else follow its frame.
    func revalidate() {
        let t = tree
        if let f = focusedElement, let n = t.nodes.first(where: { $0.item === f }) {
            if plane.ringFrame != n.frame { plane.ringFrame = n.frame; engine.setNeedsFrame() }
            return
        }
        screenChanged(focus: nil)
    }

    /// Checks the focus after an action once the app had time to change (transitions).
    func afterAction() {
        for t in checkTimers { engine.timers.cancel(t) }
        checkTimers = [0.05, 0.6].map { delay in
            engine.timers.schedule(after: delay) { [weak self] in self?.revalidate() }
        }
    }

    /// Sends a touch of the reader's own to the app (a tap, a pass-through).
    func inject(_ phase: TouchInput.Phase, at point: Point) {
        isInjecting = true
        engine.handle(.touch(TouchInput(finger: ScreenReader.injectedFinger, phase: phase, location: point)))
        isInjecting = false
    }

    static let injectedFinger = FingerID(device: Int64.min + 1, finger: 0)
}
