import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Stacks nested in stacks: measuring a stack asked each arranged stack for its intrinsic
/// size and then for its size within a limit, each a full measure of the stack below, so
/// the work doubled per level: 14 levels took 0.9 s to lay out and 1 s again for one label
/// changing (debug), 20 levels about a minute. Within one outermost measurement a stack's
/// natural size for a given limit is now worked out once.
@MainActor
@Suite struct NestedStackMeasureTests {
    /// A label that counts how often it is measured.
    final class CountingLabel: Label {
        static var measured = 0
        override var intrinsicContentSize: Size { Self.measured += 1; return super.intrinsicContentSize }
        override func sizeThatFits(_ size: Size) -> Size { Self.measured += 1; return super.sizeThatFits(size) }
    }

    func nested(_ depth: Int, alignment: StackView.Alignment = .fill) -> (StackView, CountingLabel) {
        let deepest = CountingLabel()
        deepest.text = "deep"
        var inner: View = deepest
        for i in 0..<depth {
            let side = Label()
            side.text = "side \(i)"
            side.numberOfLines = 0
            let s = StackView(arrangedSubviews: i % 3 == 0 ? [side, inner] : [inner, side], axis: i % 2 == 0 ? .horizontal : .vertical)
            s.spacing = 2
            s.alignment = alignment
            inner = s
        }
        return (inner as! StackView, deepest)
    }

    @Test(arguments: [StackView.Alignment.fill, .center]) func deeplyNestedStacksMeasureEachLevelAFewTimes(alignment: StackView.Alignment) {
        let depth = 18
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        let h = Harness(root: root, size: Size(width: 600, height: 400))
        let (outer, deepest) = nested(depth, alignment: alignment)
        outer.frame = root.bounds
        root.addSubview(outer)
        CountingLabel.measured = 0
        var start = ContinuousClock.now
        _ = outer.intrinsicContentSize
        print("nested stacks: \(depth) levels measured once, deepest label asked \(CountingLabel.measured) times, \(ContinuousClock.now - start)")
        #expect(CountingLabel.measured < 200, "the deepest label was measured \(CountingLabel.measured) times for one measurement")
        CountingLabel.measured = 0
        start = ContinuousClock.now
        _ = h.render()
        deepest.text = "deeper still"
        _ = h.render()
        print("nested stacks: two frames (layout, a label change), deepest label asked \(CountingLabel.measured) times, \(ContinuousClock.now - start)")
        #expect(CountingLabel.measured < 5_000, "the deepest label was measured \(CountingLabel.measured) times for two frames")
        #expect(deepest.frame.width > 0 && deepest.window != nil)
    }

    /// The memo changes no result: nested stacks measure the same with it as each stack
    /// measured alone (seeded random trees of stacks, labels and spacers).
    @Test(arguments: [UInt64(21), 22, 23]) func memoisedMeasurementsMatchFreshOnes(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        func tree(_ depth: Int) -> View {
            if depth == 0 || rng.below(4) == 0 {
                let l = Label()
                l.text = String(repeating: "w ", count: 1 + rng.below(12))
                l.numberOfLines = rng.below(2) == 0 ? 0 : 1
                return l
            }
            let s = StackView(arrangedSubviews: (0..<(1 + rng.below(3))).map { _ in tree(depth - 1) },
                              axis: rng.below(2) == 0 ? .horizontal : .vertical)
            s.spacing = Float(rng.below(10))
            s.alignment = [.fill, .leading, .center, .trailing][rng.below(4)]
            s.distribution = [.fill, .fillEqually, .equalSpacing][rng.below(3)]
            return s
        }
        for _ in 0..<10 {
            let t = tree(6)
            guard let stack = t as? StackView else { continue }
            let proposals = [Size(width: 0, height: 0), Size(width: 200, height: 0), Size(width: 0, height: 150), Size(width: 320, height: 480)]
            let memoised = [stack.intrinsicContentSize] + proposals.map { stack.sizeThatFits($0) }
            // Without the memo every stack measures its arranged stacks afresh: same sizes.
            StackMeasureMemo.isEnabled = false
            let fresh = [stack.intrinsicContentSize] + proposals.map { stack.sizeThatFits($0) }
            StackMeasureMemo.isEnabled = true
            #expect(memoised == fresh)
                    }
    }
}
