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
        applyRowUpdates()
    }

    /// The rows currently animating away (deleted or reloaded, still drawn while they fade).
    public var numberOfDisappearingRows: Int { rowUpdates.leavingCells.count }

    private func collect(_ caller: String, _ add: () -> Void) {
        if rowUpdates.depth == 0 { rowUpdates.caller = caller }
        rowUpdates.depth += 1
        add()
        rowUpdates.depth -= 1
        if rowUpdates.depth == 0 { applyRowUpdates() }
    }

    // MARK: Applying

    private func applyRowUpdates() {
        let u = rowUpdates
        let deletes = u.deletes, inserts = u.inserts, reloads = u.reloads, moves = u.moves
        let completions = u.completions, caller = u.caller
        u.reset()
        let finish: (Bool) -> Void = { finished in for c in completions { c(finished) } }
        closeSwipe()
        // Nothing laid out yet (or a reload already pending): there is nothing to animate from.
        if needsReload || deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty {
            if needsReload { reloadData() }
            View.animate(withDuration: 0, animations: {}, completion: { finish($0) })
            return
        }
        let oldCounts = rowCounts
        let sections = max(0, min(ListView.maximumRows, numberOfSections()))
        var newCounts: [Int] = []
        if sections == oldCounts.count {
            newCounts = (0..<sections).map { max(0, min(ListView.maximumRows, numberOfRows($0))) }
        }
        // Sorted rows per section: deleted (old positions, reloads included) and inserted (new).
        var dels = [[Int]](repeating: [], count: oldCounts.count)
        var ins = [[Int]](repeating: [], count: oldCounts.count)
        var pureDels = dels, pureIns = ins
        if let problem = rowUpdateProblem(oldCounts: oldCounts, newCounts: newCounts, sections: sections,
                                          deletes: deletes, inserts: inserts, reloads: reloads, moves: moves) {
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
        for s in pureDels.indices { pureDels[s].sort(); pureIns[s].sort() }
        // A reloaded row leaves from its old place and comes back where the others put it.
        var reloadedNew: [ListIndexPath: RowAnimation] = [:]
        for (ip, a) in reloads where deletes[ip] == nil {
            let n = ListIndexPath(row: ListView.mapForward(ip.row, deleted: pureDels[ip.section], inserted: pureIns[ip.section]),
                                  section: ip.section)
            reloadedNew[n] = a
            dels[ip.section].append(ip.row)
            ins[ip.section].append(n.row)
        }
        for s in dels.indices { dels[s].sort(); ins[s].sort() }

        // Where everything is drawn now (mid-animation rows start from what is on screen).
        let width = bounds.width
        let old = ListGeometrySnapshot(sectionTops: sectionTops, headerHeights: headerHeights, rowTops: rowTops, rowHeight: rowHeight)
        var startFrames: [ObjectIdentifier: Rect] = [:]
        for c in visibleCells { startFrames[ObjectIdentifier(c)] = c.presentation.frame }
        var headerStarts: [Int: Rect] = [:]
        for (s, h) in headerViews { headerStarts[s] = h.presentation.frame }

        // Give the cells on screen their new rows; the deleted and reloaded ones leave.
        var leaving: [(ListCell, RowAnimation)] = []
        var kept: [ListCell] = []
        for c in visibleCells {
            guard let ip = c.indexPath else { continue }
            if let to = moves[ip] {
                c.indexPath = to
                kept.append(c)
            } else if let a = deletes[ip] ?? reloads[ip] {
                c.indexPath = nil
                c.isHighlighted = false
                leaving.append((c, a))
            } else {
                c.indexPath = ListIndexPath(row: ListView.mapForward(ip.row, deleted: dels[ip.section], inserted: ins[ip.section]),
                                            section: ip.section)
                kept.append(c)
            }
        }
        // In row order again (a moved row changed its place among them), as the layout expects.
        if !moves.isEmpty { kept.sort { ($0.indexPath ?? ListIndexPath(row: 0)) < ($1.indexPath ?? ListIndexPath(row: 0)) } }
        visibleCells = kept
        if let sel = selectedIndexPath, let to = moves[sel] {
            selectedIndexPath = to
        } else if let sel = selectedIndexPath {
            if deletes[sel] != nil || reloads[sel] != nil || !oldCounts.indices.contains(sel.section) {
                selectedIndexPath = nil
            } else {
                selectedIndexPath = ListIndexPath(row: ListView.mapForward(sel.row, deleted: dels[sel.section], inserted: ins[sel.section]),
                                                  section: sel.section)
            }
        }
        rebuildGeometry(keepingCells: true)
        // Rows pushed off screen slide away before they are recycled.
        let b = bounds
        var pushedOff: [(ListCell, Rect)] = []
        visibleCells.removeAll { c in
            guard let ip = c.indexPath, let r = rectForRow(at: ip) else { return false }
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
            } else if let a = inserts[ip] ?? reloadedNew[ip] {
                appearing.append((c, a))
            } else if let from = movedFrom[ip] {
                // A moved row that was off screen slides in from where it was (the list's edge).
                let start = old.frame(of: from, width: width) ?? end
                if start != end { slides.append((c, start, end)) }
            } else if let oldRow = ListView.mapBackward(ip.row, deleted: dels[ip.section], inserted: ins[ip.section]),
                      let start = old.frame(of: ListIndexPath(row: oldRow, section: ip.section), width: width), start != end {
                // A row that scrolled into view because rows above it went: it slides in too.
                slides.append((c, start, end))
            }
        }
        for (s, h) in headerViews {
            if let start = headerStarts[s], start != h.frame { slides.append((h, start, h.frame)) }
        }
        for (v, start, _) in slides { View.performWithoutAnimation { v.frame = start } }
        let duration = ListView.rowAnimationDuration
        let options: AnimationOptions = [.allowUserInteraction, .beginFromCurrentState]
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            for (v, _, end) in slides { v.frame = end }
        }, completion: { finish($0) })

        for (c, a) in appearing where a != .none {
            let end = c.frame
            View.performWithoutAnimation {
                c.alpha = 0
                if a == .automatic { c.frame = end.offsetBy(dx: 0, dy: -end.height / 2) }
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
                if a == .automatic { c.frame = c.frame.offsetBy(dx: 0, dy: -c.frame.height / 2) }
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
                                  moves: [ListIndexPath: ListIndexPath]) -> String? {
        if sections != oldCounts.count {
            return "the number of sections changed from \(oldCounts.count) to \(sections) (rows updates do not add or remove sections; call reloadData())"
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
        for s in 0..<sections {
            let d = deletes.keys.reduce(0) { $0 + ($1.section == s ? 1 : 0) } + moves.keys.reduce(0) { $0 + ($1.section == s ? 1 : 0) }
            let i = inserts.keys.reduce(0) { $0 + ($1.section == s ? 1 : 0) } + moves.values.reduce(0) { $0 + ($1.section == s ? 1 : 0) }
            if newCounts[s] != oldCounts[s] - d + i {
                return "section \(s) had \(oldCounts[s]) rows and has \(newCounts[s]) after the update, but \(d) were deleted and \(i) inserted (expected \(oldCounts[s] - d + i))"
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
