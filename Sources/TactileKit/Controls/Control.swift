/// A view that turns touches into events (tap, drag in/out, value changes), as `UIControl`.
///
/// A control tracks one finger at a time. While the finger is down and inside the
/// tracking area (the bounds grown by ``trackingSlop`` on each side, UIKit's ~70 pt), the
/// control is highlighted; lifting it inside sends ``ControlEvents/touchUpInside``.
/// Register closures with ``ControlActions/addAction(for:_:)``; subclasses override the tracking methods
/// (``beginTracking(_:with:)`` …) as in UIKit. A disabled control gets no touches: they
/// fall through to the views behind it.
///
/// ```swift
/// let token = button.addAction(for: .touchUpInside) { _ in count += 1 }
/// token.remove()
/// ```
@MainActor
open class Control: View, StyleApplying {
    private struct ActionEntry {
        let id: Int
        var events: ControlEvents
        let handler: (Control) -> Void
        /// The object ``addTarget(_:action:for:)`` registered, held weakly (as UIKit).
        weak var target: AnyObject?
    }

    private var actions: [ActionEntry] = []
    private var nextActionID = 1
    private weak var trackedTouch: Touch?

    /// Whether the control responds to touches. Disabling it cancels a touch it tracks.
    public var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { window?.cancelTouches(inSubtreeOf: self) }
            stateDidChange()
        }
    }

    /// Whether a finger is pressing the control (down and inside the tracking area).
    public var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected (a toggle that is on, a chosen tab).
    public var isSelected: Bool = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// The combined state: ``ControlState/disabled``, ``ControlState/highlighted``,
    /// ``ControlState/selected``, or ``ControlState/normal`` when none applies.
    public var state: ControlState {
        var s: ControlState = []
        if !isEnabled { s.insert(.disabled) }
        if isHighlighted { s.insert(.highlighted) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// How far outside its bounds (points, each side) a finger still counts as inside.
    /// UIKit uses about 70; NaN or negative values become 0.
    public var trackingSlop: Float = 70 {
        didSet { if !trackingSlop.isFinite || trackingSlop < 0 { trackingSlop = 0 } }
    }

    /// `true` between a touch-down that ``beginTracking(_:with:)`` accepted and the lift or cancel.
    public private(set) var isTracking = false

    /// Whether the tracked finger is inside the tracking area now.
    public private(set) var isTouchInside = false

    /// Whether a tap (``ControlEvents/touchUpInside``) also sends
    /// ``ControlEvents/primaryActionTriggered``; buttons say yes.
    open var sendsPrimaryActionOnTap: Bool { false }

    /// Creates a control with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    // MARK: State

    /// Called after ``isEnabled``, ``isHighlighted`` or ``isSelected`` changed. The default
    /// redraws the control; subclasses update their look here (and call `super`).
    open func stateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Tracking (override points)

    /// A finger touched down; return `false` to not track it (no drag or up events follow).
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// The tracked finger moved; return `false` to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// The tracked finger lifted (`touch` is `nil` when tracking stopped otherwise).
    open func endTracking(_ touch: Touch?, with event: Event?) {}

    /// The system took the tracked touch away.
    open func cancelTracking(with event: Event?) {}

    /// Whether `point` (in the control's coordinates) counts as inside for tracking.
    open func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).contains(point)
    }

    // MARK: Touches

    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Refuses a single-tap ``TapGestureRecognizer`` attached to another view (an ancestor
    /// card, a screen) when the touch is on this control, as `UIControl` does: the control
    /// keeps its own taps instead of having them recognised and cancelled. Pans, long
    /// presses and the control's own recognizers are allowed.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
           let owner = tap.view, owner !== self, isEnabled {
            return false
        }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: ControlEvents = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
        if !isTracking && trackedTouch === touch { finishTracking() }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch), isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = isTouchInside
        isTracking = continueTracking(touch, with: event)
        guard trackedTouch === touch else { return }
        let drag: ControlEvents
        switch (wasInside, isTouchInside) {
        case (true, true): drag = .touchDragInside
        case (true, false): drag = .touchDragExit
        case (false, true): drag = .touchDragEnter
        case (false, false): drag = .touchDragOutside
        }
        sendActions(for: drag)
        if !isTracking && trackedTouch === touch {
            endTracking(nil, with: event)
            finishTracking()
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let tracking = isTracking
        if tracking {
            isTouchInside = isInsideTrackingArea(touch.location(in: self))
            endTracking(touch, with: event)
        }
        let inside = isTouchInside
        finishTracking()
        guard tracking else { return }
        if inside {
            sendActions(for: sendsPrimaryActionOnTap ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let tracking = isTracking
        if tracking { cancelTracking(with: event) }
        finishTracking()
        if tracking { sendActions(for: .touchCancel) }
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    // MARK: Actions

    /// Adds an action that receives the control as its base type (``ControlActions`` gives it
    /// its own type); a `target` (target/action) is held weakly.
    func appendAction(for events: ControlEvents, target: AnyObject? = nil, _ handler: @escaping (Control) -> Void) -> ControlActionToken {
        let id = nextActionID
        nextActionID += 1
        actions.append(ActionEntry(id: id, events: events, handler: handler, target: target))
        return ControlActionToken(id: id, control: self)
    }

    /// Takes `events` from the actions of `target` (every target-action when `nil`).
    func removeTargetActions(_ target: AnyObject?, for events: ControlEvents) {
        for i in actions.indices where actions[i].target != nil && (target == nil || actions[i].target === target) {
            actions[i].events.subtract(events)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The live targets of target-actions, each once.
    var targetObjects: [AnyObject] {
        var seen: [AnyObject] = []
        for a in actions { if let t = a.target, !seen.contains(where: { $0 === t }) { seen.append(t) } }
        return seen
    }

    /// Removes an action registered with ``ControlActions/addAction(for:_:)``.
    public func removeAction(_ token: ControlActionToken) {
        actions.removeAll { $0.id == token.id }
    }

    /// Removes every action (for `events` only, when given: an action keeps its other events).
    public func removeAllActions(for events: ControlEvents = .allEvents) {
        for i in actions.indices { actions[i].events.subtract(events) }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The events registered on the control.
    public var allControlEvents: ControlEvents {
        actions.reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    func events(forActionID id: Int) -> ControlEvents {
        actions.first { $0.id == id }?.events ?? []
    }

    /// Runs the actions for each event in `events`, in registration order. Actions added
    /// or removed by an action take effect for the next event.
    public func sendActions(for events: ControlEvents) {
        for event in events.members {
            let snapshot = actions
            for action in snapshot where action.events.contains(event) {
                // Skip actions removed by an earlier action in this loop.
                guard actions.contains(where: { $0.id == action.id }) else { continue }
                action.handler(self)
            }
        }
    }

    // MARK: Theme

    /// The plain view properties; subclasses add theirs to `super`'s.
    open class var styleProperties: [StyleBinding] { View.viewStyleProperties }

    /// The type names whose theme styles apply to this control, most general first.
    open class var styleTypeNames: [String] { ["View", "Control"] }

    // MARK: Debugging

    /// The control's state words (`disabled`, `highlighted`, `selected`), none when normal.
    open override var debugTreeDescription: String {
        DebugText.join([super.debugTreeDescription, stateWords(includingSelected: true)])
    }

    /// `disabled`, `highlighted` and `selected` as they apply, space-separated.
    func stateWords(includingSelected: Bool) -> String {
        var words: [String] = []
        if !isEnabled { words.append("disabled") }
        if isHighlighted { words.append("highlighted") }
        if isSelected && includingSelected { words.append("selected") }
        return words.joined(separator: " ")
    }
}
