import Testing
@testable import Tactile
@testable import TactileCore
import TactileTesting

/// Auto Layout at scale: tens of thousands of constraints activated, deactivated in order,
/// and removed with their views. Before ConstraintList, each deactivation shifted and
/// re-indexed the engine's array and scanned the view's list: 16,000 constraints took 48 s
/// to deactivate half of and 22 s to remove with their views (debug build). The work is
/// counted here (slots moved), never timed; the times are printed.
@MainActor
@Suite struct LayoutScaleTests {
    /// `count` views, each with four constraints to the root (which so holds them all).
    func pinnedViews(_ count: Int) -> (Harness, View, [View], [LayoutConstraint]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        var views: [View] = [], cs: [LayoutConstraint] = []
        for i in 0..<count {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views.append(v)
            cs += [v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Float(i % 50)),
                   v.topAnchor.constraint(equalTo: root.topAnchor, constant: Float(i % 30)),
                   v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 12)]
        }
        return (h, root, views, cs)
    }

    @Test func deactivatingAndRemovingManyConstraintsCostsLinearWork() throws {
        let n = 5_000
        let (h, root, views, cs) = pinnedViews(n)
        var start = ContinuousClock.now
        LayoutConstraint.activate(cs)
        h.runFrame()
        print("layout scale: \(cs.count) constraints activated and laid out in \(ContinuousClock.now - start)")
        #expect(views[7].frame == Rect(x: 7, y: 7, width: 10, height: 12))
        let engine = try #require(root.layoutEngineIfAny)
        start = ContinuousClock.now
        LayoutConstraint.deactivate(Array(cs[0..<cs.count / 2]))   // oldest first: the worst case for an array
        print("layout scale: \(cs.count / 2) deactivated in order in \(ContinuousClock.now - start)")
        #expect(engine.constraints.count == cs.count / 2)
        #expect(root.constraintsAffectingLayout.count == cs.count / 2 - n / 2 * 2)   // widths and heights name only their view
        start = ContinuousClock.now
        for v in views { v.removeFromSuperview() }
        h.runFrame()
        print("layout scale: \(n) views removed with their constraints in \(ContinuousClock.now - start)")
        #expect(engine.constraints.isEmpty)
        #expect(root.constraintsAffectingLayout.isEmpty)
        // Squeezing out holes moved each slot a bounded number of times.
        let moves = engine.constraints.moves + (root.layoutStateStorage?.constraints.moves ?? 0)
        #expect(moves <= 4 * cs.count, "\(moves) slots moved for \(cs.count) removals")
    }

    /// Thousands of required constraints that conflict: each is broken and reported once,
    /// the report naming a bounded number of others.
    @Test func thousandsOfConflictsAreReportedBriefly() {
        let (h, root, views, cs) = pinnedViews(1_000)
        LayoutConstraint.activate(cs)
        let conflicts = views.map { $0.widthAnchor.constraint(equalToConstant: 30) }
        let reports = Diagnostics.capture {
            LayoutConstraint.activate(conflicts)
            h.runFrame()
        }
        #expect(reports.count == conflicts.count)
        #expect(reports.allSatisfy { $0.split(separator: "\n").count <= 16 })
        #expect(views.allSatisfy { $0.frame.width == 10 })
        _ = root
    }

    /// The list against an array model, with random appends, duplicates and removals.
    @Test(arguments: [UInt64(3), 4, 5]) func constraintListKeepsOrder(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let v = View()
        let pool = (0..<200).map { v.widthAnchor.constraint(equalToConstant: Float($0)) }
        var list = ConstraintList()
        var model: [LayoutConstraint] = []
        for _ in 0..<5_000 {
            let c = pool[rng.below(pool.count)]
            if rng.below(3) == 0 {
                list.append(c)
                if !model.contains(where: { $0 === c }) { model.append(c) }
            } else {
                let removed = list.remove(c)
                #expect(removed == model.contains(where: { $0 === c }))
                model.removeAll { $0 === c }
            }
            #expect(list.count == model.count)
        }
        #expect(Array(list).map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
        #expect(model.allSatisfy { list.contains($0) })
    }
}

