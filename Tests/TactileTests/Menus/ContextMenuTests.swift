import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Context menus: a long press lifts the view and opens the menu, a row runs its action,
/// a tap outside closes it, the screen reader sees only the menu's buttons; buttons' menus.
@MainActor
@Suite struct ContextMenuTests {
    final class Provider: ContextMenuInteractionDelegate {
        var menu: () -> Menu? = { nil }
        var asked: [Point] = []
        var displayed = 0, ended = 0
        var onAsk: (() -> Void)?
        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
            asked.append(location)
            onAsk?()
            let m = menu
            return ContextMenuConfiguration(identifier: "c", previewProvider: nil) { _ in m() }
        }
        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration) {
            displayed += 1
        }
        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {
            ended += 1
        }
    }

    static func scene() -> (Harness, View, Provider, ContextMenuInteraction) {
        let root = View()
        root.backgroundColor = .systemBackground
        let card = View(frame: Rect(x: 20, y: 60, width: 120, height: 80))
        card.backgroundColor = .systemBlue
        card.cornerRadius = 12
        root.addSubview(card)
        let p = Provider()
        let i = ContextMenuInteraction(delegate: p)
        card.addInteraction(i)
        let h = Harness(root: root, size: Size(width: 360, height: 480))
        return (h, card, p, i)
    }

    static func overlay(_ h: Harness) -> ContextMenuOverlay? { h.window.subviews.compactMap { $0 as? ContextMenuOverlay }.last }

    @Test func longPressOpensTheMenuAndARowRunsItsAction() throws {
        let (h, card, p, i) = Self.scene()
        var ran: [String] = []
        p.menu = { Menu(children: [Action(title: "Copy") { ran.append($0.title) }, Action(title: "Delete", attributes: .destructive) { ran.append($0.title) }]) }
        h.longPress(at: Point(x: 60, y: 100))
        #expect(p.asked.count == 1)
        #expect(i.isMenuPresented)
        #expect(p.displayed == 1)
        #expect(card.interactions.count == 1)
        h.advance(by: 0.4)
        let o = try #require(Self.overlay(h))
        let menuFrame = try #require(o.menuView?.frame)
        #expect(menuFrame.minY >= 140, "the menu opens under the view")
        #expect(menuFrame.width == ContextMenuView.width)
        // The second row: Delete.
        let rows = try #require(o.menuView?.items)
        #expect(rows.count == 2)
        let delete = rows[1].convert(rows[1].bounds, to: h.window)
        h.tap(at: Point(x: delete.midX, y: delete.midY))
        #expect(ran == ["Delete"])
        #expect(!i.isMenuPresented)
        #expect(p.ended == 1)
        h.advance(by: 0.4)
        #expect(Self.overlay(h) == nil, "removed after the fade")
    }

    @Test func theFingerThatOpenedTheMenuCanSlideOntoARowAndLiftThere() throws {
        let (h, _, p, i) = Self.scene()
        var ran: [String] = []
        p.menu = { Menu(children: [Action(title: "Copy") { ran.append($0.title) }, Action(title: "Paste") { ran.append($0.title) }]) }
        h.touchDown(at: Point(x: 60, y: 100))
        h.advance(by: 0.6)
        #expect(i.isMenuPresented)
        h.advance(by: 0.4)
        let rows = try #require(Self.overlay(h)?.menuView?.items)
        let paste = rows[1].convert(rows[1].bounds, to: h.window)
        for k in 1...10 {
            h.touchMove(to: Point(x: 60 + (paste.midX - 60) * Float(k) / 10, y: 100 + (paste.midY - 100) * Float(k) / 10))
            h.advance(by: 1.0 / 60)
        }
        #expect(rows[1].isHighlighted && !rows[0].isHighlighted)
        h.touchUp()
        #expect(ran == ["Paste"])
        #expect(!i.isMenuPresented)
        // Lifting off the rows leaves the menu open.
        h.touchDown(at: Point(x: 60, y: 100))
        h.advance(by: 0.6)
        h.touchUp()
        #expect(i.isMenuPresented)
    }

    @Test func theMenuStaysOnScreenWhenTheWindowTurns() throws {
        let (h, _, p, _) = Self.scene()
        p.menu = { Menu(children: (0..<8).map { k in Action(title: "Row \(k)") { _ in } }) }
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.4)
        h.window.frame = Rect(x: 0, y: 0, width: 480, height: 300)  // turned to landscape
        h.advance(by: 0.1)
        let o = try #require(Self.overlay(h))
        #expect(o.frame.size == Size(width: 480, height: 300))
        let menu = try #require(o.menuView?.frame)
        let m = ContextMenuOverlay.margin
        #expect(menu.minX >= m && menu.maxX <= 480 - m && menu.minY >= m && menu.maxY <= 300 - m,
                "inside the turned screen: \(menu)")
        #expect(menu.height < o.menuView?.contentHeight ?? 0, "eight rows do not fit: the menu scrolls")
        let preview = try #require(o.previewView?.frame)
        #expect(preview.maxX <= menu.minX, "side by side in landscape: \(preview) \(menu)")
    }

    @Test func aPreviewControllerIsShownAtItsPreferredSize() throws {
        final class Delegate: ContextMenuInteractionDelegate {
            let preview = ViewController()
            func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                        configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
                preview.preferredContentSize = Size(width: 200, height: 150)
                let vc = preview
                return ContextMenuConfiguration(identifier: nil, previewProvider: { vc }) { _ in Menu(children: [Action(title: "Open") { _ in }]) }
            }
        }
        let (h, card, _, _) = Self.scene()
        let d = Delegate()
        card.removeInteraction(card.interactions[0])
        card.addInteraction(ContextMenuInteraction(delegate: d))
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.4)
        let preview = try #require(Self.overlay(h)?.previewView)
        #expect(preview.bounds.size == Size(width: 200, height: 150))
        #expect(d.preview.view.superview === preview)
    }

    @Test func tapOutsideClosesWithoutRunningAnything() {
        let (h, _, p, i) = Self.scene()
        var ran = 0
        p.menu = { Menu(children: [Action(title: "One") { _ in ran += 1 }]) }
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.4)
        h.tap(at: Point(x: 340, y: 20))
        #expect(!i.isMenuPresented)
        #expect(ran == 0)
        #expect(p.ended == 1)
    }

    @Test func disabledRowsDoNothingAndHiddenRowsAreNotShown() throws {
        let (h, _, p, i) = Self.scene()
        var ran = 0
        p.menu = { Menu(children: [Action(title: "Off", attributes: .disabled) { _ in ran += 1 },
                                   Action(title: "Gone", attributes: .hidden) { _ in ran += 1 }]) }
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.4)
        let rows = try #require(Self.overlay(h)?.menuView?.items)
        #expect(rows.count == 1)
        let f = rows[0].convert(rows[0].bounds, to: h.window)
        h.tap(at: Point(x: f.midX, y: f.midY))
        #expect(ran == 0)
        #expect(i.isMenuPresented)
    }

    @Test func emptyMenusAreReportedAndShowOnlyThePreview() throws {
        let (h, _, p, i) = Self.scene()
        p.menu = { Menu(children: []) }
        let reports = Diagnostics.capture { h.longPress(at: Point(x: 60, y: 100)) }
        #expect(reports.contains { $0.contains("no visible items") })
        #expect(i.isMenuPresented)
        #expect(Self.overlay(h)?.menuView == nil)
        #expect(Self.overlay(h)?.previewView != nil)
    }

    @Test func theScreenReaderSeesOnlyTheMenusButtons() throws {
        let (h, _, p, _) = Self.scene()
        p.menu = { Menu(title: "Photo", children: [Action(title: "Share") { _ in }, Action(title: "Off", attributes: .disabled) { _ in }]) }
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.4)
        let nodes = h.accessibilityTree.nodes
        #expect(nodes.map(\.label) == ["Photo", "Share", "Off"])
        #expect(nodes[1].traits.contains(.button))
        #expect(nodes[2].traits.contains(.notEnabled))
        #expect(nodes[0].traits.contains(.header))
        // Double tap on Share chooses it; escape closes.
        let share = try #require(Self.overlay(h)?.menuView?.items[1])
        #expect(share.accessibilityActivate())
        #expect(Self.overlay(h)?.isPresented == false)
    }

    @Test func submenusOpenInPlaceAndSingleSelectionMovesTheMark() throws {
        let (h, _, p, _) = Self.scene()
        let small = Action(title: "Small", state: .on) { _ in }
        let large = Action(title: "Large") { _ in }
        let sizes = Menu(title: "Size", options: .singleSelection, children: [small, large])
        p.menu = { Menu(children: [Action(title: "Copy") { _ in }, sizes]) }
        h.longPress(at: Point(x: 60, y: 100))
        h.advance(by: 0.4)
        let menu = try #require(Self.overlay(h)?.menuView)
        menu.items[1].sendActions(for: .touchUpInside)
        #expect(menu.stack.count == 2)
        #expect(menu.items.count == 3, "back row + two sizes")
        menu.items[2].sendActions(for: .touchUpInside)
        #expect(large.state == .on && small.state == .off)
    }

    @Test func buttonMenuOpensOnTapWhenItIsThePrimaryAction() throws {
        let root = View()
        let b = Button(title: "Sort")
        b.frame = Rect(x: 200, y: 400, width: 100, height: 44)
        root.addSubview(b)
        var chosen: [String] = []
        var sender: Control?
        b.menu = Menu(children: [Action(title: "Name") { chosen.append($0.title); sender = $0.sender }, Action(title: "Date") { chosen.append($0.title) }])
        let h = Harness(root: root, size: Size(width: 360, height: 480))
        h.tap(at: Point(x: 250, y: 422))
        #expect(!b.isMenuPresented, "a tap does not open it unless it is the primary action")
        b.showsMenuAsPrimaryAction = true
        h.tap(at: Point(x: 250, y: 422))
        #expect(b.isMenuPresented)
        h.advance(by: 0.4)
        let o = try #require(Self.overlay(h))
        #expect(o.previewView == nil)
        let menu = try #require(o.menuView)
        #expect(menu.frame.maxY <= 400, "no room under the button: the menu opens above it")
        #expect(menu.frame.maxX <= 360 - ContextMenuOverlay.margin)
        let f = menu.items[0].convert(menu.items[0].bounds, to: h.window)
        h.tap(at: Point(x: f.midX, y: f.midY))
        #expect(chosen == ["Name"])
        #expect(sender === b)
        b.showsMenuAsPrimaryAction = false
        h.longPress(at: Point(x: 250, y: 422))
        #expect(b.isMenuPresented, "a long press opens it")
        b.menu = nil
        #expect(b.interactions.isEmpty)
    }

    /// App code run by the menu (the configuration, an action) removes the view, closes the
    /// menu, opens another or turns the screen: nothing traps and the menu ends closed.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomCallbacksNeverTrap(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let (h, card, p, i) = Self.scene()
        var log: [String] = []
        func chaos() {
            switch Int.random(in: 0...5, using: &rng) {
            case 0: card.removeFromSuperview()
            case 1: i.dismissMenu()
            case 2: h.window.frame = Rect(x: 0, y: 0, width: Float(Int.random(in: 0...900, using: &rng)), height: Float(Int.random(in: 0...900, using: &rng)))
            case 3: card.removeInteraction(i)
            case 4: h.window.rootView?.addSubview(card)
            default: log.append("nothing")
            }
        }
        p.onAsk = { chaos() }
        p.menu = {
            chaos()
            let n = Int.random(in: 0...4, using: &rng)
            return Menu(children: (0..<n).map { k in Action(title: "Row \(k)") { _ in chaos() } })
        }
        for _ in 0..<30 {
            if card.superview == nil { h.window.rootView?.addSubview(card) }
            if card.interactions.isEmpty { card.addInteraction(i) }
            h.longPress(at: Point(x: Float.random(in: 0...360, using: &rng), y: Float.random(in: 0...480, using: &rng)))
            h.advance(by: Double.random(in: 0...0.5, using: &rng))
            if let o = Self.overlay(h), let items = o.menuView?.items, let item = items.randomElement(using: &rng) {
                let f = item.convert(item.bounds, to: h.window)
                h.tap(at: Point(x: f.midX, y: f.midY))
            } else {
                h.tap(at: Point(x: Float.random(in: 0...360, using: &rng), y: Float.random(in: 0...480, using: &rng)))
            }
            h.advance(by: 0.5)
            _ = h.render()
        }
        i.dismissMenu()
        h.advance(by: 0.5)
        #expect(!i.isMenuPresented)
        #expect(Self.overlay(h) == nil)
    }
}
