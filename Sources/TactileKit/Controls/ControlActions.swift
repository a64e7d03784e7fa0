/// The closure-based actions of a ``Control``, whose closures receive the control as its own
/// class (`b` is a ``Button`` in `button.addAction(for: .touchUpInside) { b in ... }`).
///
/// Every control conforms; the protocol exists so that `Self` names the control's own class
/// in the closure, which Swift 6.0 allows in a protocol extension only.
@MainActor
public protocol ControlActions: Control {}

extension Control: ControlActions {}

extension ControlActions {
    /// Calls `handler` with the control, typed as its own class (`b` is a `Button` in
    /// `button.addAction(for: .touchUpInside) { b in b.setTitle("Sent", for: .normal) }`),
    /// each time one of `events` happens; an action registered for several events runs once
    /// per matching event. Returns a token that removes it.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping (Self) -> Void) -> ControlActionToken {
        appendAction(for: events) { handler(unsafeDowncast($0, to: Self.self)) }
    }
}
