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
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// UIKit's table delegate (`UITableViewDelegate`): a ``ScrollViewDelegate`` that also
/// hears row selection. Assign it to the list's ``ScrollView/delegate``, as in UIKit.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row was tapped and is now the selected row (after ``ListView/onSelect``).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {}
}
