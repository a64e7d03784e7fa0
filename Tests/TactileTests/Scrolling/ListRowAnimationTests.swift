import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A list showing `data` (section 0), 50 pt rows, in a 400x300 harness.
@MainActor
final class RowModel {
    var rows: [String]
    let list: ListView
    let harness: Harness

    init(count: Int, size: Size = Size(width: 400, height: 300)) {
        rows = (0..<count).map { "Room \($0)" }
        list = ListView(frame: Rect(origin: .zero, size: size))
        list.rowHeight = 50
        let root = View()
        root.addSubview(list)
        harness = Harness(root: root, size: size)
        list.numberOfRows = { [unowned self] _ in rows.count }
        list.configureRow = { [unowned self] cell, ip in
            cell.titleLabel.text = rows.indices.contains(ip.row) ? rows[ip.row] : "?"
        }
        harness.runFrame()
    }

    func cell(_ title: String) -> ListCell? {
        list.visibleCells.first { $0.titleLabel.text == title }
    }

    /// What is on screen, row by row: index path, title, model frame, drawn frame and alpha.
    var shown: [String] {
        list.visibleCells.map { c in
            "\(c.indexPath.map(\.description) ?? "-") \(c.titleLabel.text ?? "") \(c.frame) \(c.presentation.frame) \(c.presentation.alpha)"
        }
    }

    @discardableResult
    func settle() -> Double { TactileTests.settle(list, in: harness) }
}

@MainActor
@Suite struct ListRowAnimationTests {
    @Test func deletedRowFadesWhileTheRowsBelowSlideUp() throws {
        let m = RowModel(count: 20)
        let created = m.list.cellsCreated
        m.rows.remove(at: 1)
        m.list.deleteRows(at: [ListIndexPath(row: 1)], with: .fade)
        // The model is final at once, as UIKit: "Room 2" is row 1 at y 50…
        let moving = try #require(m.cell("Room 2"))
        #expect(moving.indexPath == ListIndexPath(row: 1))
        #expect(moving.frame.minY == 50)
        // …but is drawn where it was, and slides up.
        m.harness.runFrame()
        #expect(moving.presentation.frame.minY > 95)
        m.harness.advance(by: 0.15)
        let midY = moving.presentation.frame.minY
        #expect(midY > 55 && midY < 95, "mid-slide y \(midY)")
        #expect(m.list.numberOfDisappearingRows == 1)
        let gone = try #require(m.list.subviews.compactMap { $0 as? ListCell }.first { $0.indexPath == nil && $0.superview != nil })
        #expect(gone.titleLabel.text == "Room 1")
        #expect(gone.presentation.alpha > 0.05 && gone.presentation.alpha < 0.95, "alpha \(gone.presentation.alpha)")
        #expect(gone.presentation.frame.minY == 50, "a faded row stays where it was")
        try m.harness.render().writePNG(to: TestOutput.path("listanim/delete-fade-mid.png"))
        let t = m.settle()
        #expect(t < 0.5, "settled after \(t) s")
        #expect(m.list.numberOfDisappearingRows == 0)
        #expect(gone.superview == nil, "the deleted row's cell went back to the pool")
        #expect(moving.presentation.frame.minY == 50)
        // Reuse stays bounded: at most the one cell that fades plus the row that slid in.
        #expect(m.list.cellsCreated <= created + 2, "cells made \(m.list.cellsCreated), before \(created)")
        try m.harness.render().writePNG(to: TestOutput.path("listanim/delete-fade-end.png"))
        // Settled: no more frames.
        #expect(m.harness.runFrame() == false)
        #expect(m.harness.engine.wantsFrame == false)
    }

    @Test func automaticDeleteCollapsesAndPicturesTheMiddleFrame() throws {
        let m = RowModel(count: 20)
        m.rows.remove(at: 2)
        m.list.deleteRows(at: [ListIndexPath(row: 2)], with: .automatic)
        m.harness.advance(by: 0.15)
        let gone = try #require(m.list.subviews.compactMap { $0 as? ListCell }.first { $0.indexPath == nil && $0.superview != nil })
        #expect(gone.presentation.frame.minY < 100 && gone.presentation.frame.minY > 75, "collapsing up: \(gone.presentation.frame)")
        // Drawn under the rows that slide over it.
        let below = try #require(m.cell("Room 3"))
        let order = m.list.subviews
        #expect(try #require(order.firstIndex { $0 === gone }) < #require(order.firstIndex { $0 === below }))
        try m.harness.render().writePNG(to: TestOutput.path("listanim/delete-automatic-mid.png"))
        m.settle()
        #expect(m.harness.runFrame() == false)
    }

