/// Animated item updates, as `UICollectionView`'s `insertItems`/`deleteItems`/`reloadItems`
/// and `performBatchUpdates`: change the data first, then name the items; the cells that
/// stay slide to their new places, deleted ones fade out, inserted ones fade in.
extension CollectionView {
    /// How long cells slide and fade (UIKit's 0.3 s).
    static let updateAnimationDuration = 0.3

    /// Inserts items (positions after the update). Call it after adding them to the data.
    public func insertItems(at indexPaths: [ListIndexPath]) {
        collect { updates.inserts.append(contentsOf: indexPaths) }
    }

    /// Deletes items (positions before the update). Call it after removing them from the
    /// data; safe from the item's own selection callback.
    public func deleteItems(at indexPaths: [ListIndexPath]) {
        collect { updates.deletes.append(contentsOf: indexPaths) }
    }

    /// Configures items again (positions before the update).
    public func reloadItems(at indexPaths: [ListIndexPath]) {
        collect { updates.reloads.append(contentsOf: indexPaths) }
    }

    /// Applies the inserts, deletes and reloads made in `updates` as one animated change,
    /// then calls `completion` when the cells have settled (`false` if interrupted). When the
    /// new counts do not match the change, it is reported and the view reloads.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let completion { self.updates.completions.append(completion) }
        collect { updates?() }
    }

    private func collect(_ add: () -> Void) {
        updates.depth += 1
        add()
        updates.depth -= 1
        guard updates.depth == 0 else { return }
        if isLayingOut || updates.isApplying {
            updates.isPending = true
            setNeedsLayout()
        } else {
            applyUpdates()
        }
    }

    /// Updates asked for during a layout pass or another update: a plain reload.
    func applyPendingUpdates() {
        updates.isPending = false
        let completions = updates.completions
        updates.reset()
        reloadData()
        View.animate(withDuration: 0, animations: {}, completion: { finished in for c in completions { c(finished) } })
    }

    private func applyUpdates() {
        let u = updates
        let inserts = u.inserts, deletes = u.deletes, reloads = u.reloads, completions = u.completions
        u.reset()
        u.isApplying = true
        defer { u.isApplying = false }
        let finish: (Bool) -> Void = { finished in for c in completions { c(finished) } }
        let oldCounts = itemCounts
        var newCounts: [Int] = []
        readCounts(into: &newCounts)
        // Per section: deleted (old positions) and inserted (new positions), sorted and unique.
        var dels = [[Int]](repeating: [], count: oldCounts.count)
        var ins = [[Int]](repeating: [], count: newCounts.count)
        var problem: String?
        if needsReload || window == nil {
            problem = nil  // nothing laid out to animate from
        } else if newCounts.count != oldCounts.count {
            problem = "the number of sections changed from \(oldCounts.count) to \(newCounts.count) (section updates are not supported)"
        }
        for ip in deletes where problem == nil {
            if ip.section >= 0 && ip.section < oldCounts.count && ip.item >= 0 && ip.item < oldCounts[ip.section] { dels[ip.section].append(ip.item) }
            else { problem = "deleted item \(ip) did not exist" }
        }
        for ip in inserts where problem == nil {
            if ip.section >= 0 && ip.section < newCounts.count && ip.item >= 0 && ip.item < newCounts[ip.section] { ins[ip.section].append(ip.item) }
            else { problem = "inserted item \(ip) does not exist after the update" }
        }
        if problem == nil {
            for s in oldCounts.indices {
                dels[s] = Array(Set(dels[s])).sorted()
                ins[s] = Array(Set(ins[s])).sorted()
                if oldCounts[s] - dels[s].count + ins[s].count != newCounts[s] {
                    problem = "section \(s) has \(newCounts[s]) items after the update, but \(oldCounts[s]) − \(dels[s].count) deleted + \(ins[s].count) inserted = \(oldCounts[s] - dels[s].count + ins[s].count)"
                    break
                }
            }
        }
        if needsReload || window == nil || problem != nil {
            if let problem { Diagnostics.report("CollectionView.performBatchUpdates: \(problem); the collection view reloads without animation.") }
            reloadData()
            View.animate(withDuration: 0, animations: {}, completion: { finish($0) })
            return
        }
        let reloaded = Set(reloads)
        func map(_ ip: ListIndexPath) -> ListIndexPath? {
            guard dels[ip.section].isEmpty || !dels[ip.section].contains(ip.item) else { return nil }
            return ListIndexPath(item: ListView.mapForward(ip.item, deleted: dels[ip.section], inserted: ins[ip.section]), section: ip.section)
        }
        // Selection follows its items.
        selected = Set(selected.compactMap { map($0) })   // a closure: Swift 6.0 takes a local func passed to a rethrows function as throwing
        // Cells on screen: kept ones get their new item, deleted and reloaded ones leave.
        var starts: [(CollectionViewCell, Rect)] = []
        var leaving: [CollectionViewCell] = []
        var ended: [(CollectionViewCell, ListIndexPath)] = []
        let old = cellsByIndexPath
        cellsByIndexPath.removeAll(keepingCapacity: true)
        for (ip, c) in old {
            if let n = map(ip), !reloaded.contains(ip) {
                c.indexPath = n
                c.isSelected = selected.contains(n)
                cellsByIndexPath[n] = c
                starts.append((c, c.frame))
            } else {
                c.indexPath = nil
                c.isHighlighted = false
                leaving.append(c)
                ended.append((c, ip))
            }
        }
        itemCounts = newCounts
        collectionViewLayout.needsPrepare = true
        let before = Set(cellsByIndexPath.keys)
        setNeedsLayout()
        layoutIfNeeded()
        let inserted = Set(inserts)
        let animated = View.areAnimationsEnabled
        if let d = delegate as? CollectionViewDelegate {
            for (c, ip) in ended { d.collectionView(self, didEndDisplaying: c, forItemAt: ip) }
        }
        // New cells for inserted items fade in; kept cells slide from where they were.
        var targets: [(View, Rect)] = []
        for (c, from) in starts where c.indexPath != nil && c.superview === self {
            targets.append((c, c.frame))
            c.frame = from
        }
        let appearing = cellsByIndexPath.filter { !before.contains($0.key) && inserted.contains($0.key) }.map(\.value)
        for c in appearing { c.alpha = 0 }
        for c in leaving { bringSubviewToFront(c) }
        View.animate(withDuration: animated ? CollectionView.updateAnimationDuration : 0, animations: {
            for (v, f) in targets { v.frame = f }
            for c in appearing { c.alpha = 1 }
            for c in leaving { c.alpha = 0 }
        }, completion: { [weak self] finished in
            for c in leaving {
                c.alpha = 1
                if let self { self.recycle(c) } else { c.removeFromSuperview() }
            }
            finish(finished)
        })
    }
}
