/// A titled handler a control runs, as `UIAction`: a button's primary action
/// (``Button/init(configuration:primaryAction:)``), or one added with
/// ``Control/addAction(_:for:)``.
///
/// ```swift
/// let save = Action(title: "Save") { _ in store.save() }
/// let button = Button(configuration: .filled(), primaryAction: save)
/// ```
@MainActor
public final class Action {
    /// The title a button shows when it is given the action as its primary action.
    public var title: String
    /// The image a button shows when it is given the action as its primary action.
    public var image: Image?
    /// An identifier; adding an action with the same identifier replaces the earlier one.
    public let identifier: String
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: Control?
    private let handler: (Action) -> Void
    private static var nextIdentifier = 0

    /// Creates an action; `identifier` defaults to a unique one.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.image = image
        if let identifier {
            self.identifier = identifier
        } else {
            Action.nextIdentifier += 1
            self.identifier = "tactile.action.\(Action.nextIdentifier)"
        }
        self.handler = handler
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
