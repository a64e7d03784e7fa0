/// What a ``CollectionView`` shows, as `UICollectionViewDataSource`: counts, and a
/// configured cell for each item from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
///
/// Counts are read at each reload; negative ones are taken as 0 and a total beyond
/// ``CollectionView/maximumItems`` is cut, each reported once through ``Diagnostics``.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for an item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell
    /// A header or footer (`kind` is ``CollectionView/elementKindSectionHeader`` or
    /// ``CollectionView/elementKindSectionFooter``), from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// The default is an empty view (UIKit raises when a layout asks and this is missing).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: ListIndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: ListIndexPath) -> CollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind)
    }
}

/// What a ``CollectionView`` tells about selection, highlighting and cells coming and
/// going, as `UICollectionViewDelegate` (a ``ScrollViewDelegate``: set it as the
/// collection view's ``ScrollView/delegate``). Every method is optional.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch may highlight the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool
    /// A finger went down on the item.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ListIndexPath)
    /// The finger lifted or moved away.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ListIndexPath)
    /// Whether a tap may select the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool
    /// A tap selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath)
    /// Whether a tap may deselect the item (multiple selection; default `true`).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ListIndexPath) -> Bool
    /// A tap deselected the item (another selected it, or a second tap with multiple selection).
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ListIndexPath)
    /// A cell is about to appear for the item.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: ListIndexPath)
    /// A cell went off screen (or its item was deleted) and will be reused.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: ListIndexPath)
    /// The context menu a long press on the item opens, or `nil` for none (the default);
    /// `point` is in the collection view's coordinates. The pressed cell is lifted as its preview.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: ListIndexPath,
                        point: Point) -> ContextMenuConfiguration?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ListIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ListIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ListIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: ListIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: ListIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: ListIndexPath,
                               point: Point) -> ContextMenuConfiguration? { nil }
}

/// Per-item and per-section sizes for a ``CollectionViewFlowLayout``, as
/// `UICollectionViewDelegateFlowLayout`; each method defaults to the layout's property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item (default ``CollectionViewFlowLayout/itemSize``).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: ListIndexPath) -> Size
    /// A section's insets (default ``CollectionViewFlowLayout/sectionInset``).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// A section's line spacing (default ``CollectionViewFlowLayout/minimumLineSpacing``).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Float
    /// A section's item spacing (default ``CollectionViewFlowLayout/minimumInteritemSpacing``).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Float
    /// A section's header size (default ``CollectionViewFlowLayout/headerReferenceSize``).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size
    /// A section's footer size (default ``CollectionViewFlowLayout/footerReferenceSize``).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> Size
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: ListIndexPath) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? Size(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Float {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Float {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
