/// The object that places a ``CollectionView``'s cells and supplementary views, as
/// `UICollectionViewLayout`. ``CollectionViewFlowLayout`` is the grid most screens use;
/// subclass this class for another arrangement: compute in ``prepare()``, then answer
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``.
@MainActor
open class CollectionViewLayout {
    /// The collection view using the layout (set when the layout is given to one).
    public internal(set) weak var collectionView: CollectionView?
    /// Set by ``invalidateLayout()``: ``prepare()`` runs before the next layout pass.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Computes the layout; called before the first layout pass and after each
    /// ``invalidateLayout()`` (a reload, a size change, an update).
    open func prepare() {}

    /// The size of everything the layout places (the collection view's content size).
    open var collectionViewContentSize: Size { .zero }

    /// The elements whose frames intersect `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The placement of one item's cell.
    open func layoutAttributesForItem(at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The placement of a supplementary view (a section's header or footer).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a scroll or resize to `newBounds` needs ``prepare()`` again (default: only a
    /// size change).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let cv = collectionView else { return false }
        return cv.bounds.size != newBounds.size
    }

    /// Asks for ``prepare()`` before the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Fills `out` with the elements intersecting `rect`. The base class goes through
    /// ``layoutAttributesForElements(in:)``; the flow layout answers from its own arrays.
    func collectElements(in rect: Rect, into out: inout [CollectionElement]) {
        guard let list = layoutAttributesForElements(in: rect) else { return }
        for a in list where !a.isHidden {
            out.append(CollectionElement(kind: a.representedElementCategory == .cell ? nil : a.representedElementKind,
                                         indexPath: a.indexPath, frame: a.frame, zIndex: a.zIndex, alpha: a.alpha))
        }
    }
}
