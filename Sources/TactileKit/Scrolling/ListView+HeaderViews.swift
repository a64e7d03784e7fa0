/// Section headers from the table delegate: `tableView(_:viewForHeaderInSection:)` and
/// `tableView(_:heightForHeaderInSection:)`.
extension ListView {
    /// The height of section `s`'s header: the delegate's height when it gives one (0 or
    /// more), else its header view's fitting height, else the style's title rule.
    func headerHeight(forSection s: Int, titled: Bool) -> Float {
        if s == 0 { customHeaderViews.removeAll(keepingCapacity: true) }
        guard let td = delegate as? TableViewDelegate else { return headerHeight(titled: titled) }
        let custom = td.tableView(self, viewForHeaderInSection: s)
        if let custom { customHeaderViews[s] = custom }
        let asked = td.tableView(self, heightForHeaderInSection: s)
        if asked.isFinite, asked >= 0 { return min(10_000, asked) }
        guard let custom else { return headerHeight(titled: titled) }
        let fitted = custom.sizeThatFits(Size(width: bounds.width, height: 0)).height
        let natural = fitted > 0 ? fitted : custom.intrinsicContentSize.height
        return natural.isFinite && natural > 0 ? min(10_000, max(natural, 28)) : sectionHeaderHeight
    }
}
