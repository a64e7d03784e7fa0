/// The layout pass: counts, the layout's prepare, and the cells and supplementary views
/// on screen (kept, recycled, or dequeued from the data source).
extension CollectionView {
    /// Reads the counts when a reload was asked for.
    func prepareCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        readCounts(into: &itemCounts)
        collectionViewLayout.needsPrepare = true
        // Selected items that no longer exist are forgotten.
        if selected.contains(where: { !isValid($0) }) { selected = selected.filter { isValid($0) } }
    }

    /// The data source's counts, clamped (negative: 0; beyond ``maximumItems``: cut).
    func readCounts(into counts: inout [Int]) {
        counts.removeAll(keepingCapacity: true)
        guard let source = dataSource else { return }
        var sections = source.numberOfSections(in: self)
        if sections < 0 {
            reportOnce("sections<0", "CollectionView: numberOfSections returned \(sections); taken as 0")
            sections = 0
        } else if sections > CollectionView.maximumItems {
            reportOnce("sections>max", "CollectionView: numberOfSections returned \(sections); cut to \(CollectionView.maximumItems)")
            sections = CollectionView.maximumItems
        }
        var total = 0
        for s in 0..<sections {
            var n = source.collectionView(self, numberOfItemsInSection: s)
            if n < 0 {
                reportOnce("items<0", "CollectionView: numberOfItemsInSection \(s) returned \(n); taken as 0")
                n = 0
            } else if n > CollectionView.maximumItems - total {
                reportOnce("items>max", "CollectionView: more than \(CollectionView.maximumItems) items (section \(s) has \(n)); the rest are cut")
                n = CollectionView.maximumItems - total
            }
            total += n
            counts.append(n)
        }
    }

    /// Places the elements that intersect the visible area: cells still on screen keep
    /// their item, the others go back to the pool, new ones come from the data source.
    func layoutItems() {
        guard !isLayingOut else { return }
        if updates.isPending && !updates.isApplying { applyPendingUpdates() }
        isLayingOut = true
        defer { isLayingOut = false }
        // A reload configures every cell again: those on screen go back to the pool first.
        if needsCellReload {
            needsCellReload = false
            for (ip, c) in cellsByIndexPath { endedCells.append((c, ip)); recycle(c) }
            cellsByIndexPath.removeAll(keepingCapacity: true)
            for (_, v) in supplementaries { recycleSupplementary(v) }
            supplementaries.removeAll(keepingCapacity: true)
        }
        prepareCountsIfNeeded()
        let layout = collectionViewLayout
        if bounds.size != preparedSize { preparedSize = bounds.size; layout.needsPrepare = true }
        if layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
            let size = layout.collectionViewContentSize.sanitized
            if contentSize != size { contentSize = size }
            // Right to left, a horizontal flow's first items are at the right end: show them.
            let mirrored = (layout as? CollectionViewFlowLayout).map { $0.mirrorMain >= 0 } ?? false
            if mirrored && !startsAtRightEnd {
                contentOffset = Point(x: max(-adjustedContentInset.left, contentSize.width + adjustedContentInset.right - bounds.width), y: contentOffset.y)
            }
            startsAtRightEnd = mirrored
        }
        elements.removeAll(keepingCapacity: true)
        layout.collectElements(in: bounds, into: &elements)
        // Keep what is still on screen.
        for e in elements {
            if let kind = e.kind {
                let key = SupplementaryKey(kind: kind, section: e.indexPath.section)
                if let v = supplementaries.removeValue(forKey: key) { nextSupplementaries[key] = v; place(v, e) }
            } else if let c = cellsByIndexPath.removeValue(forKey: e.indexPath) {
                nextCells[e.indexPath] = c
                place(c, e)
            }
        }
        // Recycle the rest.
        for (ip, c) in cellsByIndexPath { endedCells.append((c, ip)); recycle(c) }
        cellsByIndexPath.removeAll(keepingCapacity: true)
        swap(&cellsByIndexPath, &nextCells)
        for (_, v) in supplementaries { recycleSupplementary(v) }
        supplementaries.removeAll(keepingCapacity: true)
        swap(&supplementaries, &nextSupplementaries)
        let delegate = delegate as? CollectionViewDelegate
        if let delegate {
            for (c, ip) in endedCells { delegate.collectionView(self, didEndDisplaying: c, forItemAt: ip) }
        }
        endedCells.removeAll(keepingCapacity: true)
        // New elements from the data source.
        guard let source = dataSource else { return }
        var i = 0
        while i < elements.count {
            let e = elements[i]
            i += 1
            guard isValid(e.indexPath) || e.kind != nil else { continue }
            if let kind = e.kind {
                let key = SupplementaryKey(kind: kind, section: e.indexPath.section)
                guard supplementaries[key] == nil else { continue }
                let v = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: e.indexPath)
                guard v.superview !== self || v.indexPath == nil else { continue }
                v.collectionView = self
                v.elementKind = kind
                v.indexPath = e.indexPath
                supplementaries[key] = v
                place(v, e)
                insertSubview(v, at: supplementaryInsertionIndex())
            } else {
                guard cellsByIndexPath[e.indexPath] == nil else { continue }
                guard cellsByIndexPath.count < CollectionView.maximumVisibleCells else {
                    reportOnce("visibleCells", "CollectionView: more than \(CollectionView.maximumVisibleCells) items on screen (tiny items?); the rest are not shown")
                    continue
                }
                var cell = source.collectionView(self, cellForItemAt: e.indexPath)
                if cell.indexPath != nil, cell.superview === self {
                    reportOnce("cellTwice", "CollectionView: cellForItemAt \(e.indexPath) returned a cell already on screen; use dequeueReusableCell(withReuseIdentifier:for:)")
                    cell = CollectionViewCell(frame: .zero)
                    cellsCreated += 1
                }
                cell.collectionView = self
                cell.indexPath = e.indexPath
                cell.isSelected = selected.contains(e.indexPath)
                cellsByIndexPath[e.indexPath] = cell
                place(cell, e)
                if cell.superview !== self { insertSubview(cell, at: 0) }
                delegate?.collectionView(self, willDisplay: cell, forItemAt: e.indexPath)
            }
        }
    }

    private func place(_ v: CollectionReusableView, _ e: CollectionElement) {
        if v.frame != e.frame { v.frame = e.frame }
    }

    /// Above the cells, below the scroll indicators.
    private func supplementaryInsertionIndex() -> Int {
        subviews.firstIndex { $0 is ScrollIndicatorView } ?? subviews.count
    }

    func recycle(_ cell: CollectionViewCell) {
        cell.indexPath = nil
        cell.isHighlighted = false
        if cell.superview === self { cell.removeFromSuperview() }
        guard cell.collectionView === self else { return }
        cellPool.enqueue(cell, for: cell.reuseIdentifier)
    }

    func recycleSupplementary(_ v: CollectionReusableView) {
        v.indexPath = nil
        if v.superview === self { v.removeFromSuperview() }
        guard v.collectionView === self, let kind = v.elementKind else { return }
        supplementaryPools[kind, default: ReusePool()].enqueue(v, for: v.reuseIdentifier)
    }

    /// A self-sizing item's size: its cell configured by the data source, then asked for
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` at `estimate`.
    func measureItem(at ip: ListIndexPath, estimate: Size) -> Size {
        guard let source = dataSource else { return estimate }
        let cell = source.collectionView(self, cellForItemAt: ip)
        let onScreen = cell.superview === self && cell.indexPath != nil
        let saved = cell.frame
        cell.frame = Rect(origin: .zero, size: estimate)
        cell.layoutIfNeeded()
        let attributes = CollectionViewLayoutAttributes(forCellWith: ip)
        attributes.size = estimate
        let size = cell.preferredLayoutAttributesFitting(attributes).size
        if onScreen {
            cell.frame = saved
        } else if cell.superview == nil, cell.collectionView === self {
            cellPool.enqueue(cell, for: cell.reuseIdentifier)  // back for the next dequeue
        }
        return size
    }
}
