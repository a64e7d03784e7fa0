import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `moveRow(at:to:)`: the moved row's cell slides to its new place with its content, the rows
/// between make room, and a move inside a batch counts as a delete plus an insert.
@MainActor
@Suite struct ListMoveRowTests {
    @Test func movedRowSlidesDownAndTheRowsBetweenMoveUp() throws {
        let m = RowModel(count: 20)
        let moved = try #require(m.cell("Room 1"))
        let between = try #require(m.cell("Room 3"))
        let created = m.list.cellsCreated
        let row = m.rows.remove(at: 1)
        m.rows.insert(row, at: 4)
        let lines = capturingDiagnostics { m.list.moveRow(at: ListIndexPath(row: 1), to: ListIndexPath(row: 4)) }
        #expect(lines.isEmpty, "\(lines)")
        // The model is final at once; the same cells show the rows.
        #expect(moved.indexPath == ListIndexPath(row: 4))
        #expect(moved.frame.minY == 200)
        #expect(between.indexPath == ListIndexPath(row: 2) && between.frame.minY == 100)
        m.harness.runFrame()
        m.harness.advance(by: 0.15)
        let movedY = moved.presentation.frame.minY, betweenY = between.presentation.frame.minY
        #expect(movedY > 60 && movedY < 190, "mid-slide y of the moved row \(movedY)")
        #expect(betweenY > 105 && betweenY < 145, "mid-slide y of a row between \(betweenY)")
        #expect(moved.presentation.alpha == 1, "a moved row does not fade")
        #expect(m.list.numberOfDisappearingRows == 0)
        try m.harness.render().writePNG(to: TestOutput.path("listanim/move-mid.png"))
        m.settle()
        #expect(moved.presentation.frame.minY == 200 && moved.titleLabel.text == "Room 1")
        #expect(m.list.cellsCreated == created, "no cell made for a move on screen")
        #expect(m.list.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.titleLabel.text ?? "" }
                == Array(m.rows.prefix(6)))
    }

    @Test func rowMovedFromOffScreenSlidesIn() throws {
        let m = RowModel(count: 30)
        let row = m.rows.remove(at: 20)
        m.rows.insert(row, at: 0)
        m.list.moveRow(at: ListIndexPath(row: 20), to: ListIndexPath(row: 0))
        m.harness.runFrame()
        let cell = try #require(m.cell("Room 20"))
        #expect(cell.frame.minY == 0)
        m.harness.advance(by: 0.15)
        #expect(cell.presentation.frame.minY > 0, "it slides in from below, y \(cell.presentation.frame.minY)")
        m.settle()
        #expect(cell.presentation.frame.minY == 0)
        #expect(m.list.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.titleLabel.text ?? "" }
                == Array(m.rows.prefix(6)))
    }

    @Test func selectionFollowsTheMovedRow() {
        let m = RowModel(count: 10)
        m.list.selectedIndexPath = ListIndexPath(row: 2)
        let row = m.rows.remove(at: 2)
        m.rows.insert(row, at: 7)
        m.list.moveRow(at: ListIndexPath(row: 2), to: ListIndexPath(row: 7))
        #expect(m.list.selectedIndexPath == ListIndexPath(row: 7))
    }

    /// Seeded: batches of deletes, inserts and moves end exactly where a plain reload puts
    /// every row, whatever the scroll position.
    @Test func batchedMovesEndWhereAReloadPutsThem() {
        var rng = SeededGenerator(seed: 41)
        for round in 0..<25 {
            let animated = RowModel(count: 30), plain = RowModel(count: 30)
            let offset = Float(rng.below(600))
            for x in [animated, plain] {
                x.list.contentOffset = Point(x: 0, y: offset)
                x.harness.runFrame()
            }
            // Old positions of the rows deleted and moved; the survivors in order.
            var items = animated.rows.enumerated().map { (old: $0.offset, title: $0.element) }
            var deleted: Set<Int> = []
            for _ in 0..<rng.below(3) { deleted.insert(rng.below(30)) }
            items.removeAll { deleted.contains($0.old) }
            var movedOld: [Int] = []
            for _ in 0..<(1 + rng.below(3)) where !items.isEmpty {
                let i = rng.below(items.count)
                guard !movedOld.contains(items[i].old) else { continue }
                let item = items.remove(at: i)
                items.insert(item, at: rng.below(items.count + 1))
                movedOld.append(item.old)
            }
            var inserted: [Int] = []
            for k in 0..<rng.below(3) {
                let r = rng.below(items.count + 1)
                items.insert((old: -1, title: "New \(round).\(k)"), at: r)
            }
            for (i, item) in items.enumerated() where item.old < 0 { inserted.append(i) }
            let moves = movedOld.map { old in (old, items.firstIndex { $0.old == old }!) }
            let rows = items.map(\.title)
            animated.list.performBatchUpdates {
                animated.rows = rows
                animated.list.deleteRows(at: deleted.map { ListIndexPath(row: $0) }, with: .fade)
                animated.list.insertRows(at: inserted.map { ListIndexPath(row: $0) }, with: .automatic)
                for (from, to) in moves { animated.list.moveRow(at: ListIndexPath(row: from), to: ListIndexPath(row: to)) }
            }
            plain.rows = rows
            plain.list.reloadData()
            animated.harness.advance(by: 0.1)
            animated.settle()
            plain.settle()
            #expect(animated.shown == plain.shown, "round \(round): deleted \(deleted.sorted()) moves \(moves) inserted \(inserted)")
            #expect(animated.list.subviews.compactMap { $0 as? ListCell }.count == animated.list.visibleCells.count)
        }
    }

    @Test func movesThatDoNotMatchTheDataReportAndReload() {
        let m = RowModel(count: 10)
        var lines = capturingDiagnostics { m.list.moveRow(at: ListIndexPath(row: 12), to: ListIndexPath(row: 0)) }
        #expect(lines.count == 1 && lines.first?.contains("moveRow") == true && lines.first?.contains("cannot move row") == true,
                "\(lines)")
        m.harness.advance(by: 0.1)
        lines = capturingDiagnostics {
            m.list.performBatchUpdates {
                m.list.moveRow(at: ListIndexPath(row: 1), to: ListIndexPath(row: 3))
                m.list.moveRow(at: ListIndexPath(row: 2), to: ListIndexPath(row: 3))
            }
        }
        #expect(lines.count == 1 && lines.first?.contains("same place") == true, "\(lines)")
        m.harness.advance(by: 0.1)
        lines = capturingDiagnostics {
            m.list.moveRow(at: ListIndexPath(row: Int.min, section: -1), to: ListIndexPath(row: Int.max, section: Int.max))
        }
        #expect(lines.count == 1, "\(lines)")
        m.harness.advance(by: 0.5)
        #expect(m.list.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.titleLabel.text ?? "" }
                == Array(m.rows.prefix(6)))
    }

    @Test func rowMovesItselfFromItsOwnTap() throws {
        let m = RowModel(count: 10)
        m.list.onSelect = { ip in
            let row = m.rows.remove(at: ip.row)
            m.rows.append(row)
            m.list.moveRow(at: ip, to: ListIndexPath(row: m.rows.count - 1))
        }
        m.harness.tap(at: Point(x: 100, y: 25))
        m.settle()
        #expect(m.rows.last == "Room 0")
        #expect(m.list.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.titleLabel.text ?? "" }
                == Array(m.rows.prefix(6)))
        #expect(m.list.subviews.compactMap { $0 as? ListCell }.count == m.list.visibleCells.count)
    }
}
