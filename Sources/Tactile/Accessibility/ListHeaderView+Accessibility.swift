/// A section header's defaults, as UITableView's: its title with the header trait.
extension ListHeaderView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !(titleLabel.text ?? "").isEmpty }
    var defaultAccessibilityLabel: String? { titleLabel.text }
    var defaultAccessibilityTraits: AccessibilityTraits { [.header] }
}
