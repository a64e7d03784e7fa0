/// A view controller whose view is a collection view it is the data source and delegate of,
/// as `UICollectionViewController`: subclasses override the `collectionView(_:…)` methods
/// (or set a ``CollectionViewDiffableDataSource``, which takes the data source's place).
///
/// ```swift
/// final class PhotoGridViewController: CollectionViewController {
///     init() { super.init(collectionViewLayout: CollectionViewFlowLayout()) }
///     override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
///     override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// ```
///
/// As in UIKit, the selection is cleared each time the view is about to appear
/// (``clearsSelectionOnViewWillAppear``).
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with (`collectionViewLayout`; the view's own
    /// once it exists).
    public var collectionViewLayout: CollectionViewLayout { (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout }
    private let initialLayout: CollectionViewLayout
    /// Clear the selection in ``viewWillAppear(_:)`` (default `true`).
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// The collection view, which is also ``ViewController/view``.
    public var collectionView: CollectionView {
        get { typedView(describedAs: "one", make: makeCollectionView) }
        set { view = newValue }
    }

    /// Makes the collection view, with this controller as its data source and delegate.
    open override func loadView() { view = makeCollectionView() }

    private func makeCollectionView() -> CollectionView {
        let grid = CollectionView(frame: ViewController.defaultViewFrame, collectionViewLayout: initialLayout)
        grid.backgroundColor = .systemBackground
        grid.alwaysBounceVertical = true
        grid.dataSource = self
        grid.delegate = self
        return grid
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let grid = viewIfLoaded as? CollectionView else { return }
        for ip in grid.indexPathsForSelectedItems ?? [] { grid.deselectItem(at: ip, animated: animated) }
    }

    // MARK: Data source (override these)

    /// One section unless overridden.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items unless overridden.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// An empty cell unless overridden (UIKit raises; a subclass with items must override it).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
        collectionView.reportOnce("controller-cell", "\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:); an empty cell stands in")
        return CollectionViewCell(frame: .zero)
    }
    /// An empty view unless overridden.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: ListIndexPath) -> CollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind)
    }

    // MARK: Delegate (override these)

    /// `true` unless overridden.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool { true }
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ListIndexPath) {}
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {}
    /// `true` unless overridden.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool { true }
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {}
    /// `true` unless overridden.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ListIndexPath) -> Bool { true }
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ListIndexPath) {}
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: ListIndexPath) {}
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: ListIndexPath) {}
    /// No context menu unless overridden.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: ListIndexPath,
                             point: Point) -> ContextMenuConfiguration? { nil }
    /// Does nothing unless overridden.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
