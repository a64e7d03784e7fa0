/// A view controller whose view is a list it is the data source and delegate of, as
/// `UITableViewController`: subclasses override the `tableView(_:…)` methods.
///
/// ```swift
/// final class SettingsViewController: TableViewController {
///     init() { super.init(style: .insetGrouped) }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         var content = cell.defaultContentConfiguration()
///         content.text = "Row \(indexPath.row)"
///         cell.contentConfiguration = content
///         return cell
///     }
/// }
/// ```
///
/// Rows size themselves (``ListView/rowHeight`` is ``ListView/automaticDimension``, UIKit's
/// default since iOS 11: a cell with a subtitle is taller than 44 points). As in UIKit, the
/// selected row is cleared each time the view is about to appear
/// (``clearsSelectionOnViewWillAppear``), so coming back from a pushed detail shows no
/// highlighted row.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The list's style, fixed at creation.
    public let style: TableView.Style
    /// Clear the list's selection in ``viewWillAppear(_:)`` (default `true`).
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose list has `style` (`UITableViewController(style:)`).
    public init(style: TableView.Style) {
        self.style = style
        super.init()
    }

    /// Creates a controller with a ``ListView/Style/plain`` list.
    public override convenience init() { self.init(style: .plain) }

    /// The list, which is also ``ViewController/view``.
    public var tableView: TableView {
        get { typedView(describedAs: "list", make: makeTableView) }
        set { view = newValue }
    }

    /// Makes the list, with this controller as its data source and delegate.
    open override func loadView() { view = makeTableView() }

    private func makeTableView() -> TableView {
        let list = TableView(frame: ViewController.defaultViewFrame, style: style)
        list.rowHeight = TableView.automaticDimension
        list.dataSource = self
        list.delegate = self
        return list
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let list = viewIfLoaded as? TableView { list.selectedIndexPath = nil }
    }

    // MARK: Data source (override these)

    /// One section unless overridden.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows unless overridden.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell unless overridden (UIKit raises; a subclass with rows must override it).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        Diagnostics.report("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:); an empty cell stands in")
        return TableViewCell()
    }
    /// No header title unless overridden.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Rows are editable unless overridden.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: ListIndexPath) -> Bool { true }
    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: ListIndexPath) {}
    /// Rows do not move unless overridden.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: ListIndexPath) -> Bool { false }
    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {}

    // MARK: Delegate (override these)

    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {}
    /// ``ListCell/EditingStyle/delete`` unless overridden.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: ListIndexPath) -> TableViewCell.EditingStyle { .delete }
    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: ListIndexPath) {}
    /// No header view unless overridden.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// ``ListView/automaticDimension`` unless overridden.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Float { TableView.automaticDimension }
    /// No swipe buttons unless overridden.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? { nil }
}
