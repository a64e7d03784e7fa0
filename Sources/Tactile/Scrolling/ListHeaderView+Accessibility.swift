/// A section header's defaults, as UITableView's: its title with the header trait.
extension ListHeaderView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !(title ?? "").isEmpty }
    var defaultAccessibilityLabel: String? { title }
    var defaultAccessibilityTraits: AccessibilityTraits { [.header] }
}
