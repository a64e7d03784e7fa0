/// A titled handler a control runs, as `UIAction`: a button's primary action
/// (``Button/init(configuration:primaryAction:)``), one added with
/// ``Control/addAction(_:for:)``, or a row of a ``Menu`` (a context menu or a button's menu),
/// where its ``attributes`` and ``state`` show.
///
/// ```swift
/// let save = Action(title: "Save") { _ in store.save() }
/// let button = Button(configuration: .filled(), primaryAction: save)
/// ```
@MainActor
public final class Action: MenuElement {
    /// An identifier; adding an action with the same identifier replaces the earlier one.
    public let identifier: String
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: Control?
    /// Disabled, destructive, hidden or keeping the menu open (in a menu).
    public var attributes: MenuElement.Attributes
    /// A checkmark (`.on`) or dash (`.mixed`) before the title (in a menu).
    public var state: MenuElement.State
    /// A longer title for the screen reader (`nil`: the title), as `discoverabilityTitle`.
    public var discoverabilityTitle: String?
    private let handler: (Action) -> Void

    /// Creates an action; `identifier` defaults to a unique one. The title and image are
    /// what a button given it as its primary action, or a menu row, shows.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                attributes: MenuElement.Attributes = [], state: MenuElement.State = .off, handler: @escaping (Action) -> Void) {
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        self.identifier = MenuElement.identifier(identifier, kind: "action")
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as ``sender``.
    func perform(from sender: Control?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension Control {
    /// Runs `action` each time one of `events` happens, as UIKit's `addAction(_:for:)`;
    /// the action's ``Action/sender`` is this control while it runs. Returns a token that
    /// removes it.
    @discardableResult
    public func addAction(_ action: Action, for events: ControlEvents) -> ControlActionToken {
        appendAction(for: events) { control in action.perform(from: control) }
    }
}
