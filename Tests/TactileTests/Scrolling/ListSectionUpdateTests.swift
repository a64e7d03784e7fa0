import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A list of titled sections of 50 pt rows (32 pt headers, not sticky) in a 400x300 harness.
@MainActor
final class SectionModel {
    var sections: [(title: String, rows: [String])]
    let list: ListView
    let harness: Harness

    init(_ sections: [(title: String, rows: [String])], size: Size = Size(width: 400, height: 300)) {
        self.sections = sections
        list = ListView(frame: Rect(origin: .zero, size: size))
        list.rowHeight = 50
        list.stickyHeaders = false
        harness = Harness(subviews: [list], size: size)
        list.numberOfSections = { [unowned self] in self.sections.count }
        list.numberOfRows = { [unowned self] s in self.sections.indices.contains(s) ? self.sections[s].rows.count : 0 }
        list.titleForHeader = { [unowned self] s in self.sections.indices.contains(s) ? self.sections[s].title : nil }
        list.configureRow = { [unowned self] cell, ip in
            let ok = self.sections.indices.contains(ip.section) && self.sections[ip.section].rows.indices.contains(ip.row)
            cell.titleLabel.text = ok ? self.sections[ip.section].rows[ip.row] : "?"
        }
        harness.runFrame()
    }

    static func make(_ counts: [Int]) -> SectionModel {
        SectionModel(counts.enumerated().map { s, n in (title: "S\(s)", rows: (0..<n).map { "S\(s) R\($0)" }) })
    }

    func cell(_ title: String) -> ListCell? { list.visibleCells.first { $0.titleLabel.text == title } }

    /// Rows and headers on screen, top to bottom: title, model frame, drawn frame, alpha.
    var shown: [String] {
        let rows = list.visibleCells.map { c in
            (c.frame.minY, "\(c.indexPath.map(\.description) ?? "-") \(c.titleLabel.text ?? "") \(c.frame) \(c.presentation.frame) \(c.presentation.alpha)")
        }
        let headers = list.headerViews.values.map { h in
            (h.frame.minY, "header \(h.section) \(h.titleLabel.text ?? "") \(h.frame) \(h.presentation.alpha)")
        }
        return (rows + headers).sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }.map(\.1)
    }

    @discardableResult
    func settle() -> Double { TactileTests.settle(list, in: harness) }
}

/// `insertSections`, `deleteSections`, `reloadSections`: whole sections come and go with
/// their headers while the sections around slide, as UITableView's.
@MainActor
@Suite struct ListSectionUpdateTests {
    @Test func deletedSectionFadesAndTheNextSlidesUp() throws {
        let m = SectionModel.make([1, 2, 2])
        // S0 header 0…32, row 32…82; S1 header 82…114, rows 114…214; S2 header 214…246, row 246…296.
        let next = try #require(m.cell("S2 R0"))
        #expect(next.frame.minY == 246)
        let gone = try #require(m.cell("S1 R0"))
        m.sections.remove(at: 1)
        let lines = capturingDiagnostics { m.list.deleteSections([1], with: .fade) }
        #expect(lines.isEmpty, "\(lines)")
        #expect(next.indexPath == ListIndexPath(row: 0, section: 1))
        #expect(next.frame.minY == 114, "the model is final at once")
        m.harness.runFrame()
        m.harness.advance(by: 0.15)
        let y = next.presentation.frame.minY
        #expect(y > 120 && y < 240, "mid-slide y \(y)")
        #expect(gone.indexPath == nil && gone.presentation.alpha < 0.95, "the deleted section's row fades")
        #expect(m.list.headerViews[1]?.titleLabel.text == "S2", "S2's header is now section 1's")
        try m.harness.render().writePNG(to: TestOutput.path("listanim/delete-section-mid.png"))
        m.settle()
        #expect(next.presentation.frame.minY == 114)
        let plain = SectionModel(m.sections)
        plain.settle()
        #expect(m.shown == plain.shown)
    }

    @Test func insertedSectionFadesInAndPushesTheRestDown() throws {
        let m = SectionModel.make([1, 2])
        let below = try #require(m.cell("S1 R0"))
        m.sections.insert((title: "New", rows: ["N0", "N1"]), at: 1)
        m.list.insertSections([1], with: .fade)
        #expect(below.indexPath == ListIndexPath(row: 0, section: 2))
        m.harness.runFrame()
        m.harness.advance(by: 0.15)
        let new = try #require(m.cell("N0"))
        #expect(new.presentation.alpha > 0.05 && new.presentation.alpha < 0.95, "alpha \(new.presentation.alpha)")
        let header = try #require(m.list.headerViews[1])
        #expect(header.titleLabel.text == "New" && header.presentation.alpha < 0.95)
        try m.harness.render().writePNG(to: TestOutput.path("listanim/insert-section-mid.png"))
        m.settle()
        let plain = SectionModel(m.sections)
        plain.settle()
        #expect(m.shown == plain.shown)
    }

    @Test func reloadedSectionShowsTheNewRowsAndTitle() {
        let m = SectionModel.make([2, 2])
        m.sections[0] = (title: "Renamed", rows: ["A", "B", "C"])
        m.list.reloadSections([0], with: .fade)
        m.settle()
        let plain = SectionModel(m.sections)
        plain.settle()
        #expect(m.shown == plain.shown)
        #expect(m.list.headerViews[0]?.titleLabel.text == "Renamed")
    }

