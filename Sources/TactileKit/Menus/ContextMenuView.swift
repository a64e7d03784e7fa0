/// The platter of a context menu: its rows on a rounded, opaque card, scrolling when the
/// screen is too short for them. A submenu row opens the submenu in place (with a back row).
final class ContextMenuView: View {
    private let scroll = ScrollView()
    private(set) var items: [ContextMenuItemView] = []
    /// The menus shown, root first; the last is on screen.
    private(set) var stack: [Menu]
    /// Called when an action row is chosen.
    var onChoose: ((Action, Menu) -> Void)?

    /// UIKit's menu width.
    static let width: Float = 250

    init(menu: Menu) {
        stack = [menu]
        super.init(frame: .zero)
        backgroundColor = Color(light: Color(r: 249, g: 249, b: 249), dark: Color(r: 37, g: 37, b: 39))
        cornerRadius = 13
        clipsToBounds = true
        addSubview(scroll)
        reload()
    }

    /// The rows' total height.
    var contentHeight: Float { items.reduce(0) { $0 + $1.rowHeight } }

    /// Rebuilds the rows of the menu on top of the stack.
    func reload() {
        for i in items { i.removeFromSuperview() }
        guard let menu = stack.last else { return }
        let rows = ContextMenuRows.rows(for: menu, isSubmenu: stack.count > 1)
        let reservesMark = rows.contains { if case .action(let a, _) = $0 { return a.state != .off }; return false }
        var previousIsRow = false
        items = rows.map { row in
            let item = ContextMenuItemView(row: row, reservesMark: reservesMark)
            switch row {
            case .sectionGap: previousIsRow = false
            default:
                item.showsSeparator = previousIsRow
                previousIsRow = true
            }
            item.onChoose = { [weak self] in self?.chose($0) }
            scroll.addSubview(item)
            return item
        }
        setNeedsLayout()
    }

    private func chose(_ item: ContextMenuItemView) {
        switch item.row {
        case .action(let a, let menu): onChoose?(a, menu)
        case .submenu(let m):
            stack.append(m)
            reload()
            superview?.setNeedsLayout()
        case .back:
            if stack.count > 1 { stack.removeLast() }
            reload()
            superview?.setNeedsLayout()
        case .header, .sectionGap: break
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scroll.frame = bounds
        var y: Float = 0
        for item in items {
            item.frame = Rect(x: 0, y: y, width: bounds.width, height: item.rowHeight)
            y += item.rowHeight
        }
        scroll.contentSize = Size(width: bounds.width, height: y)
    }
}
