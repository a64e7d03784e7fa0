/// Selection (taps, code), highlighting and scrolling to an item.
extension CollectionView {
    /// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts an item, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the visible top.
        public static let top = ScrollPosition(rawValue: 1)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        /// The item's bottom at the visible bottom.
        public static let bottom = ScrollPosition(rawValue: 4)
        /// The item's left edge at the visible left.
        public static let left = ScrollPosition(rawValue: 8)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        /// The item's right edge at the visible right.
        public static let right = ScrollPosition(rawValue: 32)
    }

    /// The selected items, in order (`nil` when there are none, as UIKit).
    public var indexPathsForSelectedItems: [ListIndexPath]? {
        selected.isEmpty ? nil : selected.sorted()
    }

    /// Selects an item from code (no delegate calls, as UIKit); with single selection the
    /// previous one is deselected. `nil` deselects everything. An item that does not exist
    /// is reported and ignored. `scrollPosition` scrolls the item into view.
    public func selectItem(at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        prepareCountsIfNeeded()
        guard let indexPath else {
            for ip in selected.sorted() { deselectItem(at: ip, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        guard isValid(indexPath) else {
            Diagnostics.report("CollectionView.selectItem(at: \(indexPath)): no such item; ignored")
            return
        }
        if !allowsMultipleSelection {
            for ip in selected where ip != indexPath { deselectItem(at: ip, animated: animated) }
        }
        selected.insert(indexPath)
        cellsByIndexPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item (no delegate calls).
    public func deselectItem(at indexPath: ListIndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        cellsByIndexPath[indexPath]?.isSelected = false
    }

    /// Scrolls so that an item sits at `scrollPosition` (the least scroll that shows it when
    /// the position names no edge on an axis), within the content's range.
    public func scrollToItem(at indexPath: ListIndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let f = layoutAttributesForItem(at: indexPath)?.frame else {
            Diagnostics.report("CollectionView.scrollToItem(at: \(indexPath)): no such item; ignored")
            return
        }
        let inset = adjustedContentInset
        let view = Size(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var o = contentOffset
        if scrollPosition.contains(.top) { o.y = f.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { o.y = f.midY - view.height / 2 - inset.top }
        else if scrollPosition.contains(.bottom) { o.y = f.maxY - view.height - inset.top }
        if scrollPosition.contains(.left) { o.x = f.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - view.width / 2 - inset.left }
        else if scrollPosition.contains(.right) { o.x = f.maxX - view.width - inset.left }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        o = Point(x: min(maxX, max(-inset.left, o.x)), y: min(maxY, max(-inset.top, o.y)))
        if scrollPosition.isEmpty { scrollRectToVisible(f, animated: animated); return }
        setContentOffset(o, animated: animated)
    }

    // MARK: Touches from cells

    func cellTouchBegan(_ cell: CollectionViewCell) {
        guard allowsSelection, let ip = cell.indexPath, cell.superview === self else { return }
        let d = delegate as? CollectionViewDelegate
        guard d?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        cell.isHighlighted = true
        d?.collectionView(self, didHighlightItemAt: ip)
    }

    func cellTouchEnded(_ cell: CollectionViewCell, inside: Bool) {
        guard cell.isHighlighted else { return }
        cell.isHighlighted = false
        guard let ip = cell.indexPath else { return }  // recycled meanwhile
        let d = delegate as? CollectionViewDelegate
        d?.collectionView(self, didUnhighlightItemAt: ip)
        // The callback may have reloaded or removed the item.
        guard inside, cell.indexPath == ip, cell.superview === self, isValid(ip) else { return }
        userTapped(ip)
    }

    /// A tap's selection, with the delegate's say and its callbacks (each may change the data).
    func userTapped(_ ip: ListIndexPath) {
        let d = delegate as? CollectionViewDelegate
        if allowsMultipleSelection && selected.contains(ip) {
            guard d?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard d?.collectionView(self, shouldSelectItemAt: ip) ?? true, isValid(ip) else { return }
        if !allowsMultipleSelection {
            for other in selected.sorted() where other != ip {
                guard selected.contains(other) else { continue }
                deselectItem(at: other, animated: false)
                d?.collectionView(self, didDeselectItemAt: other)
            }
        }
        guard isValid(ip) else { return }
        selected.insert(ip)
        cellsByIndexPath[ip]?.isSelected = true
        d?.collectionView(self, didSelectItemAt: ip)
    }
}