    @Test func insertedRowFadesInAndPushesTheOthersDown() throws {
        let m = RowModel(count: 20)
        m.rows.insert("New booking", at: 0)
        m.list.insertRows(at: [ListIndexPath(row: 0)], with: .fade)
        let new = try #require(m.cell("New booking"))
        let old0 = try #require(m.cell("Room 0"))
        #expect(old0.frame.minY == 50)
        m.harness.advance(by: 0.15)
        #expect(new.presentation.alpha > 0.05 && new.presentation.alpha < 0.95)
        #expect(old0.presentation.frame.minY > 5 && old0.presentation.frame.minY < 45)
        try m.harness.render().writePNG(to: TestOutput.path("listanim/insert-fade-mid.png"))
        m.settle()
        #expect(new.presentation.alpha == 1 && old0.presentation.frame.minY == 50)
        #expect(m.harness.runFrame() == false)
    }

    @Test func reloadRowsConfiguresAgainAndCrossFades() throws {
        let m = RowModel(count: 20)
        m.rows[3] = "Renamed"
        m.list.reloadRows(at: [ListIndexPath(row: 3)], with: .fade)
        let new = try #require(m.cell("Renamed"))
        #expect(new.indexPath == ListIndexPath(row: 3) && new.frame.minY == 150)
        m.harness.advance(by: 0.15)
        #expect(m.list.numberOfDisappearingRows == 1)
        #expect(new.presentation.alpha < 0.95)
        m.settle()
        #expect(m.cell("Room 3") == nil)
        #expect(new.presentation.alpha == 1)
    }

    @Test func batchCompletionRunsOnceAfterTheRowsSettle() {
        let m = RowModel(count: 20)
        var calls: [Bool] = []
        m.list.performBatchUpdates({
            m.rows.remove(at: 4)
            m.rows.remove(at: 0)
            m.rows.insert("A", at: 1)
            m.list.deleteRows(at: [ListIndexPath(row: 0), ListIndexPath(row: 4)], with: .automatic)
            m.list.insertRows(at: [ListIndexPath(row: 1)], with: .automatic)
        }, completion: { calls.append($0) })
        #expect(calls.isEmpty)
        m.harness.advance(by: 0.1)
        #expect(calls.isEmpty)
        m.settle()
        #expect(calls == [true])
        #expect(m.list.indexPathsForVisibleRows.map { m.rows[$0.row] } == m.list.visibleCells.map { $0.titleLabel.text ?? "" })
    }

    /// Random batches (seeded) end exactly as a plain reload of the same data would show it.
    @Test func finalPositionsEqualAPlainReload() {
        var rng = SeededGenerator(seed: 14)
        for round in 0..<25 {
            let animated = RowModel(count: 30), plain = RowModel(count: 30)
            let offset = Float(rng.next() % 600)
            for x in [animated, plain] {
                x.list.contentOffset = Point(x: 0, y: offset)
                x.harness.runFrame()
            }
            var rows = animated.rows
            var deleted: [Int] = []
            for _ in 0..<(rng.next() % 4) where !rows.isEmpty {
                let r = Int(rng.next() % UInt64(animated.rows.count))
                if !deleted.contains(r) { deleted.append(r) }
            }
            rows = animated.rows.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            var inserted: [Int] = []
            for k in 0..<(rng.next() % 4) {
                let r = Int(rng.next() % UInt64(rows.count + 1))
                rows.insert("New \(round).\(k)", at: r)
                inserted = inserted.map { $0 >= r ? $0 + 1 : $0 } + [r]
            }
            let anims: [RowAnimation] = [.none, .fade, .automatic]
            animated.list.performBatchUpdates {
                animated.rows = rows
                animated.list.deleteRows(at: deleted.map { ListIndexPath(row: $0) }, with: anims[round % 3])
                animated.list.insertRows(at: inserted.map { ListIndexPath(row: $0) }, with: anims[(round + 1) % 3])
            }
            plain.rows = rows
            plain.list.reloadData()
            animated.harness.advance(by: 0.1)
            animated.settle()
            plain.settle()
            #expect(animated.shown == plain.shown, "round \(round): deleted \(deleted) inserted \(inserted)")
            #expect(animated.list.numberOfDisappearingRows == 0)
            #expect(animated.list.subviews.compactMap { $0 as? ListCell }.count == animated.list.visibleCells.count)
            #expect(animated.list.cellsCreated <= 16, "cells made: \(animated.list.cellsCreated)")
        }
    }

