/// UIKit's selection calls on a table: several selected rows, selecting from code.
extension ListView {
    /// Where ``selectRow(at:animated:scrollPosition:)`` scrolls a row to, as
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable {
        /// No scrolling.
        case none
        /// The row at the top of the list.
        case top
        /// The row in the middle of the list.
        case middle
        /// The row at the bottom of the list.
        case bottom
    }

    /// The selected rows, `nil` when none (as `UITableView.indexPathsForSelectedRows`); in the
    /// order they were selected.
    public var indexPathsForSelectedRows: [ListIndexPath]? {
        guard let sel = selectedIndexPath else { return nil }
        return otherSelectedRows + [sel]
    }

    /// Selects a row from code, as UIKit: no delegate call, no ``onSelect``. Without
    /// ``allowsMultipleSelection`` it replaces the selection; with it, adds to it. `nil`
    /// clears the selection; a row that does not exist is ignored with a diagnostic.
    public func selectRow(at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else { selectedIndexPath = nil; return }
        if needsReload { needsReload = false; rebuildGeometry() }
        guard rowCounts.indices.contains(ip.section), ip.row >= 0, ip.row < rowCounts[ip.section] else {
            Diagnostics.report("selectRow(at: \(ip)): no such row; the selection is unchanged")
            return
        }
        if allowsMultipleSelection, let sel = selectedIndexPath, sel != ip, !otherSelectedRows.contains(sel) {
            otherSelectedRows.append(sel)
        }
        selectedIndexPath = ip
        guard scrollPosition != .none, let r = rectForRow(at: ip) else { return }
        let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let y: Float
        switch scrollPosition {
        case .top: y = r.minY - adjustedContentInset.top
        case .middle: y = r.midY - adjustedContentInset.top - visible / 2
        default: y = r.maxY - adjustedContentInset.top - visible
        }
        let maxY = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        setContentOffset(Point(x: contentOffset.x, y: min(maxY, max(-adjustedContentInset.top, y))), animated: animated)
    }

    /// How many rows `section` has, as the list last read them from its data (read now when
    /// a reload is pending), as `UITableView.numberOfRows(inSection:)`; 0 for a section that
    /// does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { needsReload = false; rebuildGeometry() }
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// A recycled cell for `identifier`, or `nil` when none waits (UIKit's older call,
    /// without an index path: it never makes a cell, even for a registered class).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusePool.dequeue(identifier)
    }
}
