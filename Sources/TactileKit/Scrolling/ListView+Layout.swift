/// Row geometry and recycling: which rows intersect the visible area, and the cells and
/// headers that show them.
extension ListView {
    static let maximumRows = 10_000_000

    /// Re-reads counts and heights when a reload was asked for or a count changed unannounced.
    func prepareGeometryIfNeeded() {
        if !needsReload {
            // A data source that changed its counts without telling: reload.
            let sections = max(0, min(ListView.maximumRows, numberOfSections()))
            if sections != rowCounts.count {
                needsReload = true
            } else if sections <= ListView.sectionsCheckedEachLayout {
                // (Beyond that many sections, row counts are read on reloads and updates only, as
                // UIKit does: re-asking millions of sections every scrolled frame would freeze it.)
                // Rows past the list's cap were cut when the counts were read: compare the cut counts.
                var total = 0
                for s in 0..<sections {
                    let n = min(rowCount(in: s), ListView.maximumRows - total)
                    total += n
                    if n != rowCounts[s] { needsReload = true; break }
                }
            }
        }
        guard needsReload else { return }
        needsReload = false
        rebuildGeometry()
    }

    /// Up to this many sections, a row count changed without telling the list is noticed at
    /// the next layout.
    static let sectionsCheckedEachLayout = 1_000

    private func rowCount(in section: Int) -> Int {
        max(0, min(ListView.maximumRows, numberOfRows(section)))
    }

    /// `keepingCells`: the cells on screen (already given their new index paths by an
    /// animated update) and the headers stay, instead of being configured again.
    func rebuildGeometry(keepingCells: Bool = false) {
        let wasBusy = rowUpdates.isBusy
        rowUpdates.isBusy = true
        defer { rowUpdates.isBusy = wasBusy }
        let sections = max(0, min(ListView.maximumRows, numberOfSections()))
        rowCounts.removeAll(keepingCapacity: true)
        sectionTops.removeAll(keepingCapacity: true)
        headerHeights.removeAll(keepingCapacity: true)
        rowTops.removeAll(keepingCapacity: true)
        var y: Float = 0
        var total = 0
        for s in 0..<sections {
            var n = rowCount(in: s)
            n = min(n, ListView.maximumRows - total)
            total += n
            rowCounts.append(n)
            sectionTops.append(y)
            let title = titleForHeader?(s) ?? nil
            let hh = headerHeight(forSection: s, titled: title != nil)
            headerHeights.append(hh)
            y += hh
            if heightForRow != nil || rowHeight == ListView.automaticDimension {
                var tops: [Float] = []
                tops.reserveCapacity(n + 1)
                var t: Float = 0
                for r in 0..<n {
                    tops.append(t)
                    let ip = ListIndexPath(row: r, section: s)
                    let h = heightForRow?(ip) ?? measuredHeight(ip)
                    t += h.isFinite && h >= 0 ? min(10_000, h) : 44
                }
                tops.append(t)
                rowTops.append(tops)
                y += t
            } else {
                y += Float(n) * rowHeight
            }
        }
        measuredWidth = bounds.width
        if sections > 0 { y += groupedBottomGap }
        sectionTops.append(y)
        contentSize = Size(width: bounds.width, height: y)
        if keepingCells { return }
        // Every cell and header on screen is configured again.
        for c in visibleCells { recycle(c) }
        visibleCells.removeAll(keepingCapacity: true)
        for (_, h) in headerViews { h.removeFromSuperview(); headerPool.append(h) }
        headerViews.removeAll(keepingCapacity: true)
        let exists = { (ip: ListIndexPath) in self.rowCounts.indices.contains(ip.section) && ip.row < self.rowCounts[ip.section] }
        if !otherSelectedRows.isEmpty { otherSelectedRows.removeAll { !exists($0) } }
        if let sel = selectedIndexPath, !exists(sel) {
            selectedIndexPath = otherSelectedRows.popLast()
        }
        if let cell = swipedCell { cell.closeSwipe(); swipedCell = nil }
    }

