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
