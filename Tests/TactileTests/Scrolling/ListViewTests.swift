import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ListViewTests {
    func makeList(rows: Int, size: Size = Size(width: 400, height: 300)) -> (Harness, ListView) {
        let list = ListView(frame: Rect(origin: .zero, size: size))
        list.numberOfRows = { _ in rows }
        list.configureRow = { cell, ip in
            cell.titleLabel.text = "Room \(ip.row)"
            cell.subtitleLabel.text = ip.row % 3 == 0 ? "Free until 14:00" : nil
        }
        list.rowHeight = 50
        let root = View()
        root.addSubview(list)
        return (Harness(root: root, size: size), list)
    }

    @Test func hundredThousandRowsCreateOnlyTheVisibleCells() throws {
        let (h, list) = makeList(rows: 100_000)
        h.runFrame()
        #expect(list.contentSize.height == 5_000_000)
        // 300 pt of 50 pt rows: 6 rows (7 when one is cut at each edge).
        #expect(list.cellsCreated <= 7)
        #expect(list.indexPathsForVisibleRows.first == ListIndexPath(row: 0))
        for _ in 0..<5 {
            fling(h, from: Point(x: 200, y: 280), by: Point(x: 0, y: -250), duration: 0.05)
            h.advance(by: 0.3)
        }
        advance(h, until: { !list.isDecelerating })
        #expect(list.contentOffset.y > 5_000)
        #expect(list.cellsCreated <= 9, "cells made: \(list.cellsCreated)")
        let visible = list.indexPathsForVisibleRows
        #expect(visible.count >= 6 && visible.count <= 7)
        // Each visible cell shows its own row at its own place.
        for ip in visible {
            let cell = try #require(list.cellForRow(at: ip))
            #expect(cell.titleLabel.text == "Room \(ip.row)")
            #expect(cell.frame.minY == Float(ip.row) * 50)
        }
        try h.render().writePNG(to: TestOutput.path("list-100k.png"))
        // Jump to the end.
        list.scrollToRow(at: ListIndexPath(row: 99_999), animated: false)
        h.runFrame()
        #expect(list.indexPathsForVisibleRows.last == ListIndexPath(row: 99_999))
        #expect(list.cellsCreated <= 9)
        // At rest the app goes idle: no timers, no frames.
        h.advance(by: 1)
        #expect(h.engine.timers.count == 0)
        #expect(h.runFrame() == false)
    }

    @Test func rowsCreatedDoNotGrowWithTheRowCount() {
        let (h1, small) = makeList(rows: 100)
        let (h2, large) = makeList(rows: 100_000)
        for (h, list) in [(h1, small), (h2, large)] {
            fling(h, from: Point(x: 200, y: 280), by: Point(x: 0, y: -250), duration: 0.05)
            advance(h, until: { !list.isDecelerating })
        }
        #expect(small.cellsCreated == large.cellsCreated)
    }

    @Test func tapSelectsARowAndHeldTouchHighlightsIt() throws {
        let (h, list) = makeList(rows: 50)
        var selected: [ListIndexPath] = []
        list.onSelect = { selected.append($0) }
        h.runFrame()
        let cell = try #require(list.cellForRow(at: ListIndexPath(row: 2)))
        h.touchDown(at: Point(x: 200, y: 125))
        #expect(!cell.isHighlighted)
        h.advance(by: 0.2)
        #expect(cell.isHighlighted)
        try h.render().writePNG(to: TestOutput.path("list-row-held.png"))
        h.touchUp()
        #expect(selected == [ListIndexPath(row: 2)])
        #expect(list.selectedIndexPath == ListIndexPath(row: 2))
        #expect(cell.isSelected && !cell.isHighlighted)
        h.tap(at: Point(x: 200, y: 25))
        #expect(selected.last == ListIndexPath(row: 0))
        #expect(!cell.isSelected)
    }

    @Test func flickOverRowsSelectsNothing() {
        let (h, list) = makeList(rows: 50)
        var selected = 0
        list.onSelect = { _ in selected += 1 }
        fling(h, from: Point(x: 200, y: 250), by: Point(x: 0, y: -150), duration: 0.08)
        advance(h, until: { !list.isDecelerating })
        #expect(selected == 0)
        #expect(list.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func buttonInARowHighlightsOnHoldAndNeverFiresOnAFlick() {
        final class ButtonCell: ListCell {
            let button = Button(title: "Book")
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(button)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                button.frame = Rect(x: bounds.width - 110, y: 0, width: 100, height: bounds.height)
            }
        }
        let (h, list) = makeList(rows: 50)
        var fired = 0
        list.makeRow = { _ in
            let c = ButtonCell()
            c.button.addAction(for: .touchUpInside) { _ in fired += 1 }
            return c
        }
        h.runFrame()
        fling(h, from: Point(x: 340, y: 275), by: Point(x: 0, y: -200), duration: 0.08)
        advance(h, until: { !list.isDecelerating })
        #expect(fired == 0)
        let offset = list.contentOffset.y
        // Held: highlighted after the delay, fires on release.
        h.touchDown(at: Point(x: 340, y: 75))
        h.advance(by: 0.2)
        var hit = h.window.hitTest(Point(x: 340, y: 75), with: nil)
        while let v = hit, !(v is Button) { hit = v.superview }
        #expect((hit as? Button)?.isHighlighted == true)
        h.touchUp()
        #expect(fired == 1)
        #expect(list.contentOffset.y == offset)
    }

    @Test func stickyHeadersStayOnTopUntilTheirSectionEnds() throws {
        let (h, list) = makeList(rows: 0)
        list.numberOfSections = { 3 }
        list.numberOfRows = { s in [4, 10, 3][s] }
        list.titleForHeader = { s in ["Today", "Tomorrow", "Later"][s] }
        list.configureRow = { cell, ip in cell.titleLabel.text = "Booking \(ip.section).\(ip.row)" }
        h.runFrame()
        // Section 0: header 32 + 4×50 = 232; section 1 starts at 232.
        #expect(list.rectForRow(at: ListIndexPath(row: 0, section: 1))?.minY == 264)
        list.contentOffset = Point(x: 0, y: 100)
        h.runFrame()
        let header0 = try #require(list.headerViews[0])
        #expect(header0.frame.minY == 100)
        #expect(list.subviews.last is ListHeaderView || list.subviews.last is ScrollIndicatorView)
        // The next section's header pushes it up.
        list.contentOffset = Point(x: 0, y: 215)
        h.runFrame()
        #expect(list.headerViews[0]?.frame.minY == 200)
        #expect(list.headerViews[1]?.frame.minY == 232)
        try h.render().writePNG(to: TestOutput.path("list-sticky-headers.png"))
        list.contentOffset = Point(x: 0, y: 400)
        h.runFrame()
        #expect(list.headerViews[0] == nil)
        #expect(list.headerViews[1]?.frame.minY == 400)
        #expect(list.headerViews[1]?.titleLabel.text == "Tomorrow")
        // Reloaded titles show.
        list.titleForHeader = { s in ["Mon", "Tue", "Wed"][s] }
        h.runFrame()
        #expect(list.headerViews[1]?.titleLabel.text == "Tue")
        #expect(list.headersCreated <= 3)
    }

    @Test func variableHeightsAndIndexPathForPoint() {
        let (h, list) = makeList(rows: 1000)
        list.heightForRow = { ip in ip.row % 2 == 0 ? 40 : 80 }
        h.runFrame()
        #expect(list.contentSize.height == 500 * 120)
        #expect(list.indexPathForRow(at: Point(x: 10, y: 130)) == ListIndexPath(row: 2))
        #expect(list.indexPathForRow(at: Point(x: 10, y: 119)) == ListIndexPath(row: 1))
        list.contentOffset = Point(x: 0, y: 12_000 + 25)
        h.runFrame()
        #expect(list.indexPathsForVisibleRows.first == ListIndexPath(row: 200))
        #expect(list.cellForRow(at: ListIndexPath(row: 201))?.frame == Rect(x: 0, y: 12_040, width: 400, height: 80))
    }

    @Test func reuseIdentifiersKeepKindsApart() {
        final class HeaderCell: ListCell {}
        let (h, list) = makeList(rows: 200)
        list.reuseIdentifier = { ip in ip.row % 5 == 0 ? "banner" : "row" }
        list.makeRow = { id in id == "banner" ? HeaderCell() : ListCell() }
        h.runFrame()
        for _ in 0..<3 {
            fling(h, from: Point(x: 200, y: 280), by: Point(x: 0, y: -200), duration: 0.05)
            advance(h, until: { !list.isDecelerating })
        }
        for c in list.visibleCells {
            let ip = c.indexPath!
            #expect((c is HeaderCell) == (ip.row % 5 == 0))
            #expect(c.reuseIdentifier == (ip.row % 5 == 0 ? "banner" : "row"))
        }
        #expect(list.cellsCreated < 20)
    }

    @Test func swipeRevealsActionsAndDeleteRemovesTheRow() throws {
        var rooms = (0..<20).map { "Room \($0)" }
        let (h, list) = makeList(rows: 0)
        list.numberOfRows = { _ in rooms.count }
        list.configureRow = { cell, ip in cell.titleLabel.text = rooms[ip.row] }
        var deleted: [ListIndexPath] = []
        list.trailingSwipeActions = { [weak list] _ in
            [SwipeAction(title: "Delete") { ip in
                deleted.append(ip)
                rooms.remove(at: ip.row)
                list?.reloadData()
            }]
        }
        h.runFrame()
        // Swipe row 1 left by 100 pt, slowly: it stays open on its buttons.
        h.touchDown(at: Point(x: 350, y: 75))
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 350 - Float(i) * 10, y: 76)) }
        h.advance(by: 0.2)
        h.touchUp()
        #expect(list.contentOffset.y == 0)
        let cell = try #require(list.cellForRow(at: ListIndexPath(row: 1)))
        #expect(cell.swipeOffset < -50)
        try h.render().writePNG(to: TestOutput.path("list-swipe-actions.png"))
        // Tap the Delete button (at the right end of the row).
        h.tap(at: Point(x: 380, y: 75), hold: 0.2)
        #expect(deleted == [ListIndexPath(row: 1)])
        h.runFrame()
        #expect(rooms.count == 19)
        #expect(list.cellForRow(at: ListIndexPath(row: 1))?.titleLabel.text == "Room 2")
        #expect(list.visibleCells.allSatisfy { $0.swipeOffset == 0 })
        // Dragged past its buttons, the row's button stretches to meet it.
        h.touchDown(at: Point(x: 390, y: 125))
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 390 - Float(i) * 20, y: 126)) }
        let dragged = try #require(list.cellForRow(at: ListIndexPath(row: 2)))
        h.runFrame()
        let button = try #require(dragged.actionButtons.first)
        #expect(abs(button.frame.minX - (dragged.bounds.width + dragged.swipeOffset)) < 0.01)
        try h.render().writePNG(to: TestOutput.path("list-swipe-far.png"))
        h.touchUp()
        let cancelCell = try #require(list.cellForRow(at: ListIndexPath(row: 2)))
        list.closeSwipe()
        h.runFrame()
        #expect(cancelCell.swipeOffset == 0)
        // A full, fast swipe runs the first action at once.
        fling(h, from: Point(x: 390, y: 125), by: Point(x: -330, y: 2), duration: 0.1)
        h.runFrame()
        #expect(deleted == [ListIndexPath(row: 1), ListIndexPath(row: 2)])
        #expect(rooms.count == 18)
        // A vertical drag still scrolls the list, and swiping nothing else.
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 205, y: 100), duration: 0.3)
        #expect(list.contentOffset.y > 100)
        #expect(deleted.count == 2)
    }

    @Test func selfSizingRowsFitTheirText() throws {
        let notes = ["Short", String(repeating: "A long note that wraps over several lines of the row. ", count: 4), "Two words"]
        let (h, list) = makeList(rows: 30)
        list.rowHeight = ListView.automaticDimension
        list.makeRow = { _ in
            let c = ListCell()
            c.subtitleLabel.numberOfLines = 0
            return c
        }
        list.configureRow = { cell, ip in
            cell.titleLabel.text = "Note \(ip.row)"
            cell.subtitleLabel.text = notes[ip.row % 3]
        }
        h.runFrame()
        let short = try #require(list.rectForRow(at: ListIndexPath(row: 0)))
        let long = try #require(list.rectForRow(at: ListIndexPath(row: 1)))
        #expect(short.height >= 44 && short.height < 70)
        #expect(long.height > short.height + 40, "wrapped row \(long.height) vs \(short.height)")
        #expect(long.minY == short.maxY)
        // The wrapped subtitle fits inside its row.
        let cell = try #require(list.cellForRow(at: ListIndexPath(row: 1)))
        #expect(cell.subtitleLabel.frame.maxY <= cell.bounds.height)
        #expect(cell.subtitleLabel.frame.height > 40)
        try h.render().writePNG(to: TestOutput.path("list-self-sizing.png"))
        // Narrower: the long row wraps onto more lines.
        list.frame = Rect(x: 0, y: 0, width: 250, height: 300)
        h.runFrame()
        #expect(try #require(list.rectForRow(at: ListIndexPath(row: 1))).height > long.height)
    }
}