    /// The height a self-sizing row's content needs at the list's width.
    private func measuredHeight(_ ip: ListIndexPath) -> Float {
        if let source = dataSource {
            let cell = cellFromDataSource(source, for: ip)
            cell.frame = Rect(x: 0, y: 0, width: bounds.width, height: 44)
            let height = cell.sizeThatFits(Size(width: bounds.width, height: 0)).height
            if cell.superview == nil {  // back to the pool for the next dequeue
                cell.prepareForReuse()
                reusePool.enqueue(cell, for: cell.reuseIdentifier)
            }
            return height
        }
        let id = reuseIdentifier?(ip) ?? ListView.defaultReuseIdentifier
        let cell: ListCell
        if let c = sizingCells[id] {
            cell = c
        } else {
            cell = makeRow(id)
            cell.reuseIdentifier = id
            sizingCells[id] = cell
        }
        cell.prepareForReuse()
        cell.frame = Rect(x: 0, y: 0, width: bounds.width, height: 44)
        configureRow?(cell, ip)
        return cell.sizeThatFits(Size(width: bounds.width, height: 0)).height
    }

    /// The top of a row's rectangle (content coordinates).
    func rowTop(_ ip: ListIndexPath) -> Float {
        let base = sectionTops[ip.section] + headerHeights[ip.section]
        if rowTops.indices.contains(ip.section) { return base + rowTops[ip.section][ip.row] }
        return base + Float(ip.row) * rowHeight
    }

    func rowHeight(_ ip: ListIndexPath) -> Float {
        if rowTops.indices.contains(ip.section) {
            let t = rowTops[ip.section]
            return t[ip.row + 1] - t[ip.row]
        }
        return rowHeight
    }

    /// The first row whose bottom is below `y` (the row at `y`, or the next one), if any.
    func firstRow(atOrBelow y: Float) -> ListIndexPath? {
        guard !rowCounts.isEmpty else { return nil }
        // The last section whose top is at or above y.
        var lo = 0, hi = rowCounts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionTops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        var s = lo
        while s < rowCounts.count {
            let n = rowCounts[s]
            if n > 0 {
                let base = sectionTops[s] + headerHeights[s]
                let local = y - base
                var r: Int
                if rowTops.indices.contains(s) {
                    let tops = rowTops[s]
                    // The last row whose top is at or above `local`.
                    var a = 0, b = n - 1
                    while a < b {
                        let m = (a + b + 1) / 2
                        if tops[m] <= local { a = m } else { b = m - 1 }
                    }
                    r = a
                    if tops[r + 1] <= local { r += 1 }
                } else {
                    r = local <= 0 ? 0 : Int(min(Float(n), local / rowHeight))
                }
                if r < n { return ListIndexPath(row: max(0, r), section: s) }
            }
            s += 1
        }
        return nil
    }

    /// The row after `ip`, across sections.
    func nextRow(after ip: ListIndexPath) -> ListIndexPath? {
        if ip.row + 1 < rowCounts[ip.section] { return ListIndexPath(row: ip.row + 1, section: ip.section) }
        var s = ip.section + 1
        while s < rowCounts.count {
            if rowCounts[s] > 0 { return ListIndexPath(row: 0, section: s) }
            s += 1
        }
        return nil
    }

    /// Lays out the rows that intersect the visible area, recycling the others.
    func layoutRows() {
        guard !isLayingOut else { return }
        // An update asked for during the last pass: it lays the rows out itself.
        if rowUpdates.isPending && !rowUpdates.isBusy { applyPendingRowUpdates() }
        isLayingOut = true
        defer { isLayingOut = false }
        let b = bounds
        // Self-sized rows wrap differently at another width.
        if rowHeight == ListView.automaticDimension && heightForRow == nil && b.width != measuredWidth { needsReload = true }
        prepareGeometryIfNeeded()
        if contentSize.width != b.width { contentSize = Size(width: b.width, height: contentSize.height) }
        let top = b.minY, bottom = b.maxY
        let inset = rowInset, rowWidth = max(0, b.width - 2 * inset)
        // Keep the cells still on screen; recycle the rest.
        keptCells.removeAll(keepingCapacity: true)
        for c in visibleCells {
            if let ip = c.indexPath, rowCounts.indices.contains(ip.section), ip.row < rowCounts[ip.section] {
                let y = rowTop(ip)
                if y < bottom && y + rowHeight(ip) > top && c.superview === self { keptCells.append(c); continue }
            }
            recycle(c)
        }
        visibleCells.removeAll(keepingCapacity: true)
        var k = 0
        var ip = firstRow(atOrBelow: top)
        while let current = ip {
            let y = rowTop(current)
            if y >= bottom { break }
            let h = rowHeight(current)
            let cell: ListCell
            if k < keptCells.count, keptCells[k].indexPath == current {
                cell = keptCells[k]
                k += 1
            } else {
                // Kept cells are contiguous; one that is not next is recycled below.
                cell = dequeueCell(for: current)
            }
            cell.frame = Rect(x: inset, y: y, width: rowWidth, height: h)
            configureGrouping(cell, at: current)
            configureEditing(cell, at: current)
            visibleCells.append(cell)
            ip = nextRow(after: current)
            if visibleCells.count > 10_000 { break }
        }
        for i in k..<keptCells.count where !visibleCells.contains(where: { $0 === keptCells[i] }) { recycle(keptCells[i]) }
        keptCells.removeAll(keepingCapacity: true)
        applyReorderOffsets()
        layoutHeaders(top: top, bottom: bottom, width: b.width)
    }

