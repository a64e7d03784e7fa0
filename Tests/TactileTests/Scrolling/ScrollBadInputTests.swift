import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollBadInputTests {
    @Test func nonFiniteAndNegativeGeometryIsSanitised() {
        let (h, scroll) = makeScrollScene()
        scroll.contentSize = Size(width: .nan, height: -50)
        #expect(scroll.contentSize == .zero)
        scroll.contentSize = Size(width: .infinity, height: 1e30)
        #expect(scroll.contentSize == Size(width: 0, height: ScrollView.maximumContentLength))
        scroll.contentOffset = Point(x: .nan, y: 10)
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = Point(x: 0, y: -.infinity)
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = Point(x: 0, y: 1e20)
        #expect(scroll.contentOffset.y == ScrollView.maximumContentLength)
        scroll.setContentOffset(Point(x: .nan, y: .nan), animated: true)
        scroll.contentInset = EdgeInsets(top: .nan, left: .infinity, bottom: -20, right: 5)
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: -20, right: 5))
        scroll.decelerationRate = ScrollView.DecelerationRate(rawValue: .nan)
        #expect(scroll.decelerationRate == .normal)
        scroll.decelerationRate = ScrollView.DecelerationRate(rawValue: 7)
        #expect(scroll.decelerationRate.rawValue < 1)
        scroll.scrollRectToVisible(Rect(x: .nan, y: 0, width: 10, height: 10), animated: true)
        // Still works after all that.
        scroll.contentSize = Size(width: 400, height: 3000)
        scroll.contentOffset = .zero
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset.y > 400 && scroll.contentOffset.y.isFinite)
        _ = h.render()
    }

    @Test func hugeContentScrollsWithoutTrapping() throws {
        let (h, scroll) = makeScrollScene()
        scroll.contentSize = Size(width: 400, height: 1e9)
        fling(h, from: Point(x: 200, y: 280), by: Point(x: 0, y: -270), duration: 0.03)
        h.advance(by: 0.5)
        let bottom: Float = 1e9 - 300  // typed: Swift Testing 6.0 evaluates a literal in #expect as a Double
        scroll.setContentOffset(Point(x: 0, y: bottom), animated: false)
        _ = h.render()
        h.wheel(dy: 1e9, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 0)
        h.wheel(dy: -1e9, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == bottom)
        fling(h, from: Point(x: 200, y: 20), by: Point(x: 0, y: 270), duration: 0.03)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset.y.isFinite)
        _ = h.render()
        // A list of 10 million rows of 100 pt (1e9 pt of content).
        let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.numberOfRows = { _ in 10_000_000 }
        list.rowHeight = 100
        h.root.addSubview(list)
        list.scrollToRow(at: ListIndexPath(row: 9_999_999), animated: false)
        _ = h.render()
        #expect(list.visibleCells.count <= 5)
        #expect(list.rowHeight == 100)
    }

    @Test func dataSourceChangingItsCountWithoutTellingIsNoticed() {
        var count = 100
        let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.numberOfRows = { _ in count }
        var configuredBeyond = 0
        list.configureRow = { cell, ip in
            if ip.row >= count { configuredBeyond += 1 }
            cell.titleLabel.text = "\(ip.row)"
        }
        let h = Harness(root: list, size: Size(width: 400, height: 300))
        list.contentOffset = Point(x: 0, y: 3000)
        h.runFrame()
        count = 3
        list.contentOffset = Point(x: 0, y: 3010)
        h.runFrame()
        #expect(configuredBeyond == 0)
        #expect(list.visibleCells.isEmpty || list.visibleCells.allSatisfy { $0.indexPath!.row < 3 })
        #expect(list.contentSize.height == 3 * 44)
        h.advance(by: 1)
        #expect(list.contentOffset.y == 0) // springs back into the shorter content
        #expect(list.visibleCells.count == 3)
        // Noticed at the next layout (a scroll, a resize, or any setNeedsLayout).
        count = -5
        list.setNeedsLayout()
        h.advance(by: 0.1)
        #expect(list.visibleCells.isEmpty)
        count = 1000
        list.setNeedsLayout()
        h.advance(by: 0.1)
        #expect(list.visibleCells.count == 7)
        #expect(configuredBeyond == 0)
    }

    @Test func reloadFromInsideARowTap() {
        var rows = (0..<30).map { "Item \($0)" }
        let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.numberOfRows = { _ in rows.count }
        list.configureRow = { cell, ip in cell.titleLabel.text = rows[ip.row] }
        list.onSelect = { [weak list] ip in
            rows.remove(at: ip.row)
            list?.reloadData()
            list?.selectedIndexPath = nil
        }
        let h = Harness(root: list, size: Size(width: 400, height: 300))
        for _ in 0..<5 { h.tap(at: Point(x: 200, y: 20)) }
        #expect(rows.count == 25)
        h.runFrame()
        #expect(list.cellForRow(at: ListIndexPath(row: 0))?.titleLabel.text == "Item 5")
    }

    @Test func listRemovedDuringAFlingIsDeallocated() {
        let root = View()
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        weak var weakList: ListView?
        do {
            let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            list.numberOfRows = { _ in 1000 }
            list.configureRow = { cell, ip in cell.titleLabel.text = "\(ip.row)" }
            root.addSubview(list)
            weakList = list
        }
        h.runFrame()
        fling(h, from: Point(x: 200, y: 280), by: Point(x: 0, y: -250), duration: 0.05)
        h.advance(by: 0.1)
        #expect(weakList?.isDecelerating == true)
        weakList?.removeFromSuperview()
        h.advance(by: 1)
        #expect(weakList == nil)
        #expect(h.engine.timers.count == 0)
        #expect(!h.engine.wantsFrame)
    }

    @Test func scrollViewRemovedInsideItsOwnCallbacks() {
        let (h, scroll) = makeScrollScene()
        var calls = 0
        scroll.onScroll = { sv in
            calls += 1
            if calls == 5 { sv.removeFromSuperview() }
        }
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        h.advance(by: 1)
        #expect(scroll.superview == nil)
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        #expect(h.engine.timers.count == 0)
        // Back in, it scrolls again.
        h.root.addSubview(scroll)
        scroll.onScroll = nil
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        #expect(scroll.isDecelerating)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func seededRandomMutationsInsideScrollCallbacks(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var count = 200
        let root = View()
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.addSubview(list)
        let other = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        other.contentSize = Size(width: 1200, height: 100)
        list.numberOfSections = { 2 }
        list.numberOfRows = { s in s == 0 ? count : count / 2 }
        list.titleForHeader = { s in "Section \(s)" }
        func mutate() {
            switch Int.random(in: 0..<16, using: &rng) {
            case 0: list.reloadData()
            case 1: count = Int.random(in: -3..<400, using: &rng)
            case 2: list.removeFromSuperview()
            case 3: if list.superview == nil { root.addSubview(list) }
            case 4: list.setContentOffset(Point(x: 0, y: Float.random(in: -500..<9000, using: &rng)), animated: Bool.random(using: &rng))
            case 5: list.contentInset = EdgeInsets(all: Float.random(in: -50..<80, using: &rng))
            case 6: list.rowHeight = [Float.nan, 20, 44, 90, -1][Int.random(in: 0..<5, using: &rng)]
            case 7: list.heightForRow = Bool.random(using: &rng) ? { ip in Float(20 + ip.row % 7 * 9) } : nil
            case 8: list.isPagingEnabled.toggle()
            case 9: list.bounces.toggle()
            case 10: list.frame = Rect(x: 0, y: 0, width: Float.random(in: 0..<500, using: &rng), height: Float.random(in: 0..<400, using: &rng))
            case 11: list.scrollToRow(at: ListIndexPath(row: Int.random(in: -5..<500, using: &rng), section: Int.random(in: -1..<3, using: &rng)), animated: Bool.random(using: &rng))
            case 12: if let c = list.visibleCells.randomElement(using: &rng) { c.removeFromSuperview() }
            case 13: list.addSubview(other)
            case 14: other.removeFromSuperview()
            default: list.selectedIndexPath = ListIndexPath(row: Int.random(in: 0..<300, using: &rng), section: 0)
            }
        }
        list.configureRow = { cell, ip in
            cell.titleLabel.text = "\(ip)"
            if Int.random(in: 0..<40, using: &rng) == 0 { mutate() }
        }
        list.onScroll = { _ in if Int.random(in: 0..<6, using: &rng) == 0 { mutate() } }
        list.willEndDragging = { _, _, target in
            mutate()
            if Bool.random(using: &rng) { target.y = Float.random(in: -1000..<20_000, using: &rng) }
        }
        list.didEndDecelerating = { _ in mutate() }
        list.onSelect = { _ in mutate(); mutate() }
        for _ in 0..<40 {
            let x = Float.random(in: 10..<390, using: &rng)
            let y = Float.random(in: 10..<290, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: h.tap(at: Point(x: x, y: y), hold: Double.random(in: 0.01..<0.3, using: &rng))
            case 1: h.drag(from: Point(x: x, y: y), to: Point(x: Float.random(in: 0..<400, using: &rng), y: Float.random(in: 0..<300, using: &rng)),
                           duration: Double.random(in: 0.03..<0.4, using: &rng))
            case 2: h.wheel(dy: Float.random(in: -20..<20, using: &rng), at: Point(x: x, y: y))
            default: break
            }
            h.advance(by: Double.random(in: 0..<0.8, using: &rng))
        }
        h.advance(by: 3)
        #expect(list.contentOffset.isFinite)
        if list.window != nil {
            #expect(list.visibleCells.count < 60)
            #expect(list.cellsCreated < 200)
        }
        _ = h.render()
    }
}
