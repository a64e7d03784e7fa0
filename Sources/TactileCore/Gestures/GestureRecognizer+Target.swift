// UIKit's `UITapGestureRecognizer(target: self, action: #selector(tapped))` in Swift:
// the action is the unapplied method (`action: Screen.tapped`); the target is held weakly.
extension GestureRecognizer {
    /// Creates a recognizer that calls `target`'s method `action`, as
    /// `init(target:action:)` with `#selector(f)` → `Type.f`.
    public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `target`'s method `action` with the recognizer
    /// (`@objc func panned(_ r: PanGestureRecognizer)` → `action: Screen.panned`).
    public convenience init<T: AnyObject, R>(target: T, action: @escaping @MainActor (T) -> @MainActor (R) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action, run when ``addAction(_:)``'s closures run.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void) -> GestureActionToken {
        addAction { [weak target] _ in if let target { action(target)() } }
    }

    /// Adds a target-action with the recognizer as argument (run only when the
    /// recognizer is an `R`).
    @discardableResult
    public func addTarget<T: AnyObject, R>(_ target: T, action: @escaping @MainActor (T) -> @MainActor (R) -> Void) -> GestureActionToken {
        addAction { [weak target] r in if let target, let r = r as? R { action(target)(r) } }
    }
}
