/// Where a ``CollectionView`` places one element (a cell or a supplementary view), as
/// `UICollectionViewLayoutAttributes`: what a ``CollectionViewLayout`` answers with.
@MainActor
public final class CollectionViewLayoutAttributes {
    /// What kind of element the attributes place.
    public enum ElementCategory: Int, Sendable {
        /// An item's cell.
        case cell
        /// A header, footer or other view of a kind (``CollectionViewLayoutAttributes/representedElementKind``).
        case supplementaryView
    }

    /// The element's item (cells) or section (supplementary views; item 0).
    public var indexPath: ListIndexPath
    /// Cell or supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (``CollectionView/elementKindSectionHeader`` …); `nil` for cells.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates (non-finite parts become 0,
    /// negative sizes 0).
    public var frame: Rect {
        didSet { if !frame.isCleanFrame { frame = frame.cleanedFrame } }
    }
    /// The size of ``frame``.
    public var size: Size {
        get { frame.size }
        set { frame = Rect(origin: frame.origin, size: newValue) }
    }
    /// The centre of ``frame``.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame = Rect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height) }
    }
    /// Elements with a higher z index are drawn above others (default 0; headers 10).
    public var zIndex: Int = 0
    /// The element's opacity (clamped to 0...1; NaN is 1).
    public var alpha: Float = 1 {
        didSet { let a = alpha.isFinite ? min(1, max(0, alpha)) : 1; if a != alpha { alpha = a } }
    }
    /// Hidden elements are not shown.
    public var isHidden = false

    /// Attributes for the cell at `indexPath` (`UICollectionViewLayoutAttributes(forCellWith:)`).
    public init(forCellWith indexPath: ListIndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: ListIndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }
}

/// One placed element in the collection view's own, allocation-free path (a flow layout
/// fills a reused buffer of these every scrolled frame).
struct CollectionElement {
    /// `nil` for a cell, else the supplementary kind.
    var kind: String?
    var indexPath: ListIndexPath
    var frame: Rect
    var zIndex: Int = 0
    var alpha: Float = 1
}

extension Rect {
    /// Finite origin, finite non-negative size.
    var isCleanFrame: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// The frame with non-finite parts 0 and negative sizes 0.
    var cleanedFrame: Rect {
        func c(_ v: Float) -> Float { v.isFinite ? v : 0 }
        return Rect(x: c(origin.x), y: c(origin.y), width: max(0, c(size.width)), height: max(0, c(size.height)))
    }
}
