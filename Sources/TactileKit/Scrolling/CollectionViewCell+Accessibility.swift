/// UICollectionViewCell's defaults, as a list row's (``ListCell``): one element reading its
/// content's labels together, "selected" when selected; a cell holding controls of its own is
/// a container instead, so each control stays reachable. Double-tap taps it (selects the item).
extension CollectionViewCell: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { !ListCell.containsControl(contentView) }
    package var defaultAccessibilityLabel: String? { ListCell.joinedLabels(in: contentView) }
    package var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? [.selected] : [] }
}
