/// Closure gestures on any view: no target/selector, no delegate, no subclass.
///
/// Each helper turns on ``View/isUserInteractionEnabled``, attaches a new recognizer and
/// returns it, so it can be configured further or removed with
/// ``View/removeGestureRecognizer(_:)``. The view owns the recognizer and the recognizer
/// owns the closure; capture the view weakly (`[weak card]`) and nothing leaks.
///
/// ```swift
/// card.addTapGestureRecognizer { print("tapped") }
/// card.addLongPressGestureRecognizer { print("held") }
/// card.addPanGestureRecognizer { [weak card] pan in
///     card?.center = card!.center + pan.translation(in: nil)
///     pan.setTranslation(.zero, in: nil)
/// }
/// ```
extension View {
    /// Runs `action` when the view is tapped `numberOfTaps` times.
    @discardableResult
    public func addTapGestureRecognizer(numberOfTaps: Int = 1, action: @escaping @MainActor () -> Void) -> TapGestureRecognizer {
        let r = TapGestureRecognizer { _ in action() }
        r.numberOfTapsRequired = max(1, numberOfTaps)
        return attachClosureRecognizer(r)
    }

    /// Runs `action` once when a press of `minimumPressDuration` seconds begins
    /// (0 runs it during the touch-down).
    @discardableResult
    public func addLongPressGestureRecognizer(minimumPressDuration: Double = 0.5,
                                              action: @escaping @MainActor () -> Void) -> LongPressGestureRecognizer {
        addLongPressGestureRecognizer(minimumPressDuration: minimumPressDuration) { (r: LongPressGestureRecognizer) in
            if r.state == .began { action() }
        }
    }

    /// Runs `action` on every state change of a long press (`began`, `changed`, `ended`, `cancelled`).
    @discardableResult
    public func addLongPressGestureRecognizer(minimumPressDuration: Double = 0.5,
                                              action: @escaping @MainActor (LongPressGestureRecognizer) -> Void) -> LongPressGestureRecognizer {
        let r = LongPressGestureRecognizer(action: action)
        r.minimumPressDuration = minimumPressDuration
        return attachClosureRecognizer(r)
    }

    /// Runs `action` on every state change of a pan.
    @discardableResult
    public func addPanGestureRecognizer(action: @escaping @MainActor (PanGestureRecognizer) -> Void) -> PanGestureRecognizer {
        attachClosureRecognizer(PanGestureRecognizer(action: action))
    }

    /// Runs `action` when the view is swiped in one of `direction`.
    @discardableResult
    public func addSwipeGestureRecognizer(direction: SwipeGestureRecognizer.Direction = .right,
                                          action: @escaping @MainActor () -> Void) -> SwipeGestureRecognizer {
        addSwipeGestureRecognizer(direction: direction) { (_: SwipeGestureRecognizer) in action() }
    }

    /// Runs `action` when the view is swiped in one of `direction`; the recognizer's
    /// ``SwipeGestureRecognizer/recognizedDirection`` says which.
    @discardableResult
    public func addSwipeGestureRecognizer(direction: SwipeGestureRecognizer.Direction = .right,
                                          action: @escaping @MainActor (SwipeGestureRecognizer) -> Void) -> SwipeGestureRecognizer {
        let r = SwipeGestureRecognizer(action: action)
        r.direction = direction
        return attachClosureRecognizer(r)
    }

    /// Runs `action` on every state change of a two-finger pinch.
    @discardableResult
    public func addPinchGestureRecognizer(action: @escaping @MainActor (PinchGestureRecognizer) -> Void) -> PinchGestureRecognizer {
        attachClosureRecognizer(PinchGestureRecognizer(action: action))
    }

    /// Runs `action` on every state change of a two-finger rotation.
    @discardableResult
    public func addRotationGestureRecognizer(action: @escaping @MainActor (RotationGestureRecognizer) -> Void) -> RotationGestureRecognizer {
        attachClosureRecognizer(RotationGestureRecognizer(action: action))
    }

    private func attachClosureRecognizer<R: GestureRecognizer>(_ r: R) -> R {
        isUserInteractionEnabled = true
        addGestureRecognizer(r)
        return r
    }
}
