/// Animated row updates, as `UITableView`'s `insertRows`/`deleteRows`/`reloadRows` and
/// `performBatchUpdates`: the app changes its data first, then tells the list which rows
/// changed; the list asks for the new counts and animates the difference.
extension ListView {
    /// How long rows take to slide, fade in and fade out (UIKit's 0.3 s).
    static let rowAnimationDuration = 0.3

    /// Inserts rows at `indexPaths` (positions after the insertion) with `animation`:
    /// the rows below slide down to make room. Call it after adding the rows to the data
    /// (the list asks ``numberOfRows`` for the new counts, which must have grown by the
    /// number of inserted rows; otherwise the list reports it through ``Diagnostics`` and
    /// reloads without animation).
    public func insertRows(at indexPaths: [ListIndexPath], with animation: RowAnimation) {
        collect("insertRows") { for ip in indexPaths { rowUpdates.inserts[ip] = animation } }
    }

    /// Deletes the rows at `indexPaths` (positions before the deletion) with `animation`:
    /// the rows below slide up over them. Call it after removing the rows from the data.
    /// Safe from a row's own action (its tap or swipe action).
    public func deleteRows(at indexPaths: [ListIndexPath], with animation: RowAnimation) {
        collect("deleteRows") { for ip in indexPaths { rowUpdates.deletes[ip] = animation } }
    }

    /// Configures the rows at `indexPaths` again, the new content fading in over the old
    /// with ``RowAnimation/fade`` and ``RowAnimation/automatic``.
    public func reloadRows(at indexPaths: [ListIndexPath], with animation: RowAnimation) {
        collect("reloadRows") { for ip in indexPaths { rowUpdates.reloads[ip] = animation } }
    }

    /// Moves the row at `indexPath` to `newIndexPath`, as `UITableView.moveRow(at:to:)`: its
    /// cell keeps its content and slides to the new place while the rows between make room.
    /// Call it after moving the row in the data (`indexPath` is the row's place before the
    /// update, `newIndexPath` after it; the row may change section). Within
    /// ``performBatchUpdates(_:completion:)`` a move counts as a delete at `indexPath` and an
    /// insert at `newIndexPath` for the positions of the other updates, as in UIKit.
    public func moveRow(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
        collect("moveRow") { rowUpdates.moves[indexPath] = newIndexPath }
    }

    /// Inserts whole sections at `sections` (indices after the update), as
    /// `UITableView.insertSections(_:with:)`: their rows (and headers) appear with `animation`
    /// while the sections below slide down. Call it after adding the sections to the data.
    public func insertSections(_ sections: [Int], with animation: RowAnimation) {
        collect("insertSections") { for s in sections { rowUpdates.sectionInserts[s] = animation } }
    }