    /// Seeded: batches of section deletes/inserts/reloads with row deletes and inserts in the
    /// surviving sections end exactly where a plain reload puts every row and header.
    @Test func batchedSectionAndRowUpdatesEndWhereAReloadPutsThem() {
        var rng = SeededGenerator(seed: 77)
        for round in 0..<30 {
            let counts = (0..<(1 + rng.below(4))).map { _ in rng.below(4) }
            let animated = SectionModel.make(counts)
            let offset = Float(rng.below(200))
            animated.list.contentOffset = Point(x: 0, y: offset)
            animated.harness.runFrame()
            var data = animated.sections
            // Whole sections deleted (old indices).
            var deletedSections: Set<Int> = []
            for _ in 0..<rng.below(2) where !counts.isEmpty { deletedSections.insert(rng.below(counts.count)) }
            // Rows deleted in surviving sections (old index paths).
            var deletedRows: [ListIndexPath] = []
            for s in counts.indices where !deletedSections.contains(s) && counts[s] > 0 && rng.below(2) == 0 {
                deletedRows.append(ListIndexPath(row: rng.below(counts[s]), section: s))
            }
            var survivors: [(title: String, rows: [String])] = []
            for s in data.indices where !deletedSections.contains(s) {
                var rows = data[s].rows
                for ip in deletedRows where ip.section == s { rows.remove(at: ip.row) }
                survivors.append((title: data[s].title, rows: rows))
            }
            // Sections inserted (new indices) and rows inserted in surviving ones (new index paths).
            var insertedSections: [Int] = []
            for k in 0..<rng.below(2) {
                let at = rng.below(survivors.count + 1)
                survivors.insert((title: "New \(round).\(k)", rows: (0..<rng.below(3)).map { "N\(round).\(k).\($0)" }), at: at)
                insertedSections = insertedSections.map { $0 >= at ? $0 + 1 : $0 } + [at]
            }
            var insertedRows: [ListIndexPath] = []
            for s in survivors.indices where !insertedSections.contains(s) && rng.below(2) == 0 {
                let r = rng.below(survivors[s].rows.count + 1)
                survivors[s].rows.insert("Ins \(round).\(s)", at: r)
                insertedRows.append(ListIndexPath(row: r, section: s))
            }
            data = survivors
            let anims: [RowAnimation] = [.none, .fade, .automatic]
            let lines = capturingDiagnostics {
                animated.list.performBatchUpdates {
                    animated.sections = data
                    animated.list.deleteSections(Array(deletedSections), with: anims[round % 3])
                    animated.list.insertSections(insertedSections, with: anims[(round + 1) % 3])
                    animated.list.deleteRows(at: deletedRows, with: .fade)
                    animated.list.insertRows(at: insertedRows, with: .automatic)
                }
            }
            #expect(lines.isEmpty, "round \(round): \(lines)")
            animated.harness.advance(by: 0.1)
            animated.settle()
            let plain = SectionModel(data)
            plain.list.contentOffset = animated.list.contentOffset
            plain.settle()
            #expect(animated.shown == plain.shown,
                    "round \(round): counts \(counts) deleted sections \(deletedSections.sorted()) rows \(deletedRows) inserted sections \(insertedSections) rows \(insertedRows)")
            #expect(animated.list.subviews.compactMap { $0 as? ListCell }.count == animated.list.visibleCells.count)
            #expect(animated.list.subviews.compactMap { $0 as? ListHeaderView }.count == animated.list.headerViews.count)
        }
    }

    @Test func sectionUpdatesThatDoNotMatchTheDataReportAndReload() {
        let m = SectionModel.make([2, 2])
        var lines = capturingDiagnostics { m.list.deleteSections([0], with: .fade) }  // the data still has 2
        #expect(lines.count == 1 && lines.first?.contains("deleteSections") == true, "\(lines)")
        m.harness.advance(by: 0.1)
        lines = capturingDiagnostics { m.list.insertSections([-1, Int.max], with: .automatic) }
        #expect(lines.count == 1, "\(lines)")
        m.harness.advance(by: 0.1)
        m.sections.remove(at: 1)
        lines = capturingDiagnostics {
            m.list.performBatchUpdates {
                m.list.deleteSections([1], with: .fade)
                m.list.deleteRows(at: [ListIndexPath(row: 0, section: 1)], with: .fade)
            }
        }
        #expect(lines.count == 1 && lines.first?.contains("section is deleted") == true, "\(lines)")
        m.settle()
        let plain = SectionModel(m.sections)
        plain.settle()
        #expect(m.shown == plain.shown)
    }

    @Test func sectionDeletedFromItsOwnRowsTap() throws {
        let m = SectionModel.make([1, 1, 3])
        m.list.onSelect = { ip in
            m.sections.remove(at: ip.section)
            m.list.deleteSections([ip.section], with: .automatic)
        }
        m.harness.tap(at: Point(x: 100, y: 100))  // S1 R0 (82+32 = 114? no: S1's header 82…114, row 114…164)
        m.harness.tap(at: Point(x: 100, y: 130))
        m.settle()
        let plain = SectionModel(m.sections)
        plain.settle()
        #expect(m.shown == plain.shown)
        #expect(m.list.subviews.compactMap { $0 as? ListCell }.count == m.list.visibleCells.count)
    }
}
