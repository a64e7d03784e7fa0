/// A scrolling grid of recycled cells placed by a layout object, as `UICollectionView`.
///
/// A ``CollectionViewDataSource`` gives the counts and configures cells it dequeues with
/// ``dequeueReusableCell(withReuseIdentifier:for:)``; the ``collectionViewLayout`` (most
/// often a ``CollectionViewFlowLayout``) places them. Only the cells on screen exist: a
/// grid of 100,000 items makes the few dozen that fit, and reuses them as it scrolls (the
/// same reuse pool as ``ListView``); the scrolling is ``ScrollView``'s.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = Size(width: 96, height: 96)
/// let grid = CollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
/// grid.dataSource = self   // numberOfItemsInSection, cellForItemAt
/// grid.delegate = self     // didSelectItemAt
/// ```
///
/// Counts are read at each ``reloadData()`` (and each update); a negative count is taken as
/// 0 and a total over ``maximumItems`` is cut, reported once through ``Diagnostics``.
/// Reloading, updating or selecting from inside a data-source or delegate callback is safe:
/// what cannot run during the current layout pass runs at the next one.
@MainActor
open class CollectionView: ScrollView {
    /// The kind of section headers (UIKit's `elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The most items (over all sections) a collection view shows; more are cut.
    public static let maximumItems = 1_000_000
    /// The most cells on screen at once; items beyond (thousands of tiny items) are not
    /// shown, reported once.
    public static let maximumVisibleCells = 2_000

    /// The object that places the cells. Setting it lays everything out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The data source (weak, as UIKit). Setting it reloads.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// Whether a tap selects an item (default `true`).
    public var allowsSelection = true {
        didSet { if !allowsSelection { for ip in selected.sorted() { deselectItem(at: ip, animated: false) } } }
    }
    /// Whether several items may be selected; a tap on a selected item deselects it
    /// (default `false`). Turning it off keeps the first selected item only.
    public var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, let first = selected.min() {
                for ip in selected where ip != first { deselectItem(at: ip, animated: false) }
            }
        }
    }

    /// Cells made so far (registered classes or stand-ins): stays near the number that fit
    /// on screen, whatever the number of items.
    public internal(set) var cellsCreated = 0
    /// Headers and footers made so far.
    public internal(set) var supplementaryViewsCreated = 0

    // MARK: Storage

    var itemCounts: [Int] = []
    var needsReload = true
    /// Set by ``reloadData()`` until the next layout pass configures every cell again (the
    /// counts may be read before it, by ``numberOfItems(inSection:)``).
    var needsCellReload = true
    var preparedSize = Size(width: -1, height: -1)
    /// A right-to-left horizontal flow was scrolled to its start (the right end) once.
    var startsAtRightEnd = false
    var isLayingOut = false
    var cellsByIndexPath: [ListIndexPath: CollectionViewCell] = [:]
    var nextCells: [ListIndexPath: CollectionViewCell] = [:]
    var supplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    var nextSupplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    var elements: [CollectionElement] = []
    var endedCells: [(CollectionViewCell, ListIndexPath)] = []
    var cellPool = ReusePool<CollectionViewCell>()
    var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
    var registeredCells: [String: CollectionViewCell.Type] = [:]
    var registeredSupplementaries: [String: [String: CollectionReusableView.Type]] = [:]
    var selected: Set<ListIndexPath> = []
    var reported: Set<String> = []
    let updates = CollectionUpdates()

    struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// Creates a collection view placing its cells with `layout`.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        cellsByIndexPath.reserveCapacity(64)
        nextCells.reserveCapacity(64)
        elements.reserveCapacity(64)
        endedCells.reserveCapacity(64)
    }

    /// Creates a collection view with a default ``CollectionViewFlowLayout``.
    public convenience override init(frame: Rect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Reads the counts again and configures the cells on screen again (at the next layout,
    /// so calling it from any callback is fine).
    public func reloadData() {
        needsReload = true
        needsCellReload = true
        setNeedsLayout()
    }

    /// The number of sections, as of the last reload.
    public var numberOfSections: Int {
        prepareCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        prepareCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func isValid(_ ip: ListIndexPath) -> Bool {
        itemCounts.indices.contains(ip.section) && ip.item >= 0 && ip.item < itemCounts[ip.section]
    }

    /// Reports `message` through ``Diagnostics`` the first time `key` comes up.
    func reportOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard !reported.contains(key) else { return }
        reported.insert(key)
        Diagnostics.report(message())
    }

    override func offsetDidChange() { setNeedsLayout() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    open override var debugTreeDescription: String {
        super.debugTreeDescription + " items=\(itemCounts.reduce(0, +)) cells=\(cellsCreated)"
    }
}
