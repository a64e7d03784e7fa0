// UIKit's target-action without the Objective-C runtime: `#selector(f)` becomes the
// unapplied method `Type.f`, which Swift type-checks (a misspelt action does not compile).
extension Control {
    /// Calls `target`'s method `action` for `events`, as `addTarget(_:action:for:)`:
    /// `button.addTarget(self, action: LoginController.submit, for: .touchUpInside)` where
    /// UIKit code says `action: #selector(submit)` and `@objc func submit()`. The target is
    /// held weakly, as UIKit does: once it is gone the action does nothing.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void, for events: ControlEvents) {
        _ = appendAction(for: events, target: target) { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// Calls `target`'s method `action` with the control as sender (`@objc func
    /// changed(_ sender: Slider)` → `action: Settings.changed`). The action runs only
    /// when the control is a `Sender` (`Control`, or its own class).
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping @MainActor (T) -> @MainActor (Sender) -> Void, for events: ControlEvents) {
        _ = appendAction(for: events, target: target) { [weak target] control in
            if let target, let sender = control as? Sender { action(target)(sender) }
        }
    }

    /// Calls `target`'s method `action` with the control and the event (`nil`: actions run
    /// after the touch is handled), the sender-and-event form of `#selector(f(_:forEvent:))`.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping @MainActor (T) -> @MainActor (Sender, Event?) -> Void, for events: ControlEvents) {
        _ = appendAction(for: events, target: target) { [weak target] control in
            if let target, let sender = control as? Sender { action(target)(sender, nil) }
        }
    }

    /// Stops `target`'s actions for `events` (every target's when `target` is `nil`), as
    /// `removeTarget(_:action:for:)` with a `nil` action: methods cannot be compared in
    /// Swift, so all of the target's actions for those events go. Closures added with
    /// ``addAction(for:_:)`` stay.
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents = .allEvents) {
        removeTargetActions(target, for: events)
    }

    /// The targets registered with `addTarget(_:action:for:)` that are still alive.
    public var allTargets: [AnyObject] { targetObjects }
}
