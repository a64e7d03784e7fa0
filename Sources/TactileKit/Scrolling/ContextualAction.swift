/// A swipe button of a table row, as `UIContextualAction`: returned in a
/// ``SwipeActionsConfiguration`` by
/// ``TableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///     self.items.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     done(true)
/// }
/// ```
@MainActor
public final class ContextualAction {
    /// The action's kind (`UIContextualAction.Style`): the default background follows it.
    public enum Style: Sendable {
        /// A grey button.
        case normal
        /// A red button (a delete).
        case destructive
    }

    /// What the handler is given: the action, the button's view and a completion to call
    /// with whether it was done (the row closes either way).
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's kind.
    public let style: Style
    /// The button's title (`nil`: the image alone).
    public var title: String?
    /// The button's icon, drawn white.
    public var image: Image?
    /// The button's background (red for ``Style/destructive``, grey for ``Style/normal``).
    public var backgroundColor: Color
    /// Runs when the button is tapped, or on a full swipe for the first action.
    public let handler: Handler

    /// Creates an action, as `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The swipe buttons of a table row, as `UISwipeActionsConfiguration`; a full swipe runs
/// the first action.
@MainActor
public final class SwipeActionsConfiguration {
    /// The buttons, from the row's trailing edge inwards.
    public let actions: [ContextualAction]
    /// Whether a full swipe runs the first action (default `true`). Kept so UIKit code
    /// compiles; Tactile's full swipe always runs it (a difference in "Porting from UIKit").
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [ContextualAction]) { self.actions = actions }
}

extension ListView {
    /// The trailing swipe buttons the table delegate gives (when ``trailingSwipeActions`` is
    /// not set), read into ``SwipeAction``s.
    func delegateSwipeActions() -> ((ListIndexPath) -> [SwipeAction])? {
        guard delegate is TableViewDelegate else { return nil }
        return { [weak self] ip in
            guard let self, let td = self.delegate as? TableViewDelegate,
                  let config = td.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) else { return [] }
            return config.actions.map { action in
                SwipeAction(title: action.title ?? "", backgroundColor: action.backgroundColor, image: action.image) { [weak self] _ in
                    action.handler(action, self ?? View(), { _ in })
                }
            }
        }
    }
}
