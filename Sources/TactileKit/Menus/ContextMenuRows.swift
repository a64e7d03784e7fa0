/// The rows a menu shows: its children flattened, inline submenus as sections between
/// thick separators, hidden actions left out, at most ``maximumRows`` rows and
/// ``maximumDepth`` levels of inline sections (more is reported and cut).
@MainActor
enum ContextMenuRows {
    enum Row {
        /// The menu's title, small and grey.
        case header(String)
        /// An action, with the menu that holds it (for single selection).
        case action(Action, in: Menu)
        /// A submenu that opens in place.
        case submenu(Menu)
        /// The row that returns from an opened submenu to its parent.
        case back(Menu)
        /// The thick separator between sections.
        case sectionGap
    }

    static let maximumRows = 500
    static let maximumDepth = 16

    /// The rows of `menu` (`isSubmenu`: opened from a parent, so it starts with a back row).
    static func rows(for menu: Menu, isSubmenu: Bool = false) -> [Row] {
        var out: [Row] = []
        if isSubmenu {
            out.append(.back(menu))
        } else if !menu.title.isEmpty {
            out.append(.header(menu.title))
        }
        var cut = false
        append(menu, depth: 0, into: &out, cut: &cut)
        while case .sectionGap? = out.last { out.removeLast() }
        if cut { Diagnostics.report("context menu: more than \(maximumRows) rows or \(maximumDepth) nested sections; the rest is not shown") }
        return out
    }

    private static func append(_ menu: Menu, depth: Int, into out: inout [Row], cut: inout Bool) {
        guard depth < maximumDepth else { cut = true; return }
        for child in menu.children {
            if out.count >= maximumRows { cut = true; return }
            if let action = child as? Action {
                if !action.attributes.contains(.hidden) { out.append(.action(action, in: menu)) }
            } else if let sub = child as? Menu {
                if sub.options.contains(.displayInline) {
                    guard hasVisibleRows(sub) else { continue }
                    if !out.isEmpty, !isGap(out.last) { out.append(.sectionGap) }
                    append(sub, depth: depth + 1, into: &out, cut: &cut)
                    out.append(.sectionGap)
                } else {
                    out.append(.submenu(sub))
                }
            }
        }
    }

    private static func isGap(_ row: Row?) -> Bool {
        if case .sectionGap? = row { return true }
        if case .header? = row { return true }
        return false
    }

    /// Whether `menu` shows any row (a visible action or a submenu, at any inline depth).
    /// Each distinct menu is decided once: one `Menu` placed many times in a tree would
    /// otherwise be walked once per path (fanOut^depth; four references over 12 levels
    /// took 35 s).
    static func hasVisibleRows(_ menu: Menu) -> Bool {
        var known: [Visit: Bool] = [:]
        return visible(menu, depth: 0, known: &known)
    }

    /// A menu at a depth (the answer depends on how many levels are left).
    private struct Visit: Hashable {
        var menu: ObjectIdentifier
        var depth: Int
    }

    private static func visible(_ menu: Menu, depth: Int, known: inout [Visit: Bool]) -> Bool {
        guard depth < maximumDepth else { return false }
        let visit = Visit(menu: ObjectIdentifier(menu), depth: depth)
        if let k = known[visit] { return k }
        var result = false
        for child in menu.children {
            if let a = child as? Action {
                result = !a.attributes.contains(.hidden)
            } else if let m = child as? Menu {
                result = m.options.contains(.displayInline) ? visible(m, depth: depth + 1, known: &known) : true
            }
            if result { break }
        }
        known[visit] = result
        return result
    }
}
