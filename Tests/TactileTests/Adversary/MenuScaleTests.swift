import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Menus that reuse one submenu many times (a menu is a value-like tree, but nothing stops
/// app code from putting the same `Menu` in several places): deciding which inline sections
/// show anything must visit each distinct menu once, not every path through the tree. With
/// `fanOut` references per level and 12 levels of inline sections whose actions are all
/// hidden, a walk of every path visits fanOut¹² menus (16 million for 4): a frozen kiosk.
@MainActor
@Suite struct MenuScaleTests {
    /// A chain of inline menus, each holding `fanOut` references to the next; the deepest
    /// holds one hidden action (so no level shows a row and every path is walked).
    static func sharedChain(levels: Int, fanOut: Int) -> Menu {
        var m = Menu(options: .displayInline, children: [Action(title: "Hidden", attributes: .hidden) { _ in }])
        for _ in 0..<levels { m = Menu(options: .displayInline, children: Array(repeating: m, count: fanOut)) }
        return m
    }

    @Test func sharedInlineSubmenusAreWalkedOnce() {
        let menu = Self.sharedChain(levels: 12, fanOut: 4)
        let start = ContinuousClock.now
        let visible = ContextMenuRows.hasVisibleRows(menu)
        let rows = ContextMenuRows.rows(for: Menu(children: [menu, Action(title: "Shown") { _ in }]))
        print("menu scale: shared 12-level menu decided in \(ContinuousClock.now - start)")
        #expect(!visible)
        #expect(rows.count == 1)
    }

    /// The same through a long press: the menu opens with its one visible row.
    @Test func aSharedMenuOpensFromALongPress() throws {
        final class Provider: ContextMenuInteractionDelegate {
            let menu: Menu
            init(_ menu: Menu) { self.menu = menu }
            func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                        configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
                let m = menu
                return ContextMenuConfiguration(identifier: "c", previewProvider: nil) { _ in m }
            }
        }
        let root = View()
        let card = View(frame: Rect(x: 20, y: 60, width: 120, height: 80))
        root.addSubview(card)
        let shared = Self.sharedChain(levels: 12, fanOut: 4)
        let p = Provider(Menu(children: [shared, Action(title: "Shown") { _ in }, shared]))
        let i = ContextMenuInteraction(delegate: p)
        card.addInteraction(i)
        let h = Harness(root: root, size: Size(width: 360, height: 480))
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.5)
        #expect(i.isMenuPresented)
        let overlay = try #require(h.window.subviews.compactMap { $0 as? ContextMenuOverlay }.last)
        #expect(overlay.menuView?.items.count == 1)
    }
}
