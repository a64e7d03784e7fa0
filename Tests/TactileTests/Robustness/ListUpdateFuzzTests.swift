import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issues random, consistent row and section updates (data changed first, then the matching
/// `ListView` call) on a ``SectionModel``, from wherever it is asked: inside callbacks, every
/// frame of a running update, during a fling.
@MainActor
final class ListUpdateFuzzer {
    var rng: SeededGenerator
    let m: SectionModel
    var serial = 0
    /// Applied to the plain twin too (a data-source change the test makes to both lists).
    var setUp: ((SectionModel) -> Void)?
    /// Updates still allowed from inside callbacks (so a callback that updates does not loop forever).
    var budget = 0

    init(seed: UInt64, counts: [Int]) {
        rng = SeededGenerator(seed: seed)
        m = SectionModel.make(counts)
    }

    var list: ListView { m.list }

    /// One random update, consistent with the data (or nothing when there is nothing to do).
    func randomUpdate() {
        serial += 1
        let anims: [RowAnimation] = [.none, .fade, .automatic]
        let a = anims[rng.below(3)]
        let nonEmpty = m.sections.indices.filter { !m.sections[$0].rows.isEmpty }
        switch rng.below(7) {
        case 0 where !m.sections.isEmpty:  // insert a row
            let s = rng.below(m.sections.count)
            let r = rng.below(m.sections[s].rows.count + 1)
            m.sections[s].rows.insert("I\(serial)", at: r)
            list.insertRows(at: [ListIndexPath(row: r, section: s)], with: a)
        case 1 where !nonEmpty.isEmpty:  // delete a row
            let s = nonEmpty[rng.below(nonEmpty.count)]
            let r = rng.below(m.sections[s].rows.count)
            m.sections[s].rows.remove(at: r)
            list.deleteRows(at: [ListIndexPath(row: r, section: s)], with: a)
        case 2 where !nonEmpty.isEmpty:  // reload a row
            let s = nonEmpty[rng.below(nonEmpty.count)]
            let r = rng.below(m.sections[s].rows.count)
            m.sections[s].rows[r] = "R\(serial)"
            list.reloadRows(at: [ListIndexPath(row: r, section: s)], with: a)
        case 3 where !nonEmpty.isEmpty:  // move a row, maybe to another section
            let s = nonEmpty[rng.below(nonEmpty.count)]
            let r = rng.below(m.sections[s].rows.count)
            let row = m.sections[s].rows.remove(at: r)
            let t = rng.below(m.sections.count)
            let to = rng.below(m.sections[t].rows.count + 1)
            m.sections[t].rows.insert(row, at: to)
            list.moveRow(at: ListIndexPath(row: r, section: s), to: ListIndexPath(row: to, section: t))
        case 4:  // insert a section
            let s = rng.below(m.sections.count + 1)
            m.sections.insert((title: "NS\(serial)", rows: (0..<rng.below(4)).map { "N\(serial).\($0)" }), at: s)
            list.insertSections([s], with: a)
        case 5 where !m.sections.isEmpty:  // delete a section
            let s = rng.below(m.sections.count)
            m.sections.remove(at: s)
            list.deleteSections([s], with: a)
        case 6 where !m.sections.isEmpty:  // reload a section
            let s = rng.below(m.sections.count)
            m.sections[s] = (title: "RS\(serial)", rows: (0..<rng.below(4)).map { "RS\(serial).\($0)" })
            list.reloadSections([s], with: a)
        default:
            break
        }
    }

    /// Sets the offset, kept within the content (past it, a list's offset is left as set, as
    /// UIKit's, and the plain twin would not start there).
    func scrollWithinContent(_ y: Float) {
        list.contentOffset = Point(x: 0, y: min(y, max(0, list.contentSize.height - list.bounds.height)))
    }

    /// From a callback: an update while the budget lasts.
    func updateFromCallback(_ p: Double) {
        guard budget > 0, rng.chance(p) else { return }
        budget -= 1
        randomUpdate()
    }

    /// Settles, then checks that no cell or header is orphaned and that the list shows what a
    /// plain reload of the same data shows.
    func check(_ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        m.settle()
        m.harness.runFrame()
        let cells = list.subviews.compactMap { $0 as? ListCell }
        let headers = list.subviews.compactMap { $0 as? ListHeaderView }
        #expect(cells.count == list.visibleCells.count, "\(note): \(cells.count) cells in the list, \(list.visibleCells.count) visible",
                sourceLocation: sourceLocation)
        #expect(headers.count == list.headerViews.count, "\(note): \(headers.count) headers in the list, \(list.headerViews.count) known",
                sourceLocation: sourceLocation)
        #expect(list.numberOfDisappearingRows == 0, "\(note)", sourceLocation: sourceLocation)
        let plain = SectionModel(m.sections)
        setUp?(plain)
        plain.list.contentOffset = list.contentOffset
        plain.settle()
        #expect(m.shown == plain.shown,
                "\(note): offset \(list.contentOffset) vs \(plain.list.contentOffset), content \(list.contentSize) vs \(plain.list.contentSize), counts \(list.rowCounts) vs \(plain.list.rowCounts), needs layout \(list.needsLayout)",
                sourceLocation: sourceLocation)
    }
}

