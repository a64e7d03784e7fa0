/// What ``ControlActions/addAction(for:_:)`` returns: keep it to remove the action later.
///
/// The token does not keep the control alive, and removing an action twice, or after the
/// control is gone, does nothing.
@MainActor
public final class ControlActionToken: Hashable {
    let id: Int
    weak var control: Control?

    init(id: Int, control: Control) {
        self.id = id
        self.control = control
    }

    /// The events the action is registered for (empty once removed).
    public var events: ControlEvents { control?.events(forActionID: id) ?? [] }

    /// Removes the action from its control.
    public func remove() {
        control?.removeAction(self)
    }

    public nonisolated static func == (a: ControlActionToken, b: ControlActionToken) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