    /// Deletes whole sections at `sections` (indices before the update): their rows leave with
    /// `animation` and the sections below slide up. Call it after removing them from the data.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation) {
        collect("deleteSections") { for s in sections { rowUpdates.sectionDeletes[s] = animation } }
    }

    /// Reloads whole sections (indices before the update): their rows and header are
    /// configured again, the new ones fading in over the old (a delete plus an insert, as UIKit).
    public func reloadSections(_ sections: [Int], with animation: RowAnimation) {
        collect("reloadSections") { for s in sections { rowUpdates.sectionReloads[s] = animation } }
    }

    /// Animates the inserts, deletes, reloads and moves that `updates` asks for as one change
    /// (deletes and reloads name rows before the change, inserts rows after it, as UIKit),
    /// then calls `completion` once the rows have settled (`false` if their animation was
    /// interrupted, as by the list leaving its window). Batches may nest; the outermost one
    /// applies them.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rowUpdates.depth += 1
        if let completion { rowUpdates.completions.append(completion) }
        updates?()
        rowUpdates.depth -= 1
        guard rowUpdates.depth == 0 else { return }
        applyRowUpdatesOrDefer()
    }

    /// The rows currently animating away (deleted or reloaded, still drawn while they fade).
    public var numberOfDisappearingRows: Int { rowUpdates.leavingCells.count }

    private func collect(_ caller: String, _ add: () -> Void) {
        if rowUpdates.depth == 0 { rowUpdates.caller = caller }
        rowUpdates.depth += 1
        add()
        rowUpdates.depth -= 1
        if rowUpdates.depth == 0 { applyRowUpdatesOrDefer() }
    }

    /// Applies the collected updates, or, when they were asked for while the list lays out its
    /// rows or applies another update (from `configureRow`), leaves them to the next layout,
    /// which reloads: applying them then would change the rows under the running pass.
    private func applyRowUpdatesOrDefer() {
        if isLayingOut || rowUpdates.isBusy {
            rowUpdates.isPending = true
            setNeedsLayout()
            return
        }
        applyRowUpdates()
    }

    /// Applies updates deferred by ``applyRowUpdatesOrDefer()`` (at the start of a layout) as
    /// a plain reload: rows configured during the pass they interrupted may show data from
    /// before or after the change, so every row on screen is configured again.
    func applyPendingRowUpdates() {
        guard rowUpdates.isPending, !isLayingOut, !rowUpdates.isBusy, rowUpdates.depth == 0 else { return }
        rowUpdates.isPending = false
        let completions = rowUpdates.completions
        rowUpdates.reset()
        needsReload = true
        View.animate(withDuration: 0, animations: {}, completion: { finished in for c in completions { c(finished) } })
    }

    // MARK: Applying

    private func applyRowUpdates() {
        let u = rowUpdates
        u.isPending = false
        let wasBusy = u.isBusy
        u.isBusy = true
        defer { u.isBusy = wasBusy }
        let deletes = u.deletes, inserts = u.inserts, reloads = u.reloads, moves = u.moves
        var secDeletes = u.sectionDeletes, secInserts = u.sectionInserts
        let secReloads = u.sectionReloads
        let completions = u.completions, caller = u.caller
        u.reset()
        let finish: (Bool) -> Void = { finished in for c in completions { c(finished) } }
        closeSwipe()
        // Nothing laid out yet (or a reload already pending): there is nothing to animate from.
        if needsReload || deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty
            && secDeletes.isEmpty && secInserts.isEmpty && secReloads.isEmpty {
            if needsReload { reloadData() }
            View.animate(withDuration: 0, animations: {}, completion: { finish($0) })
            return
        }
        let oldCounts = rowCounts
        let sections = max(0, min(ListView.maximumRows, numberOfSections()))
        // A reloaded section is deleted and inserted again where the other section changes put it.
        let pureSecDels = secDeletes.keys.sorted(), pureSecIns = secInserts.keys.sorted()
        for (s, a) in secReloads where secDeletes[s] == nil && s >= 0 && s < oldCounts.count {
            secDeletes[s] = a
            secInserts[ListView.mapForward(s, deleted: pureSecDels, inserted: pureSecIns)] = a
        }
        let delSecs = secDeletes.keys.sorted(), insSecs = secInserts.keys.sorted()
        /// A surviving section's index after the update (`nil`: deleted).
        func newSection(_ s: Int) -> Int? {
            secDeletes[s] != nil ? nil : ListView.mapForward(s, deleted: delSecs, inserted: insSecs)
        }
        var newCounts: [Int] = []
        if sections == oldCounts.count - delSecs.count + insSecs.count {
            newCounts = (0..<sections).map { max(0, min(ListView.maximumRows, numberOfRows($0))) }
        }
        // Sorted rows per section: deleted (old positions and sections, reloads included) and
        // inserted (new positions and sections).
        var dels = [[Int]](repeating: [], count: oldCounts.count)
        var ins = [[Int]](repeating: [], count: newCounts.count)
        var pureDels = dels, pureIns = ins
        if let problem = rowUpdateProblem(oldCounts: oldCounts, newCounts: newCounts, sections: sections,
                                          deletes: deletes, inserts: inserts, reloads: reloads, moves: moves,
                                          sectionDeletes: secDeletes, sectionInserts: secInserts, newSection: newSection) {
            Diagnostics.report("ListView.\(caller): \(problem); the list reloads without animation.")
            reloadData()
            View.animate(withDuration: 0, animations: {}, completion: { finish($0) })
            return
        }
        for ip in deletes.keys { dels[ip.section].append(ip.row); pureDels[ip.section].append(ip.row) }
        for ip in inserts.keys { ins[ip.section].append(ip.row); pureIns[ip.section].append(ip.row) }
        // A moved row leaves its old place and takes its new one, for the other rows' positions.
        var movedFrom: [ListIndexPath: ListIndexPath] = [:]
        for (from, to) in moves {
            dels[from.section].append(from.row); pureDels[from.section].append(from.row)
            ins[to.section].append(to.row); pureIns[to.section].append(to.row)
            movedFrom[to] = from
        }
        for s in pureDels.indices { pureDels[s].sort() }
        for s in pureIns.indices { pureIns[s].sort() }
        // A reloaded row leaves from its old place and comes back where the others put it.
        var reloadedNew: [ListIndexPath: RowAnimation] = [:]
        for (ip, a) in reloads where deletes[ip] == nil {
            guard let ns = newSection(ip.section) else { continue }
            let n = ListIndexPath(row: ListView.mapForward(ip.row, deleted: pureDels[ip.section], inserted: pureIns[ns]),
                                  section: ns)
            reloadedNew[n] = a
            dels[ip.section].append(ip.row)
            ins[ns].append(n.row)
        }
        for s in dels.indices { dels[s].sort() }
        for s in ins.indices { ins[s].sort() }

        // Where everything is drawn now (mid-animation rows start from what is on screen).
        let width = bounds.width
        let old = ListGeometrySnapshot(sectionTops: sectionTops, headerHeights: headerHeights, rowTops: rowTops,
                                       rowHeight: rowHeight, inset: rowInset)
        var startFrames: [ObjectIdentifier: Rect] = [:]
        for c in visibleCells { startFrames[ObjectIdentifier(c)] = c.presentation.frame }
        // Headers follow their sections; a deleted section's header fades away.
        var headerStarts: [Int: Rect] = [:]
        var remappedHeaders: [Int: ListHeaderView] = [:]
        var leavingHeaders: [ListHeaderView] = []
        for (s, h) in headerViews {
            if let ns = newSection(s) {
                headerStarts[ns] = h.presentation.frame
                remappedHeaders[ns] = h
                if ns != s || secReloads[s] != nil {
                    h.section = ns
                    h.title = titleForHeader?(ns) ?? nil
                }
            } else {
                leavingHeaders.append(h)
            }
        }
        headerViews = remappedHeaders

        // Give the cells on screen their new rows; the deleted and reloaded ones leave.
        var leaving: [(ListCell, RowAnimation)] = []
        var kept: [ListCell] = []
        for c in visibleCells {
            guard let ip = c.indexPath else { continue }
            // A row the update does not know (a cell that app code handed the list twice, already remapped): it goes.
            guard oldCounts.indices.contains(ip.section) else { c.indexPath = nil; leaving.append((c, .none)); continue }
            if let to = moves[ip] {
                c.indexPath = to
                kept.append(c)
            } else if let a = deletes[ip] ?? reloads[ip] ?? secDeletes[ip.section] {
                c.indexPath = nil
                c.isHighlighted = false
                leaving.append((c, a))
            } else if let ns = newSection(ip.section) {
                c.indexPath = ListIndexPath(row: ListView.mapForward(ip.row, deleted: dels[ip.section], inserted: ins[ns]),
                                            section: ns)
                kept.append(c)
            }
        }
        // In row order again (a moved row changed its place among them), as the layout expects.
        if !moves.isEmpty { kept.sort { ($0.indexPath ?? ListIndexPath(row: 0)) < ($1.indexPath ?? ListIndexPath(row: 0)) } }
        visibleCells = kept
        // Selected rows follow their rows; a deleted or reloaded one is no longer selected.
        let follow = { (sel: ListIndexPath) -> ListIndexPath? in
            if let to = moves[sel] { return to }
            if deletes[sel] != nil || reloads[sel] != nil || !oldCounts.indices.contains(sel.section) { return nil }
            guard let ns = newSection(sel.section) else { return nil }
            return ListIndexPath(row: ListView.mapForward(sel.row, deleted: dels[sel.section], inserted: ins[ns]), section: ns)
        }
        if !otherSelectedRows.isEmpty { otherSelectedRows = otherSelectedRows.compactMap(follow) }
        if let sel = selectedIndexPath { selectedIndexPath = follow(sel) ?? otherSelectedRows.popLast() }
        rebuildGeometry(keepingCells: true)
        // Rows pushed off screen slide away before they are recycled.
        let b = bounds
        var pushedOff: [(ListCell, Rect)] = []
        // The geometry just built, not `rectForRow` (which may rebuild it, and the cells with
        // it, when `configureRow` changed the data while rows were measured).
        visibleCells.removeAll { c in
            guard let ip = c.indexPath, rowCounts.indices.contains(ip.section), ip.row >= 0,
                  ip.row < rowCounts[ip.section] else { return false }
            let r = Rect(x: rowInset, y: rowTop(ip), width: max(0, b.width - 2 * rowInset), height: rowHeight(ip))
            if r.minY < b.maxY && r.maxY > b.minY { return false }
            c.indexPath = nil
            pushedOff.append((c, r))
            return true
        }
        View.performWithoutAnimation { layoutRows() }

        // Every row on screen now: slide from where it was, or fade in.
        var slides: [(View, Rect, Rect)] = []
        var appearing: [(ListCell, RowAnimation)] = []
        for c in visibleCells {
            guard let ip = c.indexPath else { continue }
            let end = c.frame
            if let start = startFrames[ObjectIdentifier(c)] {
                if start != end { slides.append((c, start, end)) }
            } else if let a = inserts[ip] ?? reloadedNew[ip] ?? secInserts[ip.section] {
                appearing.append((c, a))
            } else if let from = movedFrom[ip] {
                // A moved row that was off screen slides in from where it was (the list's edge).
                let start = old.frame(of: from, width: width) ?? end
                if start != end { slides.append((c, start, end)) }
            } else if let os = ListView.mapBackward(ip.section, deleted: delSecs, inserted: insSecs),
                      dels.indices.contains(os), ins.indices.contains(ip.section),
                      let oldRow = ListView.mapBackward(ip.row, deleted: dels[os], inserted: ins[ip.section]),
                      let start = old.frame(of: ListIndexPath(row: oldRow, section: os), width: width), start != end {
                // A row that scrolled into view because rows above it went: it slides in too.
                slides.append((c, start, end))
            }
        }
        var appearingHeaders: [ListHeaderView] = []
        for (s, h) in headerViews {
            if let start = headerStarts[s] {
                if start != h.frame { slides.append((h, start, h.frame)) }
            } else if let a = secInserts[s], a != .none {
                appearingHeaders.append(h)
            }
        }
        for (v, start, _) in slides { View.performWithoutAnimation { v.frame = start } }
        let duration = ListView.rowAnimationDuration
        let options: AnimationOptions = [.allowUserInteraction, .beginFromCurrentState]
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            for (v, _, end) in slides { v.frame = end }
        }, completion: { finish($0) })

        for h in appearingHeaders {
            View.performWithoutAnimation { h.alpha = 0 }
            View.animate(withDuration: duration, delay: 0, options: options, animations: { h.alpha = 1 })
        }
        for h in leavingHeaders {
            View.animate(withDuration: duration, delay: 0, options: options, animations: { h.alpha = 0 },
                         completion: { [weak self, weak h] _ in
                guard let self, let h, !self.headerViews.values.contains(where: { $0 === h }) else { return }
                h.removeFromSuperview()
                View.performWithoutAnimation { h.alpha = 1 }
                self.headerPool.append(h)
            })
        }
        for (c, a) in appearing where a != .none {
            let end = c.frame
            View.performWithoutAnimation {
                c.alpha = 0
                let d = a.slide(for: end); c.frame = end.offsetBy(dx: d.x, dy: d.y)
            }
            View.animate(withDuration: duration, delay: 0, options: options, animations: {
                c.alpha = 1
                c.frame = end
            })
        }
        // Each leaving row has its own animation, so that a later update does not cut it short.
        for (c, a) in leaving {
            guard a != .none else { recycle(c); continue }
            // Under the rows that slide over it.
            if c.superview === self { sendSubviewToBack(c) }
            startLeaving(c, duration: duration, options: options) {
                c.alpha = 0
                let d = a.slide(for: c.frame); c.frame = c.frame.offsetBy(dx: d.x, dy: d.y)
            }
        }
        for (c, end) in pushedOff {
            startLeaving(c, duration: duration, options: options) { c.frame = end }
        }
    }

    private func startLeaving(_ c: ListCell, duration: Double, options: AnimationOptions, _ changes: () -> Void) {
        rowUpdates.leavingCells.append(c)
        View.animate(withDuration: duration, delay: 0, options: options, animations: changes,
                     completion: { [weak self, weak c] _ in
            guard let self, let c else { return }
            self.finishLeaving(c)
        })
    }

    /// Recycles a cell that finished animating away (once).
    private func finishLeaving(_ cell: ListCell) {
        guard let i = rowUpdates.leavingCells.firstIndex(where: { $0 === cell }) else { return }
        rowUpdates.leavingCells.remove(at: i)
        recycle(cell)
    }

    /// Stops a recycled row's animations and makes it opaque again.
    func resetAnimatedRow(_ cell: ListCell) {
        cell.removeAllAnimations()
        View.performWithoutAnimation { cell.alpha = 1 }
    }

    /// What is wrong with an update, in words (`nil`: it is consistent with the data).
    private func rowUpdateProblem(oldCounts: [Int], newCounts: [Int], sections: Int,
                                  deletes: [ListIndexPath: RowAnimation], inserts: [ListIndexPath: RowAnimation],
                                  reloads: [ListIndexPath: RowAnimation],
                                  moves: [ListIndexPath: ListIndexPath],
                                  sectionDeletes: [Int: RowAnimation], sectionInserts: [Int: RowAnimation],
                                  newSection: (Int) -> Int?) -> String? {
        for s in sectionDeletes.keys.sorted() where !oldCounts.indices.contains(s) {
            return "cannot delete section \(s): the list had \(oldCounts.count) sections before the update"
        }
        for s in sectionInserts.keys.sorted() where !(s >= 0 && s < sections) {
            return "cannot insert section \(s): the list has \(sections) sections after the update"
        }
        if sections != oldCounts.count - sectionDeletes.count + sectionInserts.count {
            return "the number of sections changed from \(oldCounts.count) to \(sections), but \(sectionDeletes.count) were deleted "
                + "and \(sectionInserts.count) inserted (expected \(oldCounts.count - sectionDeletes.count + sectionInserts.count))"
        }
        for ip in deletes.keys.sorted() where sectionDeletes[ip.section] != nil {
            return "cannot delete row \(ip): its section is deleted too"
        }
        for ip in reloads.keys.sorted() where sectionDeletes[ip.section] != nil {
            return "cannot reload row \(ip): its section is deleted"
        }
        for ip in inserts.keys.sorted() where sectionInserts[ip.section] != nil {
            return "cannot insert row \(ip): its section is inserted whole"
        }
        for (from, to) in moves.sorted(by: { $0.key < $1.key })
        where sectionDeletes[from.section] != nil || sectionInserts[to.section] != nil {
            return "cannot move row \(from) to \(to): a section it leaves is deleted or one it enters is inserted"
        }
        for ip in deletes.keys.sorted() where !(oldCounts.indices.contains(ip.section) && ip.row >= 0 && ip.row < oldCounts[ip.section]) {
            return "cannot delete row \(ip): the list had \(describe(oldCounts, ip.section)) before the update"
        }
        for ip in reloads.keys.sorted() where !(oldCounts.indices.contains(ip.section) && ip.row >= 0 && ip.row < oldCounts[ip.section]) {
            return "cannot reload row \(ip): the list had \(describe(oldCounts, ip.section)) before the update"
        }
        for ip in inserts.keys.sorted() where !(newCounts.indices.contains(ip.section) && ip.row >= 0 && ip.row < newCounts[ip.section]) {
            return "cannot insert row \(ip): the list has \(describe(newCounts, ip.section)) after the update"
        }
        for (from, to) in moves.sorted(by: { $0.key < $1.key }) {
            if !(oldCounts.indices.contains(from.section) && from.row >= 0 && from.row < oldCounts[from.section]) {
                return "cannot move row \(from): the list had \(describe(oldCounts, from.section)) before the update"
            }
            if !(newCounts.indices.contains(to.section) && to.row >= 0 && to.row < newCounts[to.section]) {
                return "cannot move a row to \(to): the list has \(describe(newCounts, to.section)) after the update"
            }
            if deletes[from] != nil || reloads[from] != nil || inserts[to] != nil {
                return "row \(from) is moved and also deleted or reloaded, or \(to) is also inserted"
            }
        }
        if Set(moves.values).count != moves.count { return "two rows are moved to the same place" }
        for s in oldCounts.indices {
            guard let ns = newSection(s) else { continue }
            let d = deletes.keys.reduce(0) { $0 + ($1.section == s ? 1 : 0) } + moves.keys.reduce(0) { $0 + ($1.section == s ? 1 : 0) }
            let i = inserts.keys.reduce(0) { $0 + ($1.section == ns ? 1 : 0) } + moves.values.reduce(0) { $0 + ($1.section == ns ? 1 : 0) }
            if newCounts[ns] != oldCounts[s] - d + i {
                return "section \(s) had \(oldCounts[s]) rows and has \(newCounts[ns]) after the update, but \(d) were deleted and \(i) inserted (expected \(oldCounts[s] - d + i))"
            }
        }
        return nil
    }

    private func describe(_ counts: [Int], _ section: Int) -> String {
        counts.indices.contains(section) ? "\(counts[section]) rows in section \(section)" : "\(counts.count) sections"
    }

    /// The position after the update of surviving row `row` (`deleted` and `inserted` sorted).
    static func mapForward(_ row: Int, deleted: [Int], inserted: [Int]) -> Int {
        // Rows deleted above it.
        var lo = 0, hi = deleted.count
        while lo < hi { let m = (lo + hi) / 2; if deleted[m] < row { lo = m + 1 } else { hi = m } }
        var r = row - lo
        for i in inserted { if i <= r { r += 1 } else { break } }
        return r
    }

    /// The position before the update of row `row` after it (`nil` for an inserted row).
    static func mapBackward(_ row: Int, deleted: [Int], inserted: [Int]) -> Int? {
        var lo = 0, hi = inserted.count
        while lo < hi { let m = (lo + hi) / 2; if inserted[m] < row { lo = m + 1 } else { hi = m } }
        if lo < inserted.count && inserted[lo] == row { return nil }
        var r = row - lo
        for d in deleted { if d <= r { r += 1 } else { break } }
        return r
    }
}