/// Adversarial, seeded: row and section updates (moves, section inserts, deletes, reloads)
/// issued from inside the list's own callbacks, every frame of a running update, during a
/// fling, with the list leaving its window, and with absurd counts. Nothing traps; every cell
/// and header is accounted for; the list ends where a plain reload puts it.
@MainActor
@Suite struct ListUpdateFuzzTests {
    /// Seed 13 first among the default three: of a mutant that skipped the reload after an
    /// update deferred from `configureRow`, only seed 13 of the eight found it.
    nonisolated static let seeds: [UInt64] = FuzzScale.seeds([1, 13, 2, 3, 5, 8, 21, 34], default: 3)

    @Test(arguments: seeds) func updateEveryFrameOfARunningUpdate(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [3, 5, 0, 4])
        for step in 0..<60 {
            let lines = capturingDiagnostics {
                f.randomUpdate()
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(3)))
            }
            #expect(lines.isEmpty, "seed \(seed) step \(step): \(lines)")
        }
        f.check("seed \(seed)")
    }

    @Test(arguments: seeds) func updatesWhileFlicking(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [10, 10, 10, 10])
        for round in 0..<4 {
            f.m.harness.drag(from: Point(x: 200, y: 280), to: Point(x: 200, y: 20), duration: 0.1)
            for _ in 0..<20 {
                _ = capturingDiagnostics { f.randomUpdate() }
                f.m.harness.advance(by: f.m.harness.frameInterval)
            }
            f.m.harness.drag(from: Point(x: 200, y: 20), to: Point(x: 200, y: 250), duration: 0.08)
            for _ in 0..<10 {
                _ = capturingDiagnostics { f.randomUpdate() }
                f.m.harness.advance(by: f.m.harness.frameInterval)
            }
            _ = round
        }
        // The flick may still be moving; let it stop before comparing.
        advance(f.m.harness, until: { !f.list.isDecelerating && !f.list.isDragging })
        f.check("seed \(seed)")
    }

    @Test(arguments: seeds) func updatesFromSelectCompletionAndSwipe(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [4, 4, 4])
        f.list.onSelect = { [unowned f] _ in
            f.budget = 3
            f.updateFromCallback(1)
            f.updateFromCallback(0.5)
        }
        f.list.trailingSwipeActions = { [unowned f] _ in
            [SwipeAction(title: "Go") { _ in
                f.budget = 2
                f.updateFromCallback(1)
            }]
        }
        for step in 0..<40 {
            _ = capturingDiagnostics {
                switch f.rng.below(4) {
                case 0:
                    f.m.harness.tap(at: Point(x: 100, y: Float(10 + f.rng.below(280))))
                case 1:
                    let y = Float(10 + f.rng.below(280))
                    f.m.harness.drag(from: Point(x: 380, y: y), to: Point(x: 10, y: y), duration: 0.1)
                case 2:
                    // An update whose completion issues another, which completes into another.
                    f.budget = 3
                    f.list.performBatchUpdates({ f.randomUpdate() }, completion: { [unowned f] _ in
                        f.updateFromCallback(1)
                    })
                default:
                    f.randomUpdate()
                }
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(20)))
            }
            _ = step
        }
        f.check("seed \(seed)")
    }

    /// `configureRow` is called while the list lays out its rows; an update from there changes
    /// the rows under the layout's feet.
    @Test(arguments: seeds) func updatesFromConfigureRow(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [3, 6, 2])
        let base = f.list.configureRow
        f.list.configureRow = { [unowned f] cell, ip in
            base?(cell, ip)
            f.updateFromCallback(0.3)
        }
        for step in 0..<30 {
            f.budget = 2
            _ = capturingDiagnostics {
                f.randomUpdate()
                if f.rng.chance(0.3) { f.scrollWithinContent(Float(f.rng.below(400))) }
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(10)))
            }
            _ = step
        }
        f.budget = 0
        f.check("seed \(seed)")
    }

    /// Self-sizing rows are measured (with `configureRow`) while the geometry is rebuilt, and
    /// sticky headers move every frame: updates from `configureRow` then, and reloads from
    /// completions, mixed with scrolling.
    @Test(arguments: seeds) func updatesFromConfigureRowWithSelfSizingRowsAndStickyHeaders(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [5, 5, 5])
        f.list.stickyHeaders = true
        f.list.rowHeight = ListView.automaticDimension
        var batches = 0, completed = 0
        let base = f.list.configureRow
        f.list.configureRow = { [unowned f] cell, ip in
            base?(cell, ip)
            cell.titleLabel.numberOfLines = 0
            f.updateFromCallback(0.2)
        }
        for step in 0..<30 {
            f.budget = 2
            _ = capturingDiagnostics {
                switch f.rng.below(4) {
                case 0:
                    batches += 1
                    f.list.performBatchUpdates({ f.randomUpdate() }, completion: { [unowned f] _ in
                        completed += 1
                        f.list.reloadData()
                        f.updateFromCallback(1)
                    })
                case 1:
                    f.m.harness.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), duration: 0.1)
                case 2:
                    f.list.scrollToRow(at: ListIndexPath(row: f.rng.below(3), section: f.rng.below(3)), animated: f.rng.chance(0.5))
                    f.randomUpdate()
                default:
                    f.randomUpdate()
                    _ = f.list.indexPathForRow(at: Point(x: 10, y: Float(f.rng.below(300))))
                }
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(10)))
            }
            _ = step
        }
        f.budget = 0
        advance(f.m.harness, until: { !f.list.isDecelerating && !f.list.isDragging })
        f.m.settle()
        let cells = f.list.subviews.compactMap { $0 as? ListCell }
        let headers = f.list.subviews.compactMap { $0 as? ListHeaderView }
        #expect(cells.count == f.list.visibleCells.count, "seed \(seed)")
        #expect(headers.count == f.list.headerViews.count, "seed \(seed)")
        #expect(completed == batches, "seed \(seed): \(batches) batches, \(completed) completions called")
        // The rows shown are the data's, in order.
        let shown = f.list.visibleCells.compactMap { c in c.indexPath.map { (ip: $0, title: c.titleLabel.text ?? "") } }
        for (ip, title) in shown {
            #expect(f.m.sections.indices.contains(ip.section) && f.m.sections[ip.section].rows.indices.contains(ip.row)
                    && f.m.sections[ip.section].rows[ip.row] == title, "seed \(seed): \(ip) shows \(title)")
        }
    }

    /// Sections without a title (no header) among titled ones, sticky headers, rows of
    /// different heights: random updates every few frames end where a plain reload puts them.
    @Test(arguments: seeds) func headerlessSectionsStickyHeadersAndMixedHeights(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [2, 6, 1, 5, 3])
        f.setUp = { m in
            m.list.stickyHeaders = true
            m.list.titleForHeader = { [unowned m] s in
                guard m.sections.indices.contains(s) else { return nil }
                let t = m.sections[s].title
                return t.count % 2 == 0 ? nil : t
            }
            m.list.heightForRow = { [unowned m] ip in
                guard m.sections.indices.contains(ip.section), m.sections[ip.section].rows.indices.contains(ip.row) else { return 44 }
                return Float(30 + m.sections[ip.section].rows[ip.row].count * 7 % 50)
            }
        }
        f.setUp?(f.m)
        f.m.harness.runFrame()
        for step in 0..<50 {
            let lines = capturingDiagnostics {
                f.randomUpdate()
                if f.rng.chance(0.3) { f.scrollWithinContent(Float(f.rng.below(300))) }
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(8)))
            }
            #expect(lines.isEmpty, "seed \(seed) step \(step): \(lines)")
        }
        f.check("seed \(seed)")
    }

    /// Rows deleted at the end while the list scrolls there (animated scroll, flick): the
    /// list must not come to rest past its content, showing blank space.
    @Test(arguments: [0, 1, 2]) func rowsDeletedUnderAScrollToTheEnd(how: Int) {
        let m = SectionModel.make([20])
        switch how {
        case 0: m.list.scrollToRow(at: ListIndexPath(row: 19, section: 0), animated: true)
        case 1: m.harness.drag(from: Point(x: 200, y: 280), to: Point(x: 200, y: 30), duration: 0.08)
        default: m.list.setContentOffset(Point(x: 0, y: m.list.contentSize.height - 300), animated: true)
        }
        m.harness.advance(by: 0.1)
        m.sections[0].rows.removeLast(12)
        m.list.deleteRows(at: (8..<20).map { ListIndexPath(row: $0, section: 0) }, with: .fade)
        m.harness.advance(by: 0.05)
        advance(m.harness, until: { !m.list.isDecelerating && !m.list.isDragging }, limit: 5)
        m.harness.advance(by: 2)
        let maxOffset = max(0, m.list.contentSize.height - m.list.bounds.height)
        #expect(m.list.contentOffset.y <= maxOffset + 0.5, "case \(how): at rest at \(m.list.contentOffset.y), content ends at \(maxOffset)")
    }

    @Test(arguments: seeds) func listLeavesItsWindowInsideCallbacks(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [4, 4])
        let container = f.list.superview
        var completions: [Bool] = []
        var batches = 0
        f.list.onSelect = { [unowned f] _ in
            f.randomUpdate()
            f.list.removeFromSuperview()
        }
        for step in 0..<20 {
            _ = capturingDiagnostics {
                if f.list.superview == nil { container?.addSubview(f.list) }
                f.m.harness.runFrame()
                switch f.rng.below(3) {
                case 0:
                    f.m.harness.tap(at: Point(x: 100, y: Float(40 + f.rng.below(200))))
                case 1:
                    batches += 1
                    f.list.performBatchUpdates({ f.randomUpdate() }, completion: { [unowned f] in
                        completions.append($0)
                        f.list.removeFromSuperview()
                        f.randomUpdate()
                    })
                default:
                    f.randomUpdate()
                    f.m.harness.advance(by: 0.05)
                    f.list.removeFromSuperview()
                    f.randomUpdate()
                }
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(30)))
            }
            _ = step
        }
        if f.list.superview == nil { container?.addSubview(f.list) }
        f.m.harness.runFrame()
        f.check("seed \(seed)")
        #expect(completions.count == batches, "seed \(seed): \(batches) batches, \(completions.count) completions called")
    }

    /// App code that misbehaves with cells: a factory that hands out one shared cell, a
    /// `configureRow` that removes its cell from the list or hides it in another view, during
    /// random updates and scrolling. No trap; with a sane factory again, the list recovers.
    @Test(arguments: [UInt64(41), 42, 43]) func misbehavingFactoryAndConfigure(seed: UInt64) {
        let f = ListUpdateFuzzer(seed: seed, counts: [6, 6])
        let shared = ListCell()
        let elsewhere = View()
        f.m.harness.window.rootView?.addSubview(elsewhere)
        let base = f.list.configureRow
        f.list.makeRow = { _ in shared }
        f.list.configureRow = { [unowned f] cell, ip in
            base?(cell, ip)
            switch f.rng.below(6) {
            case 0: cell.removeFromSuperview()
            case 1: elsewhere.addSubview(cell)
            default: break
            }
        }
        for _ in 0..<30 {
            _ = capturingDiagnostics {
                f.randomUpdate()
                if f.rng.chance(0.3) { f.scrollWithinContent(Float(f.rng.below(300))) }
                if f.rng.chance(0.2) { f.m.harness.tap(at: Point(x: 100, y: Float(f.rng.below(290)))) }
                f.m.harness.advance(by: f.m.harness.frameInterval * Double(1 + f.rng.below(6)))
            }
        }
        // Sane again: a fresh factory and a plain configure.
        f.list.makeRow = { _ in ListCell() }
        f.list.configureRow = base
        f.check("seed \(seed)")
    }

    /// A list that leaves its window mid-update (and is then released) calls the batch's
    /// completion once, with `false` as documented, and leaves nothing behind.
    @Test func listReleasedMidUpdateCompletesOnceUnfinished() {
        var results: [Bool] = []
        weak var weakList: ListView?
        let h: Harness
        do {
            let m = SectionModel.make([5, 5])
            h = m.harness
            weakList = m.list
            m.sections[0].rows.removeFirst(2)
            m.list.performBatchUpdates({
                m.list.deleteRows(at: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { results.append($0) })
            m.harness.advance(by: 0.1)
            m.list.removeFromSuperview()
        }
        h.advance(by: 1)
        #expect(results == [false], "completion results \(results)")
        #expect(weakList == nil, "the list is released")
    }

    /// Negative and absurd counts are clamped; an update against them is reported, not a trap.
    @Test func absurdCountsDoNotTrap() {
        let m = SectionModel.make([3, 3])
        let values = [-1, -1_000_000, Int.min, Int.max, 1 << 40, 0]
        var rng = SeededGenerator(seed: 99)
        for step in 0..<12 {
            let s = values[rng.below(values.count)], r = values[rng.below(values.count)]
            // Sections are kept small enough to lay out; rows may be absurd.
            m.list.numberOfSections = { s < 0 ? s : min(s, 3) }
            m.list.numberOfRows = { _ in r }
            _ = capturingDiagnostics {
                m.harness.runFrame()
                m.list.contentOffset = Point(x: 0, y: Float(rng.below(100_000)))
                m.harness.runFrame()
                m.list.insertRows(at: [ListIndexPath(row: 0, section: 0)], with: .fade)
                m.list.deleteSections([0], with: .automatic)
                m.list.moveRow(at: ListIndexPath(row: Int.max, section: 0), to: ListIndexPath(row: -1, section: Int.min))
                m.list.reloadSections([Int.max, -1], with: .fade)
                m.harness.advance(by: 0.5)
            }
            #expect(m.list.subviews.compactMap { $0 as? ListCell }.count == m.list.visibleCells.count, "step \(step)")
        }
    }

    /// An absurd number of sections (clamped to ten million, each asked for its rows and
    /// title) must not make a frame take seconds: a kiosk would freeze. Prints the time of a
    /// frame after a scroll; the assertion is on the number of data-source calls per scroll.
    @Test func absurdSectionCountDoesNotAskEverySectionEachScroll() {
        let m = SectionModel.make([1])
        var calls = 0
        m.list.numberOfSections = { Int.max }
        m.list.numberOfRows = { _ in calls += 1; return 1 }
        m.list.titleForHeader = nil
        m.harness.runFrame()
        calls = 0
        m.list.contentOffset = Point(x: 0, y: 500)
        let start = ContinuousClock.now
        m.harness.runFrame()
        print("absurd section count: \(calls) numberOfRows calls for one scrolled frame, \(ContinuousClock.now - start) (loaded machine)")
        #expect(calls < 1000, "\(calls) numberOfRows calls for one scrolled frame")
    }

    /// More rows in all than the list holds (ten million): the rows past the cap are not
    /// shown, and the list must not re-read every count and reconfigure every row each frame.
    @Test func rowsPastTheCapDoNotReloadEveryFrame() {
        let m = SectionModel.make([3, 3])
        var configured = 0
        m.list.numberOfSections = { 2 }
        m.list.numberOfRows = { _ in Int.max }
        m.list.configureRow = { _, _ in configured += 1 }
        m.harness.runFrame()
        configured = 0
        // A small scroll within the first section: only the row that comes into view is configured.
        m.list.contentOffset = Point(x: 0, y: 10)
        m.harness.runFrame()
        m.list.contentOffset = Point(x: 0, y: 20)
        m.harness.runFrame()
        #expect(configured <= 2, "\(configured) rows configured for two small scrolls")
    }
}