    private func dequeueCell(for ip: ListIndexPath) -> ListCell {
        let id = reuseIdentifier?(ip) ?? ListView.defaultReuseIdentifier
        let cell: ListCell
        let source = dataSource
        // Popped in place (a copy of the pool would be copied again on write).
        if let source {
            cell = cellFromDataSource(source, for: ip)
        } else if let c = reusePool.dequeue(id) {
            cell = c
        } else {
            cell = makeRow(id)
            cell.reuseIdentifier = id
            cellsCreated += 1
        }
        cell.list = self
        cell.indexPath = ip
        cell.isSelected = isRowSelected(ip)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        if source == nil { configureRow?(cell, ip) }
        return cell
    }

    /// Takes a cell off screen and keeps it for reuse.
    func recycle(_ cell: ListCell) {
        if cell === swipedCell { cell.closeSwipe(); swipedCell = nil }
        cell.indexPath = nil
        if cell.hasRunningAnimations || cell.alpha != 1 { resetAnimatedRow(cell) }
        if cell.superview === self { cell.removeFromSuperview() }
        guard cell.list === self else { return }
        cell.prepareForReuse()
        cell.isSelected = false
        reusePool.enqueue(cell, for: cell.reuseIdentifier)
    }

    /// Places the headers of the sections on screen; a sticky header stays at the top
    /// until the end of its section pushes it up.
    private func layoutHeaders(top: Float, bottom: Float, width: Float) {
        guard titleForHeader != nil else {
            for (_, h) in headerViews { h.removeFromSuperview(); headerPool.append(h) }
            headerViews.removeAll(keepingCapacity: true)
            return
        }
        let pinTop = top + (systemStickyTop.map { min($0, adjustedContentInset.top) } ?? adjustedContentInset.top)
        for (s, h) in headerViews {
            let visible = s < rowCounts.count && headerHeights[s] > 0
                && sectionTops[s] < bottom && sectionTops[s + 1] > top
            if !visible {
                h.removeFromSuperview()
                headerPool.append(h)
                headerViews[s] = nil
            }
        }
        guard !rowCounts.isEmpty else { return }
        var lo = 0, hi = rowCounts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionTops[mid] <= top { lo = mid } else { hi = mid - 1 }
        }
        var s = lo
        while s < rowCounts.count && sectionTops[s] < bottom {
            let hh = headerHeights[s]
            if hh > 0 && sectionTops[s + 1] > top {
                let header: ListHeaderView
                if let h = headerViews[s] {
                    header = h
                } else {
                    header = headerPool.popLast() ?? { headersCreated += 1; return ListHeaderView() }()
                    header.section = s
                    header.apply(style: style, inset: rowInset)
                    header.title = titleForHeader?(s) ?? nil
                    header.customView = customHeaderViews[s]
                    headerViews[s] = header
                }
                var y = sectionTops[s]
                if pinsHeaders { y = min(max(y, pinTop), sectionTops[s + 1] - hh) }
                header.frame = Rect(x: 0, y: y, width: width, height: hh)
                if header.superview !== self {
                    addSubview(header)
                } else if let last = subviews.last, last !== header, !(last is ScrollIndicatorView), !(last is ListHeaderView) {
                    bringSubviewToFront(header)
                }
            }
            s += 1
        }
    }
}
