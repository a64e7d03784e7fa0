/// UITableViewCell's defaults: one element reading its labels together ("Room 4, Free until
/// 14:00"), "selected" when selected; double-tap taps it (selects the row). A cell holding
/// controls of its own is a container instead, so each control stays reachable.
extension ListCell: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { !ListCell.containsControl(contentView) }
    package var defaultAccessibilityLabel: String? { ListCell.joinedLabels(in: contentView) }
    package var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? [.selected] : [] }

    /// The labels of the elements in a cell's content, read together ("Room 4, Free until
    /// 14:00"); nil when there are none. Table and collection cells both read this.
    static func joinedLabels(in contentView: View) -> String? {
        let texts = AccessibilityTree(root: contentView).nodes.compactMap(\.label).filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// Whether a cell's content holds a control (the cell is then a container, not one element).
    static func containsControl(_ view: View) -> Bool {
        view.subviews.contains { !$0.isHidden && ($0 is Control || $0 is TextView || containsControl($0)) }
    }
}
