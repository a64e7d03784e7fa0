import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `DiffableDataSourceSnapshot` edits as UIKit's `NSDiffableDataSourceSnapshot`, checked
/// against a plain model under seeded random edits; bad edits are reported, not trapped.
@Suite struct DiffableSnapshotTests {
    typealias Snap = DiffableDataSourceSnapshot<String, Int>

    @Test func editsKeepUIKitsOrder() {
        var s = Snap()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([10, 11])  // the last section
        s.insertItems([0], beforeItem: 1)
        s.insertItems([4], afterItem: 3)
        s.insertSections(["z"], beforeSection: "a")
        s.appendItems([99], toSection: "z")
        #expect(s.sectionIdentifiers == ["z", "a", "b"])
        #expect(s.itemIdentifiers == [99, 0, 1, 2, 3, 4, 10, 11])
        #expect(s.numberOfItems == 8 && s.numberOfSections == 3)
        #expect(s.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4])
        #expect(s.numberOfItems(inSection: "b") == 2)
        #expect(s.sectionIdentifier(containingItem: 10) == "b")
        #expect(s.indexOfItem(2) == 3 && s.indexOfItem(10) == 6 && s.indexOfItem(7) == nil)
        #expect(s.indexOfSection("b") == 2)
        s.deleteItems([2, 99])
        s.deleteSections(["b"])
        #expect(s.itemIdentifiers == [0, 1, 3, 4] && s.sectionIdentifier(containingItem: 10) == nil)
        s.reconfigureItems([3])
        s.reloadItems([1])
        #expect(s.reconfiguredItemIdentifiers == [3] && s.reloadedItemIdentifiers == [1])
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 0)
    }

    @Test func badEditsAreReportedAndSkipped() {
        var s = Snap()
        let lines = Diagnostics.capture {
            s.appendItems([1])                   // no section yet
            s.appendSections(["a", "a"])          // a duplicate section
            s.appendItems([1, 1, 2])              // a duplicate item
            s.appendItems([2], toSection: "nope")
            s.insertItems([5], beforeItem: 42)
            s.deleteItems([42])
            s.reloadItems([42])
            s.deleteSections(["nope"])
            _ = s.itemIdentifiers(inSection: "nope")
        }
        #expect(s.sectionIdentifiers == ["a"] && s.itemIdentifiers == [1, 2])
        #expect(lines.count == 9)
        #expect(s.reloadedItemIdentifiers.isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomEditsMatchAPlainModel(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var s = Snap()
        var model: [(String, [Int])] = []
        var next = 0
        _ = Diagnostics.capture {
            for _ in 0..<200 {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    let id = "s\(Int.random(in: 0..<8, using: &rng))"
                    s.appendSections([id])
                    if !model.contains(where: { $0.0 == id }) { model.append((id, [])) }
                case 1, 2:
                    guard let k = model.indices.randomElement(using: &rng) else { continue }
                    let ids = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in next += 1; return next }
                    s.appendItems(ids, toSection: model[k].0)
                    model[k].1 += ids
                case 3:
                    let all = model.flatMap(\.1)
                    guard let victim = all.randomElement(using: &rng) else { continue }
                    s.deleteItems([victim])
                    for k in model.indices { model[k].1.removeAll { $0 == victim } }
                case 4:
                    let all = model.flatMap(\.1)
                    guard let anchor = all.randomElement(using: &rng) else { continue }
                    next += 1
                    s.insertItems([next], beforeItem: anchor)
                    for k in model.indices { if let i = model[k].1.firstIndex(of: anchor) { model[k].1.insert(next, at: i) } }
                default:
                    guard let k = model.indices.randomElement(using: &rng), Int.random(in: 0..<4, using: &rng) == 0 else { continue }
                    s.deleteSections([model[k].0])
                    model.remove(at: k)
                }
                #expect(s.sectionIdentifiers == model.map(\.0))
                #expect(s.itemIdentifiers == model.flatMap(\.1))
                #expect(s.numberOfItems == model.reduce(0) { $0 + $1.1.count })
            }
        }
    }
}
