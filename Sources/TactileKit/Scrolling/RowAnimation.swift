/// How a ``ListView`` shows the rows it inserts, deletes or reloads
/// (`UITableView.RowAnimation`). Whatever the choice, the rows around them slide to their
/// new places.
public enum RowAnimation: Sendable, Hashable {
    /// The rows appear and disappear at once; the rows around them still slide
    /// (as UIKit's `.none`).
    case none
    /// Inserted rows fade in at their place; deleted rows fade out where they were, under
    /// the rows that slide over them.
    case fade
    /// The list's choice: a deleted row fades out while sliding up under the row above it
    /// (collapsing), an inserted row fades in sliding down from under the row above it.
    case automatic
    /// Rows slide in from (and out towards) the row above, fading, as UIKit's `.top`.
    case top
    /// Rows slide in from (and out towards) below, fading (`.bottom`).
    case bottom
    /// Rows slide in from (and out to) the left, fading (`.left`).
    case left
    /// Rows slide in from (and out to) the right, fading (`.right`).
    case right
    /// Rows fade in and out in the middle of their place (`.middle`; no slide).
    case middle

    /// Where a row starts (inserted) or ends (deleted), from its place.
    func slide(for frame: Rect) -> Point {
        switch self {
        case .automatic, .top: return Point(x: 0, y: -frame.height / 2)
        case .bottom: return Point(x: 0, y: frame.height / 2)
        case .left: return Point(x: -frame.width, y: 0)
        case .right: return Point(x: frame.width, y: 0)
        case .none, .fade, .middle: return Point(x: 0, y: 0)
        }
    }
}