/// Many containers, each a frame-managed cell holding one view placed by constraints (a
/// dashboard of tiles): every container's layout pass synced every pinned view (cells ×
/// cells), and every constraint change asked every container to lay out again. 2,000 cells
/// took 12.8 s to activate, 65 s to lay out and 34 s for the frame after a constant change
/// (debug); 250 cells over a second per frame.
@MainActor
@Suite struct LayoutContainerScaleTests {
    @Test func manyConstrainedCellsLayOutInLinearWork() throws {
        let n = 1_000
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 1000))
        let h = Harness(root: root, size: Size(width: 400, height: 1000))
        var cs: [LayoutConstraint] = [], inner: [View] = [], cells: [View] = []
        for i in 0..<n {
            let cell = View(frame: Rect(x: Float(i % 20) * 20, y: Float(i / 20) * 20, width: 20, height: 20))
            root.addSubview(cell)
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(v)
            cells.append(cell); inner.append(v)
            cs += [v.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 2), v.topAnchor.constraint(equalTo: cell.topAnchor, constant: 3),
                   v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 6)]
        }
        var start = ContinuousClock.now
        LayoutConstraint.activate(cs)
        h.runFrame()
        print("layout containers: \(n) cells activated and laid out in \(ContinuousClock.now - start)")
        let engine = try #require(root.layoutEngineIfAny)
        #expect(engine.pinSyncs <= 4 * n, "\(engine.pinSyncs) pin syncs for \(n) cells")
        #expect(inner[0].frame == Rect(x: 2, y: 3, width: 5, height: 6))
        #expect(inner[n - 1].frame == Rect(x: 2, y: 3, width: 5, height: 6))
        // A constant change moves every inner view; a cell moved by app code carries its view.
        let before = engine.pinSyncs
        start = ContinuousClock.now
        for c in cs where c.firstAttribute == .leading { c.constant = 4 }
        cells[7].frame.origin = Point(x: 300, y: 900)
        h.runFrame()
        print("layout containers: \(n) constants changed and laid out in \(ContinuousClock.now - start)")
        #expect(engine.pinSyncs - before <= 4 * n, "\(engine.pinSyncs - before) pin syncs for one frame")
        #expect(inner[0].frame.minX == 4 && inner[n - 1].frame.minX == 4)
        #expect(inner[7].convert(inner[7].bounds, to: root) == Rect(x: 304, y: 903, width: 5, height: 6))
    }

    /// A cell moved inside another container's layoutSubviews (app code in the middle of
    /// the pass) still carries its constrained view, in the same frame.
    @Test func aCellMovedDuringThePassIsFollowed() {
        final class Mover: View {
            var onLayout: (() -> Void)?
            override func layoutSubviews() { super.layoutSubviews(); onLayout?() }
        }
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let h = Harness(root: root, size: Size(width: 400, height: 400))
        var inner: [View] = [], cells: [Mover] = []
        for i in 0..<6 {
            let cell = Mover(frame: Rect(x: Float(i) * 50, y: 0, width: 40, height: 40))
            root.addSubview(cell)
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(v)
            LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 1),
                                       v.topAnchor.constraint(equalTo: cell.topAnchor, constant: 1),
                                       v.widthAnchor.constraint(equalToConstant: 8), v.heightAnchor.constraint(equalToConstant: 8)])
            cells.append(cell); inner.append(v)
        }
        h.runFrame()
        // The first cell's pass moves the last cell (laid out later in the same pass).
        cells[0].onLayout = { cells[5].frame.origin = Point(x: 200, y: 300) }
        cells[0].setNeedsLayout()
        for c in cells { c.setNeedsLayout() }
        h.runFrame()
        h.runFrame()
        #expect(inner[5].convert(inner[5].bounds, to: root) == Rect(x: 201, y: 301, width: 8, height: 8))
    }
}
