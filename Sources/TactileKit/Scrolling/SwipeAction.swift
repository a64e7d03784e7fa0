/// A button revealed by swiping a ``ListView`` row to the left, as
/// `UIContextualAction`: a title, a colour and a handler. The first action is at the
/// row's trailing edge (UIKit's order) and a full swipe runs it.
public struct SwipeAction {
    /// The button's title.
    public var title: String
    /// The button's background.
    public var backgroundColor: Color
    /// An icon drawn white above the title (or alone when the title is empty), as
    /// `UIContextualAction.image`.
    public var image: Image?
    /// Runs when the button is tapped (or on a full swipe for the first action), with the
    /// row's index path. The row closes after it.
    public var handler: @MainActor (ListIndexPath) -> Void

    /// Creates an action; red by default (a delete).
    public init(title: String, backgroundColor: Color = Color(r: 230, g: 60, b: 50), image: Image? = nil,
                handler: @escaping @MainActor (ListIndexPath) -> Void) {
        self.title = title
        self.backgroundColor = backgroundColor
        self.image = image
        self.handler = handler
    }
}
