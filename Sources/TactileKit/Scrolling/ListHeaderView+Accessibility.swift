/// A section header's defaults, as UITableView's: its title with the header trait.
extension ListHeaderView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { !(title ?? "").isEmpty }
    package var defaultAccessibilityLabel: String? { title }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.header] }
}
