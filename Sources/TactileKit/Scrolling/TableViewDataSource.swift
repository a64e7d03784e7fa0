/// UIKit's table data source (`UITableViewDataSource`) for a ``ListView`` (``TableView``).
///
/// Set ``ListView/dataSource``; the list then asks it for counts, titles and cells instead
/// of its closures. Cells come from ``ListView/dequeueReusableCell(withIdentifier:for:)``
/// as in UIKit, after ``ListView/register(_:forCellReuseIdentifier:)``.
///
/// ```swift
/// func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
///     cell.textLabel?.text = items[indexPath.row]
///     return cell
/// }
/// ```
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for a row, from ``ListView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell
    /// A section's header title (default none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// Whether a row shows an editing control in editing mode (default `true`).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: ListIndexPath) -> Bool
    /// Deletes or inserts a row: the Delete button or insert control was tapped (default:
    /// nothing). Update the model, then the list (`deleteRows(at:with:)` or `reloadData()`).
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: ListIndexPath)
    /// Whether a row shows a reorder grip in editing mode. Default `false` (UIKit shows
    /// grips whenever `moveRowAt` is implemented, which Swift cannot see: implement this too).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: ListIndexPath) -> Bool
    /// A row was moved by its grip from `sourceIndexPath` to `destinationIndexPath` (in the
    /// same section): move it in the model; the list reloads after.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: ListIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: ListIndexPath) {}
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: ListIndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {}
}

/// UIKit's table delegate (`UITableViewDelegate`): a ``ScrollViewDelegate`` that also
/// hears row selection. Assign it to the list's ``ScrollView/delegate``, as in UIKit.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row was tapped and is now the selected row (after ``ListView/onSelect``).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath)
    /// The editing control a row shows in editing mode (default ``ListCell/EditingStyle/delete``).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: ListIndexPath) -> TableViewCell.EditingStyle
    /// A tap took a row out of the selection: the tapped selected row of a
    /// multiple-selection list, or in a single-selection list the row selected before, after
    /// ``tableView(_:didSelectRowAt:)`` of the new one (UIKit's order).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: ListIndexPath)
    /// A view shown as section `section`'s header, filling it, instead of the title
    /// (default `nil`). Asked when the list builds its geometry (reloads, size changes).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The height of section `section`'s header; ``ListView/automaticDimension`` (the
    /// default) for the header view's fitting height (at least 28) or the style's title rule.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Float
    /// The buttons a row reveals when swiped to the left (default `nil`: the row does not
    /// swipe), unless ``ListView/trailingSwipeActions`` is set.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: ListIndexPath) -> TableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: ListIndexPath) {}
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Float { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? { nil }
}