    // MARK: Bad input

    @Test func outOfRangeIndexPathsReportAndReload() {
        let m = RowModel(count: 10)
        var lines = capturingDiagnostics {
            m.rows.remove(at: 0)
            m.list.deleteRows(at: [ListIndexPath(row: 99)], with: .fade)
        }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("deleteRows") == true && lines.first?.contains("[0, 99]") == true, "\(lines)")
        m.harness.advance(by: 0.1)
        #expect(m.list.contentSize.height == 450)
        #expect(m.list.visibleCells.map { $0.titleLabel.text ?? "" } == Array(m.rows.prefix(6)))
        // A count that does not match the update (the data was not changed).
        lines = capturingDiagnostics { m.list.insertRows(at: [ListIndexPath(row: 0)], with: .automatic) }
        #expect(lines.count == 1 && lines.first?.contains("insertRows") == true, "\(lines)")
        m.harness.runFrame()
        lines = capturingDiagnostics {
            m.list.deleteRows(at: [ListIndexPath(row: -1), ListIndexPath(row: Int.max, section: Int.max)], with: .none)
            m.harness.runFrame()
            m.list.reloadRows(at: [ListIndexPath(row: 0, section: -3)], with: .fade)
        }
        #expect(lines.count == 2, "\(lines)")
        // With a reload already pending there is nothing to check against: the update joins it.
        lines = capturingDiagnostics { m.list.deleteRows(at: [ListIndexPath(row: 7)], with: .fade) }
        #expect(lines.isEmpty)
        m.harness.advance(by: 0.5)
        #expect(m.list.visibleCells.map { $0.titleLabel.text ?? "" } == Array(m.rows.prefix(6)))
        #expect(m.harness.runFrame() == false)
    }

    @Test func deletingDuringAFlingEndsConsistent() {
        let m = RowModel(count: 200)
        fling(m.harness, from: Point(x: 200, y: 280), by: Point(x: 0, y: -250), duration: 0.05)
        m.harness.advance(by: 0.05)
        #expect(m.list.isDecelerating)
        let visible = m.list.indexPathsForVisibleRows
        let victims = visible.prefix(3).map(\.row)
        for r in victims.reversed() { m.rows.remove(at: r) }
        m.list.deleteRows(at: victims.map { ListIndexPath(row: $0) }, with: .automatic)
        // And more rows removed at the end while still moving.
        m.rows.removeLast(150)
        m.list.deleteRows(at: (47..<197).map { ListIndexPath(row: $0) }, with: .fade)
        advance(m.harness, until: { !m.list.isDecelerating && !m.list.isTracking })
        m.settle()
        #expect(m.list.contentSize.height == 47 * 50)
        #expect(m.list.contentOffset.y >= 0 && m.list.contentOffset.y <= 47 * 50 - 300)
        for c in m.list.visibleCells {
            #expect(c.titleLabel.text == m.rows[c.indexPath!.row] && c.frame.minY == Float(c.indexPath!.row) * 50)
            #expect(c.presentation.frame == c.frame && c.presentation.alpha == 1)
        }
        #expect(m.list.cellsCreated <= 20, "cells made: \(m.list.cellsCreated)")
        #expect(m.harness.runFrame() == false)
    }

    @Test func deleteFromTheRowsOwnTapAction() throws {
        let m = RowModel(count: 20)
        m.list.onSelect = { ip in
            m.rows.remove(at: ip.row)
            m.list.deleteRows(at: [ip], with: .automatic)
        }
        m.harness.tap(at: Point(x: 200, y: 125))
        m.harness.advance(by: 0.1)
        #expect(m.rows.contains("Room 2") == false)
        #expect(m.list.selectedIndexPath == nil)
        // Tapping the fading row again does nothing; the row now at its place is tappable.
        m.harness.tap(at: Point(x: 200, y: 125))
        m.settle()
        #expect(m.rows.count == 18 && !m.rows.contains("Room 3"))
        #expect(m.list.visibleCells.map { $0.titleLabel.text ?? "" } == Array(m.rows.prefix(6)))
    }

    @Test func thousandInsertsAtOnce() {
        let m = RowModel(count: 20)
        m.list.contentOffset = Point(x: 0, y: 200)
        m.harness.runFrame()
        let created = m.list.cellsCreated
        m.rows.insert(contentsOf: (0..<1000).map { "Inserted \($0)" }, at: 2)
        m.list.insertRows(at: (2..<1002).map { ListIndexPath(row: $0) }, with: .automatic)
        m.harness.advance(by: 0.15)
        #expect(m.list.cellsCreated <= created * 2 + 2, "cells made \(m.list.cellsCreated)")
        m.settle()
        #expect(m.list.contentSize.height == 1020 * 50)
        #expect(m.list.visibleCells.map { $0.titleLabel.text ?? "" } == (4..<11).map { "Inserted \($0 - 2)" }.prefix(m.list.visibleCells.count).map { $0 })
        #expect(m.list.subviews.compactMap { $0 as? ListCell }.count == m.list.visibleCells.count)
        #expect(m.harness.runFrame() == false)
    }

    @Test func updatesOffScreenOrBeforeTheFirstLayoutDoNotAnimate() {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        var rows = 5
        list.numberOfRows = { _ in rows }
        rows = 6
        list.insertRows(at: [ListIndexPath(row: 0)], with: .fade)
        rows = 4
        list.deleteRows(at: [ListIndexPath(row: 0), ListIndexPath(row: 1)], with: .automatic)
        list.layoutIfNeeded()
        #expect(list.contentSize.height == 4 * 44)
        #expect(list.numberOfDisappearingRows == 0)
    }
    @Test func swipeToDeleteAnimatesTheRowAway() throws {
        let m = RowModel(count: 20)
        m.list.trailingSwipeActions = { _ in
            [SwipeAction(title: "Delete") { ip in
                m.rows.remove(at: ip.row)
                m.list.deleteRows(at: [ip], with: .automatic)
            }]
        }
        m.harness.runFrame()
        let h = m.harness
        h.touchDown(at: Point(x: 350, y: 75))
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 350 - Float(i) * 10, y: 76)) }
        h.advance(by: 0.2)
        h.touchUp()
        h.tap(at: Point(x: 380, y: 75), hold: 0.2)
        #expect(m.rows.count == 19 && !m.rows.contains("Room 1"))
        h.advance(by: 0.1)
        #expect(m.list.numberOfDisappearingRows == 1)
        let slid = try #require(m.cell("Room 2"))
        #expect(slid.presentation.frame.minY > 50 && slid.presentation.frame.minY < 100)
        try h.render().writePNG(to: TestOutput.path("listanim/swipe-delete-mid.png"))
        m.settle()
        #expect(m.list.visibleCells.map { $0.titleLabel.text ?? "" } == Array(m.rows.prefix(6)))
        #expect(m.list.visibleCells.allSatisfy { $0.swipeOffset == 0 && $0.actionButtons.isEmpty })
        #expect(h.runFrame() == false)
    }
    @Test func newRowFactoryMidAnimationDropsTheFadingRows() {
        let m = RowModel(count: 20)
        m.rows.remove(at: 0)
        m.list.deleteRows(at: [ListIndexPath(row: 0)], with: .fade)
        m.harness.advance(by: 0.1)
        #expect(m.list.numberOfDisappearingRows == 1)
        m.list.makeRow = { _ in ListCell() }
        #expect(m.list.numberOfDisappearingRows == 0)
        m.settle()
        #expect(m.list.subviews.compactMap { $0 as? ListCell }.count == m.list.visibleCells.count)
        #expect(m.list.visibleCells.map { $0.titleLabel.text ?? "" } == Array(m.rows.prefix(6)))
    }
}
