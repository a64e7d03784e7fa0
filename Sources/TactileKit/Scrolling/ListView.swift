/// A vertical list of rows that scrolls, recycling its row views, in the spirit of
/// `UITableView` with closures instead of a data-source protocol.
///
/// The list asks for counts and configures reusable ``ListCell``s only for the rows on
/// screen: a list of 100,000 rows makes the dozen cells that fit (plus a few), whatever
/// its length. Rows have a fixed ``rowHeight`` or a height per row (``heightForRow``);
/// sections may have headers that stick to the top while their rows scroll under them.
/// A tap selects a row (``onSelect``), a held finger highlights it, and rows may reveal
/// trailing swipe actions (``trailingSwipeActions``).
///
/// ```swift
/// let list = ListView(frame: screen.bounds)
/// list.numberOfRows = { _ in bookings.count }
/// list.configureRow = { cell, index in
///     cell.textLabel?.text = bookings[index.row].room
///     cell.detailTextLabel?.text = bookings[index.row].time
/// }
/// list.onSelect = { index in open(bookings[index.row]) }
/// ```
///
/// When the data changes call ``reloadData()``; a count that changes without it is noticed
/// at the next layout (the list reloads rather than asking for rows that no longer exist).
/// To animate a change, change the data, then call ``insertRows(at:with:)``,
/// ``deleteRows(at:with:)`` or ``reloadRows(at:with:)`` (several at once in
/// ``performBatchUpdates(_:completion:)``): the rows around them slide to their new places.
@MainActor
open class ListView: ScrollView {
    /// The reuse identifier of rows when ``reuseIdentifier`` is not set.
    public static let defaultReuseIdentifier = "row"

    // MARK: Data

    /// The number of sections (default 1). Negative counts are taken as 0.
    public var numberOfSections: () -> Int = { 1 } { didSet { reloadData() } }
    /// The number of rows in a section (default none). Negative counts are taken as 0.
    public var numberOfRows: (Int) -> Int = { _ in 0 } { didSet { reloadData() } }
    /// The reuse identifier of a row: rows of one kind share cells (default ``defaultReuseIdentifier``).
    public var reuseIdentifier: ((ListIndexPath) -> String)? { didSet { discardCells() } }
    /// Makes a cell for a reuse identifier (default: a plain ``ListCell``). Setting it
    /// discards the cells made by the previous one.
    public var makeRow: (String) -> ListCell = { _ in ListCell() } { didSet { discardCells() } }
    /// Fills a cell for a row; called when the row scrolls into view and on reload.
    public var configureRow: ((ListCell, ListIndexPath) -> Void)? { didSet { reloadData() } }
    /// The title of a section's header (`nil`: no header for that section).
    public var titleForHeader: ((Int) -> String?)? { didSet { reloadData() } }

    // MARK: Geometry

    /// A ``rowHeight`` that sizes each row to its content (`UITableView.automaticDimension`):
    /// every row is configured once on a sizing cell at reload and measured with the cell's
    /// `sizeThatFits(_:)`, so reloading costs one configure per row (use ``heightForRow``
    /// for very long lists).
    public static let automaticDimension: Float = -1

    /// The height of every row when ``heightForRow`` is `nil` (default 44), or
    /// ``automaticDimension``. Other non-finite or negative values become 44; at most 10,000.
    public var rowHeight: Float = 44 {
        didSet {
            let clean = rowHeight == ListView.automaticDimension ? rowHeight
                : rowHeight.isFinite && rowHeight > 0 ? min(10_000, rowHeight) : 44
            if clean != rowHeight { rowHeight = clean; return }
            if rowHeight != oldValue { reloadData() }
        }
    }
    /// A height per row, for rows of different heights (bad values become ``rowHeight``).
    public var heightForRow: ((ListIndexPath) -> Float)? { didSet { reloadData() } }
    /// The height of section headers that have a title (default 32).
    public var sectionHeaderHeight: Float = 32 {
        didSet {
            let clean = sectionHeaderHeight.isFinite ? min(10_000, max(0, sectionHeaderHeight)) : 32
            if clean != sectionHeaderHeight { sectionHeaderHeight = clean; return }
            if sectionHeaderHeight != oldValue { reloadData() }
        }
    }
    /// Keep a section's header at the top while its rows scroll under it (default `true`;
    /// plain lists only: grouped headers scroll with their rows, as UIKit's).
    public var stickyHeaders = true { didSet { setNeedsLayout() } }
    /// The list's look (``Style/plain`` unless made with ``init(frame:style:)``).
    public internal(set) var style: Style = .plain { didSet { reloadData() } }

