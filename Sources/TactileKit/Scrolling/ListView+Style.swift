/// The list's look, as `UITableView.Style`: plain rows edge to edge, or grouped sections.
extension ListView {
    /// How a list draws its sections, as `UITableView.Style` (set at creation with
    /// ``init(frame:style:)``).
    public enum Style: Int, Sendable, CaseIterable {
        /// Rows edge to edge on ``Color/systemBackground``, headers that stick to the top
        /// (the default).
        case plain
        /// Sections separated by gaps on ``Color/systemGroupedBackground``, rows on
        /// ``Color/secondarySystemGroupedBackground``, each header's title in small
        /// upper-case secondary text above its section; headers scroll with the rows.
        case grouped
        /// As ``grouped``, each section a card with 10-point rounded corners, inset from
        /// the sides (16 points, 20 on views 400 points wide or more), as iOS 13+ Settings.
        case insetGrouped
    }

    /// Creates an empty list of a style (`UITableView(frame:style:)`).
    public convenience init(frame: Rect, style: Style) {
        self.init(frame: frame)
        self.style = style
        if style != .plain { backgroundColor = .systemGroupedBackground }
    }

    /// The corner radius of an ``Style/insetGrouped`` section's card.
    static let groupedCornerRadius: Float = 10

    /// The space from the list's sides to the rows (an inset-grouped list's card margin).
    var rowInset: Float {
        guard style == .insetGrouped else { return 0 }
        return bounds.width >= 400 ? 20 : 16
    }

    /// The header height of a section: its title bar in a plain list; in grouped styles the
    /// gap above the section and the title under it.
    func headerHeight(titled: Bool) -> Float {
        if style == .plain { return titled ? sectionHeaderHeight : 0 }
        return titled ? 22 + sectionHeaderHeight : 35
    }

    /// The space after the last section (grouped styles).
    var groupedBottomGap: Float { style == .plain ? 0 : 20 }

    /// Whether section headers stay at the top while their rows scroll (plain lists only, as UIKit).
    var pinsHeaders: Bool { stickyHeaders && style == .plain }

    /// Tells a cell where it sits in its section, for the grouped looks.
    func configureGrouping(_ cell: ListCell, at ip: ListIndexPath) {
        if cell.listStyle != style { cell.listStyle = style }
        guard style != .plain, rowCounts.indices.contains(ip.section) else { return }
        cell.setSectionPosition(first: ip.row == 0, last: ip.row == rowCounts[ip.section] - 1)
    }
}
