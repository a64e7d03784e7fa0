/// Where a row being moved by its reorder grip is (``ListView/handleReorder(_:cell:)``).
struct ListReorderState {
    let source: ListIndexPath
    weak var cell: ListCell?
    /// The finger's distance from the row's top when it was grabbed.
    let grab: Float
    /// The row's top, following the finger (content coordinates).
    var top: Float
    /// The row it would land on now.
    var target: ListIndexPath
}

extension ListView {
    /// Whether the rows show their editing controls (delete or insert at the leading edge,
    /// reorder grips at the trailing edge), as `UITableView.isEditing`.
    public var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`: animated, the
    /// visible rows' controls slide in from the edges as their content makes room (0.3 s).
    /// Leaving it closes an open Delete button and ends a move.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        editingMode = editing
        closeSwipe()
        reorder = nil
        for c in visibleCells { if let ip = c.indexPath { configureEditing(c, at: ip, animated: animated) } }
        setNeedsLayout()
    }

    /// Gives a cell the list's editing mode and the row's controls.
    func configureEditing(_ cell: ListCell, at ip: ListIndexPath, animated: Bool = false) {
        guard editingMode || cell.isEditing else { return }
        let source = dataSource
        let editable = source?.tableView(self, canEditRowAt: ip) ?? true
        let style = editable ? ((delegate as? TableViewDelegate)?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
        if cell.editingStyle != style { cell.editingStyle = style }
        let movable = editingMode && (source?.tableView(self, canMoveRowAt: ip) ?? false)
        if cell.showsReorderControl != movable { cell.showsReorderControl = movable }
        cell.setEditing(editingMode, animated: animated)
    }

    /// Runs the data source's `commit editingStyle` for a row (the Delete button, an
    /// insert control).
    func commitEditing(_ style: ListCell.EditingStyle, forRowAt ip: ListIndexPath) {
        closeSwipe()
        dataSource?.tableView(self, commit: style, forRowAt: ip)
    }

    /// Moves a row by its grip: it follows the finger, the rows it passes make room, and on
    /// lifting the data source's `moveRowAt` is called and the list reloads.
    func handleReorder(_ press: GestureRecognizer, cell: ListCell) {
        let y = press.location(in: self).y
        switch press.state {
        case .began:
            guard editingMode, let ip = cell.indexPath, y.isFinite else { return }
            bringSubviewToFront(cell)
            reorder = ListReorderState(source: ip, cell: cell, grab: y - cell.frame.minY, top: cell.frame.minY, target: ip)
        case .changed:
            guard var r = reorder, y.isFinite else { return }
            r.top = y - r.grab
            r.target = reorderTarget(for: r)
            reorder = r
            setNeedsLayout()
        case .ended:
            guard let r = reorder else { return }
            reorder = nil
            if r.target != r.source { dataSource?.tableView(self, moveRowAt: r.source, to: r.target) }
            reloadData()
        default:
            reorder = nil
            setNeedsLayout()
        }
    }

    /// The row in the source's section whose slot the moving row's middle is over.
    private func reorderTarget(for r: ListReorderState) -> ListIndexPath {
        let s = r.source.section
        guard rowCounts.indices.contains(s), rowCounts[s] > 0 else { return r.source }
        let mid = r.top + rowHeight(r.source) / 2
        var row = 0
        while row < rowCounts[s] - 1 {
            let ip = ListIndexPath(row: row, section: s)
            if mid < rowTop(ip) + rowHeight(ip) { break }
            row += 1
        }
        return ListIndexPath(row: row, section: s)
    }

    /// After a layout pass: the moving row at the finger, the rows between its old and new
    /// places shifted by its height.
    func applyReorderOffsets() {
        guard let r = reorder, let moving = r.cell else { return }
        let h = rowHeight(r.source)
        for c in visibleCells where c !== moving {
            guard let ip = c.indexPath, ip.section == r.source.section else { continue }
            if r.source.row < ip.row && ip.row <= r.target.row { c.frame.origin.y -= h }
            if r.target.row <= ip.row && ip.row < r.source.row { c.frame.origin.y += h }
        }
        moving.frame.origin.y = r.top
    }
}
