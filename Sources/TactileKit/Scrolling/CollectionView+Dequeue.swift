/// Registration and dequeuing of cells and supplementary views, as UIKit's.
extension CollectionView {
    /// Makes cells of `cellClass` for `identifier` in ``dequeueReusableCell(withReuseIdentifier:for:)``.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// Makes views of `viewClass` for headers or footers (`kind`) under `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        registeredSupplementaries[kind, default: [:]][identifier] = viewClass
    }

    /// A cell for `identifier`: a recycled one (after its ``CollectionReusableView/prepareForReuse()``),
    /// else a new one of the registered class (a plain ``CollectionViewCell`` when none is
    /// registered, reported once: UIKit raises there).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: ListIndexPath) -> CollectionViewCell {
        if let c = cellPool.dequeue(identifier) {
            c.prepareForReuse()
            c.isSelected = false
            return c
        }
        let cellClass: CollectionViewCell.Type
        if let registered = registeredCells[identifier] {
            cellClass = registered
        } else {
            cellClass = CollectionViewCell.self
            reportOnce("cell:" + identifier, "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\"): no class registered for it; a CollectionViewCell stands in")
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.collectionView = self
        installContextMenu(on: cell)
        cellsCreated += 1
        return cell
    }

    /// A header or footer view for `identifier`: a recycled one, else a new one of the
    /// class registered for `kind` (a plain view when none is, reported once).
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: ListIndexPath) -> CollectionReusableView {
        if let v = supplementaryPools[kind]?.dequeue(identifier) {
            v.prepareForReuse()
            return v
        }
        let viewClass: CollectionReusableView.Type
        if let registered = registeredSupplementaries[kind]?[identifier] {
            viewClass = registered
        } else {
            viewClass = CollectionReusableView.self
            reportOnce("view:" + kind + identifier, "dequeueReusableSupplementaryView(ofKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\"): no class registered for it; an empty view stands in")
        }
        let v = viewClass.init(frame: .zero)
        v.reuseIdentifier = identifier
        v.elementKind = kind
        v.collectionView = self
        supplementaryViewsCreated += 1
        return v
    }

    /// What the data source's default supplementary method returns: an empty view, reported once.
    func missingSupplementaryView(ofKind kind: String) -> CollectionReusableView {
        reportOnce("missing:" + kind, "CollectionView: the layout has \(kind) views but the data source does not implement viewForSupplementaryElementOfKind; empty views stand in")
        return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: ListIndexPath(item: 0, section: 0))
    }

    // MARK: What is on screen

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellsByIndexPath[$0] }
    }

    /// The items whose cells are on screen, in order.
    public var indexPathsForVisibleItems: [ListIndexPath] { cellsByIndexPath.keys.sorted() }

    /// The cell showing `indexPath`, if it is on screen.
    public func cellForItem(at indexPath: ListIndexPath) -> CollectionViewCell? { cellsByIndexPath[indexPath] }

    /// The item a cell on screen shows.
    public func indexPath(for cell: CollectionViewCell) -> ListIndexPath? {
        cell.collectionView === self && cell.superview === self ? cell.indexPath : nil
    }

    /// The header or footer on screen for a section.
    public func supplementaryView(forElementKind kind: String, at indexPath: ListIndexPath) -> CollectionReusableView? {
        supplementaries[SupplementaryKey(kind: kind, section: indexPath.section)]
    }

    /// The placement of an item (content coordinates), after laying out what is pending.
    public func layoutAttributesForItem(at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item at `point` (content coordinates), if any.
    public func indexPathForItem(at point: Point) -> ListIndexPath? {
        guard point.isFinite else { return nil }
        layoutIfNeeded()
        let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }
}
