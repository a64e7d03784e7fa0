/// A view a ``CollectionView`` recycles, as `UICollectionReusableView`: the base of cells
/// and of supplementary views (section headers and footers). Register a subclass with
/// ``CollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``.
@MainActor
open class CollectionReusableView: View {
    /// The identifier the collection view reuses this view under.
    public internal(set) var reuseIdentifier: String = ""
    /// The item (cells) or section (supplementary views) shown, while on screen.
    var indexPath: ListIndexPath?
    /// The supplementary kind for headers and footers; `nil` for cells.
    var elementKind: String?
    weak var collectionView: CollectionView?

    /// Creates an empty view (registered classes are made with it: subclasses write
    /// `required init(frame:)` to override).
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Resets the view before it shows another item; subclasses reset their content and
    /// call `super`.
    open func prepareForReuse() {}

    /// The view's own size for self-sizing layouts (a flow layout's
    /// ``CollectionViewFlowLayout/estimatedItemSize``): by default the fitting size of its
    /// constraints (`systemLayoutSizeFitting` at the estimated size), else `sizeThatFits`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let target = layoutAttributes.size
        let fitted: Size
        if let cell = self as? CollectionViewCell, !cell.contentView.constraintsAffectingLayout.isEmpty {
            fitted = cell.contentView.systemLayoutSizeFitting(target)
        } else {
            fitted = sizeThatFits(target)
        }
        layoutAttributes.size = fitted.sanitized
        return layoutAttributes
    }

    open override var debugTreeDescription: String {
        var s = super.debugTreeDescription
        if let ip = indexPath { s += (s.isEmpty ? "" : " ") + (elementKind == nil ? "item=\(ip)" : "section=\(ip.section)") }
        return s
    }
}
