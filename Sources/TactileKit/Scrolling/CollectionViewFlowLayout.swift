/// A ``CollectionView`` layout of items in lines, as `UICollectionViewFlowLayout`: items
/// fill a line across the scroll direction, then the next line; each section may have a
/// header and a footer and its own insets.
///
/// As UIKit's: full lines are justified (the space left is shared between the items, so
/// ``minimumInteritemSpacing`` is a minimum), the last line of a section starts at the
/// leading edge with the minimum spacing, a line holding one item centres it (unless it is
/// the last of several), and items smaller than their line's depth are centred in it. The
/// collection view's ``CollectionViewDelegateFlowLayout`` may size each item and section.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = Size(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 8
/// layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
/// let grid = CollectionView(frame: screen.bounds, collectionViewLayout: layout)
/// ```
///
/// Every number passes through the same rules: NaN and infinities give the default,
/// negative sizes, spacings and insets give 0, and anything above a million points is cut.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls in (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across, stacked top to bottom.
        case vertical
        /// Lines run down, stacked leading to trailing.
        case horizontal
    }

    /// The most items one line holds (zero-sized items with no spacing would otherwise make
    /// one line of every item).
    public static let maximumItemsPerLine = 1_000

    /// The ``estimatedItemSize`` that sizes each cell to its content (UIKit's `automaticSize`).
    public static let automaticSize = Size(width: -1, height: -1)

    /// The size of every item when the delegate does not size them (default 50 × 50).
    public var itemSize = Size(width: 50, height: 50) {
        didSet { itemSize = Self.clean(itemSize, fallback: Size(width: 50, height: 50)); if itemSize != oldValue { invalidateLayout() } }
    }
    /// Non-zero: cells size themselves (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``),
    /// starting from this estimate; ``automaticSize`` estimates with ``itemSize``. Every item
    /// is configured once on a sizing cell when the layout is prepared. Default zero.
    public var estimatedItemSize = Size.zero {
        didSet {
            if estimatedItemSize != CollectionViewFlowLayout.automaticSize { estimatedItemSize = Self.clean(estimatedItemSize, fallback: .zero) }
            if estimatedItemSize != oldValue { invalidateLayout() }
        }
    }
    /// The least space between lines (default 10).
    public var minimumLineSpacing: Float = 10 {
        didSet { minimumLineSpacing = Self.clean(minimumLineSpacing, fallback: 10); if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The least space between items of a line (default 10).
    public var minimumInteritemSpacing: Float = 10 {
        didSet { minimumInteritemSpacing = Self.clean(minimumInteritemSpacing, fallback: 10); if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// Space around each section's items (default none).
    public var sectionInset = EdgeInsets.zero {
        didSet {
            func c(_ v: Float) -> Float { CollectionViewFlowLayout.cleanLength(v, fallback: 0) }
            let clean = EdgeInsets(top: c(sectionInset.top), left: c(sectionInset.left), bottom: c(sectionInset.bottom), right: c(sectionInset.right))
            sectionInset = clean
            if sectionInset != oldValue { invalidateLayout() }
        }
    }
    /// The size of each section's header (its height when scrolling vertically, its width
    /// horizontally; zero: no header). Default zero.
    public var headerReferenceSize = Size.zero {
        didSet { headerReferenceSize = Self.clean(headerReferenceSize, fallback: .zero); if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The size of each section's footer, as ``headerReferenceSize``.
    public var footerReferenceSize = Size.zero {
        didSet { footerReferenceSize = Self.clean(footerReferenceSize, fallback: .zero); if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The scroll direction (default vertical).
    public var scrollDirection = ScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// Keep a section's header at the top while its items scroll under it (default `false`).
    public var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { collectionView?.setNeedsLayout() } }
    }

    // MARK: Prepared geometry

    struct Section {
        var firstItem = 0, count = 0
        var header = Rect.zero, footer = Rect.zero
        /// The section's extent along the scroll direction (header to footer).
        var start: Float = 0, end: Float = 0
    }
    struct Line {
        var section: Int, firstItem: Int, count: Int
        var start: Float, end: Float
    }
    var sections: [Section] = []
    var lines: [Line] = []
    var itemFrames: [Rect] = []
    var contentSize = Size.zero
    var lineSizes: [Size] = []
    /// The width lines are mirrored in (right-to-left vertical flow); negative: not mirrored.
    var mirrorWidth: Float = -1
    /// The content width a right-to-left horizontal flow is mirrored in (lines and sections
    /// keep unmirrored positions for the searches; frames are mirrored); negative: not mirrored.
    var mirrorMain: Float = -1

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    open override var collectionViewContentSize: Size { contentSize }

    open override func prepare() { prepareFlow() }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        flowAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? {
        flowAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    override func collectElements(in rect: Rect, into out: inout [CollectionElement]) {
        // A subclass may change what the flow answers: go through its public methods.
        if type(of: self) != CollectionViewFlowLayout.self { super.collectElements(in: rect, into: &out); return }
        flowElements(in: rect, into: &out)
    }

    static func cleanLength(_ v: Float, fallback: Float) -> Float {
        v.isNaN || v.isInfinite ? fallback : min(1_000_000, max(0, v))
    }

    static func clean(_ value: Float, fallback: Float) -> Float { cleanLength(value, fallback: fallback) }

    static func clean(_ value: Size, fallback: Size) -> Size {
        Size(width: cleanLength(value.width, fallback: fallback.width), height: cleanLength(value.height, fallback: fallback.height))
    }
}
