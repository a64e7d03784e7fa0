/// A button revealed by swiping a ``ListView`` row to the left, as
/// `UIContextualAction`: a title, a colour and a handler. A full swipe runs the first
/// action.
public struct SwipeAction {
    /// The button's title.
    public var title: String
    /// The button's background.
    public var backgroundColor: Color
    /// Runs when the button is tapped (or on a full swipe for the first action), with the
    /// row's index path. The row closes after it.
    public var handler: @MainActor (ListIndexPath) -> Void

    /// Creates an action; red by default (a delete).
    public init(title: String, backgroundColor: Color = Color(r: 230, g: 60, b: 50),
                handler: @escaping @MainActor (ListIndexPath) -> Void) {
        self.title = title
        self.backgroundColor = backgroundColor
        self.handler = handler
    }
}
