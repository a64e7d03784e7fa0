/// A collection view's data source that works from snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: it becomes the view's ``CollectionView/dataSource``,
/// makes each cell with the cell provider, and on
/// ``apply(_:animatingDifferences:completion:)`` works out what was inserted, deleted and
/// reloaded and animates that.
///
/// ```swift
/// dataSource = CollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) {
///     collectionView, indexPath, id in
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     (cell as? PhotoCell)?.configure(with: library[id])
///     return cell
/// }
/// ```
///
/// Keep a strong reference to it: the collection view's `dataSource` is weak, as UIKit's.
/// A provider returning `nil` is reported and an empty cell stands in (UIKit raises).
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: CollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (CollectionView, ListIndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a header or footer (`kind`) for a section.
    public typealias SupplementaryViewProvider = (CollectionView, String, ListIndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers and footers; `nil` gives empty views.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates the data source and makes it `collectionView`'s.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of what is shown now.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, or `nil` when there is none.
    public func itemIdentifier(for indexPath: ListIndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }
    /// Where `itemIdentifier` is shown, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> ListIndexPath? {
        guard let section = current.sectionOfItem[itemIdentifier], let s = current.indexOfSection(section),
              let i = current.items[s].firstIndex(of: itemIdentifier) else { return nil }
        return ListIndexPath(item: i, section: s)
    }
    /// The section at `index`, or `nil`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }
    /// The position of `sectionIdentifier`, or `nil`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Shows `snapshot`: with `animatingDifferences`, deleted items fade out, inserted ones
    /// fade in and the others slide to their places; without, the view reloads. Items marked
    /// in the snapshot with `reloadItems`/`reconfigureItems` get their cells configured again.
    /// `completion` runs when the change is on screen.
    public func apply(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        // The marks are for this change only (a later `snapshot()` starts without them).
        current.reloadedItemIdentifiers = []
        current.reconfiguredItemIdentifiers = []
        guard let view = collectionView else { completion?(); return }
        guard animatingDifferences, view.window != nil, old.numberOfSections > 0,
              let change = DiffableChange(from: old, to: snapshot) else {
            view.reloadData()
            completion?()
            return
        }
        view.performBatchUpdates({
            view.deleteItems(at: change.deletes)
            view.insertItems(at: change.inserts)
            view.reloadItems(at: change.reloads)
        }, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the view, without working out differences (iOS 15).
    public func applySnapshotUsingReloadData(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
        if let id = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, id) { return cell }
        collectionView.reportOnce("diffable-nil-cell", "CollectionViewDiffableDataSource: the cell provider gave no cell for \(indexPath); an empty cell stands in")
        return CollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: ListIndexPath) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? collectionView.missingSupplementaryView(ofKind: kind)
    }
}
