/// A button of an ``AlertController``, as `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// The kind of action, which sets its look and place.
    public enum Style: Sendable, Hashable {
        /// An ordinary choice.
        case `default`
        /// Dismisses without change (at most one per alert; Escape chooses it).
        case cancel
        /// Destroys or deletes (drawn in red).
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The look and role.
    public let style: Style
    /// When `false`, the button is dimmed and does nothing.
    public var isEnabled = true { didSet { alert?.actionsChanged() } }
    let handler: ((AlertAction) -> Void)?
    weak var alert: AlertController?

    /// Creates an action; `handler` runs after the alert has been dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
