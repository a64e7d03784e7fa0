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
}
