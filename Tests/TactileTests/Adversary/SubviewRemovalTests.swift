import Testing
@testable import Tactile
@testable import TactileCore
import TactileTesting

/// Removing thousands of subviews one by one, in random order, some removing (and
/// re-adding) a sibling from inside their own `willMove(toSuperview:)`: no trap, no
/// duplicate, every view either in the root or out of the tree. The time is printed (the
/// removal scans the siblings, as UIKit's; in a debug build that scan dominates removing
/// thousands of constrained views, see LayoutScaleTests).
@MainActor
@Suite struct SubviewRemovalTests {
    final class Meddler: View {
        var onWillMove: (() -> Void)?
        override func willMove(toSuperview newSuperview: View?) {
            super.willMove(toSuperview: newSuperview)
            if newSuperview == nil { onWillMove?() }
        }
    }

    @Test(arguments: [UInt64(8), 9]) func thousandsRemovedInRandomOrderKeepTheRestInOrder(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let h = Harness(root: root, size: Size(width: 200, height: 200))
        var model: [Meddler] = []
        for i in 0..<2_000 {
            let v = Meddler(frame: Rect(x: Float(i % 200), y: Float(i / 20), width: 4, height: 4))
            root.addSubview(v)
            model.append(v)
        }
        // Every tenth view removes another one (and sometimes re-adds it) as it leaves.
        for (i, v) in model.enumerated() where i % 10 == 0 {
            v.onWillMove = { [unowned root] in
                if let other = root.subviews.last, other !== v {
                    other.removeFromSuperview()
                    if Bool.random(using: &rng) { root.addSubview(other) }
                }
            }
        }
        let start = ContinuousClock.now
        while root.subviews.count > 100 {
            root.subviews[rng.below(root.subviews.count)].removeFromSuperview()
        }
        print("subview removal: 1,900 of 2,000 removed in \(ContinuousClock.now - start)")
        h.runFrame()
        // The survivors are in the order they were added (re-added ones at the end, in turn).
        let survivors = root.subviews
        #expect(Set(survivors.map(ObjectIdentifier.init)).count == survivors.count)
        #expect(survivors.allSatisfy { $0.superview === root })
        #expect(model.filter { $0.superview == nil }.count == 2_000 - survivors.count)
    }
}