    // MARK: Selection and actions

    /// Called when a row is tapped, after it became the selected row.
    public var onSelect: ((ListIndexPath) -> Void)?
    /// UIKit's data source (weak): when set, it supplies the counts, header titles and
    /// cells, replacing ``numberOfSections``, ``numberOfRows``, ``titleForHeader`` and
    /// ``configureRow``.
    public weak var dataSource: TableViewDataSource? {
        didSet { installDataSource(dataSource) }
    }
    /// The selected row (drawn highlighted); `nil` for none.
    public var selectedIndexPath: ListIndexPath? {
        didSet {
            if selectedIndexPath == nil { otherSelectedRows.removeAll() } else if let s = selectedIndexPath, !otherSelectedRows.isEmpty {
                otherSelectedRows.removeAll { $0 == s }
            }
            if selectedIndexPath != oldValue { updateSelection() }
        }
    }
    /// The selected row, as UIKit names it (the same as ``selectedIndexPath``; with
    /// ``allowsMultipleSelection``, the one selected last).
    public var indexPathForSelectedRow: ListIndexPath? { selectedIndexPath }
    /// Clears the selection of `indexPath` (as after showing its detail).
    public func deselectRow(at indexPath: ListIndexPath) {
        otherSelectedRows.removeAll { $0 == indexPath }
        if selectedIndexPath == indexPath { selectedIndexPath = otherSelectedRows.popLast() }
        updateSelection()
    }
    /// UIKit's spelling of ``deselectRow(at:)``; the highlight goes at once either way.
    public func deselectRow(at indexPath: ListIndexPath, animated: Bool) { deselectRow(at: indexPath) }
    /// Whether tapping a row selects it (default `true`).
    public var allowsSelection = true
    /// Whether a tap adds its row to the selection (and a tap on a selected row removes it)
    /// instead of replacing it, as `UITableView.allowsMultipleSelection` (default `false`;
    /// turning it off keeps only ``indexPathForSelectedRow``).
    public var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, !otherSelectedRows.isEmpty { otherSelectedRows = []; updateSelection() } }
    }
    /// With ``allowsMultipleSelection``: the selected rows other than ``selectedIndexPath``,
    /// in the order they were selected.
    var otherSelectedRows: [ListIndexPath] = []
    /// The delegate's header views by section (``TableViewDelegate/tableView(_:viewForHeaderInSection:)``),
    /// asked for when the geometry is built.
    var customHeaderViews: [Int: View] = [:]
    /// Actions revealed by swiping a row to the left; `nil` or empty: the row does not swipe.
    public var trailingSwipeActions: ((ListIndexPath) -> [SwipeAction])?

    // MARK: Counters

    /// Cells made so far (by ``makeRow``): stays near the number of rows that fit on
    /// screen, whatever the number of rows.
    public internal(set) var cellsCreated = 0
    /// Header views made so far.
    public internal(set) var headersCreated = 0

    // MARK: Storage

    /// Rows per section, as of the last reload.
    var rowCounts: [Int] = []
    /// The top of each section (its header), in content coordinates; one more entry: the end.
    var sectionTops: [Float] = []
    /// The header height of each section (0 without a title).
    var headerHeights: [Float] = []
    /// With ``heightForRow``: the top of each row relative to its section's first row, per
    /// section (one more entry: the section's row total).
    var rowTops: [[Float]] = []
    var needsReload = true
    /// ``isEditing``, and the row being moved by its grip.
    var editingMode = false
    var reorder: ListReorderState?
    var visibleCells: [ListCell] = []
    var keptCells: [ListCell] = []
    var reusePool = ReusePool<ListCell>()
    /// ``register(_:forCellReuseIdentifier:)``'s classes, and identifiers reported missing.
    var registeredCells: [String: ListCell.Type] = [:]
    var reportedIdentifiers: Set<String> = []
    var headerViews: [Int: ListHeaderView] = [:]
    var headerPool: [ListHeaderView] = []
    var isLayingOut = false
    /// Cells used only to measure self-sizing rows, by reuse identifier.
    var sizingCells: [String: ListCell] = [:]
    /// The width the self-sized heights were measured at.
    var measuredWidth: Float = -1
    var swipedCell: ListCell?
    /// Animated row updates: the batch being collected and the rows fading away.
    let rowUpdates = ListRowUpdates()
    let swipePan = PanGestureRecognizer()

    /// Creates an empty list (``Color/systemBackground``, vertical bounce).
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        swipePan.name = "ListView.swipe"
        swipePan.addAction { [weak self] pan in self?.handleSwipe(pan) }
        // The scroll pan fails on horizontal drags (the list scrolls vertically only) and
        // the swipe pan on vertical ones: each takes its own axis.
        addGestureRecognizer(swipePan)
        visibleCells.reserveCapacity(32)
        keptCells.reserveCapacity(32)
    }

    /// Reloads every row: counts and heights are asked again, and the rows on screen are
    /// configured again (at the next layout, so calling it from a row's action is fine).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Drops every cell (on screen and kept for reuse): they came from another factory.
    func discardCells() {
        for c in visibleCells { recycle(c) }
        visibleCells.removeAll(keepingCapacity: true)
        // Rows still fading away came from the old factory too.
        for c in rowUpdates.leavingCells { resetAnimatedRow(c); c.list = nil; c.removeFromSuperview() }
        rowUpdates.leavingCells.removeAll()
        reusePool.removeAll()
        sizingCells.removeAll()
        reloadData()
    }

    /// The cell showing `indexPath`, if it is on screen.
    public func cellForRow(at indexPath: ListIndexPath) -> ListCell? {
        visibleCells.first { $0.indexPath == indexPath }
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [ListIndexPath] {
        visibleCells.compactMap(\.indexPath)
    }

    /// The row under `point` (list content coordinates), if any.
    public func indexPathForRow(at point: Point) -> ListIndexPath? {
        guard point.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        prepareGeometryIfNeeded()
        guard let ip = firstRow(atOrBelow: point.y), let r = rectForRow(at: ip), r.contains(point) else { return nil }
        return ip
    }

    /// The rectangle of a row in content coordinates (`nil` for a row that does not exist).
    public func rectForRow(at indexPath: ListIndexPath) -> Rect? {
        prepareGeometryIfNeeded()
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0,
              indexPath.row < rowCounts[indexPath.section] else { return nil }
        let top = rowTop(indexPath)
        let inset = rowInset
        return Rect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: rowHeight(indexPath))
    }

    /// Scrolls so that a row is on screen (the least needed; under a sticky header when
    /// there is one).
    public func scrollToRow(at indexPath: ListIndexPath, animated: Bool) {
        guard var r = rectForRow(at: indexPath) else { return }
        if pinsHeaders, headerHeights.indices.contains(indexPath.section) {
            let h = headerHeights[indexPath.section]
            r = Rect(x: r.minX, y: r.minY - h, width: r.width, height: r.height + h)
        }
        scrollRectToVisible(r, animated: animated)
    }

    // MARK: Taps

    func cellWasTapped(_ cell: ListCell) {
        guard allowsSelection, let ip = cell.indexPath else { return }
        let tableDelegate = delegate as? TableViewDelegate
        if allowsMultipleSelection, isRowSelected(ip) {
            // UIKit: a tap on a selected row of a multiple-selection list deselects it.
            deselectRow(at: ip)
            tableDelegate?.tableView(self, didDeselectRowAt: ip)
            return
        }
        let previous = allowsMultipleSelection ? nil : selectedIndexPath
        if allowsMultipleSelection, let sel = selectedIndexPath { otherSelectedRows.append(sel) }
        selectedIndexPath = ip
        onSelect?(ip)
        tableDelegate?.tableView(self, didSelectRowAt: ip)
        // UIKit tells of the row a single selection left after the new one is selected.
        if let previous, previous != ip { tableDelegate?.tableView(self, didDeselectRowAt: previous) }
    }

    /// Whether `ip` is among the selected rows.
    func isRowSelected(_ ip: ListIndexPath) -> Bool {
        ip == selectedIndexPath || (!otherSelectedRows.isEmpty && otherSelectedRows.contains(ip))
    }

    func updateSelection() {
        for c in visibleCells { c.isSelected = c.indexPath.map(isRowSelected) ?? false }
    }

    // MARK: Scrolling

    override func offsetDidChange() {
        if isDragging, swipedCell != nil { closeSwipe() }
        setNeedsLayout()
    }

    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === swipePan { return swipeShouldBegin() }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    open override var debugTreeDescription: String {
        super.debugTreeDescription + " rows=\(rowCounts.reduce(0, +)) cells=\(cellsCreated)"
    }
}
