import Testing
@testable import Tactile
@testable import TactileCore
import TactileTesting

/// A chain of views thousands of levels deep overflowed the stack in the first render
/// (View.renderTree ↔ renderSubviewsAndSublayers, 2,000 levels, debug build): a trap. The
/// tree is now capped at View.maximumTreeDepth levels; deeper additions are refused with a
/// report, built top-down or bottom-up, and the screen still renders and takes taps.
@MainActor
@Suite struct DeepTreeTests {
    @Test func aChainBuiltDownwardsStopsAtTheLimit() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let h = Harness(root: root, size: Size(width: 200, height: 200))
        var parent = root
        var added = 0
        let reports = Diagnostics.capture {
            for _ in 0..<2_000 {
                let v = View(frame: Rect(x: 0, y: 0, width: 150, height: 150))
                v.backgroundColor = added % 2 == 0 ? .gray : .white
                parent.addSubview(v)
                if v.superview === parent { parent = v; added += 1 }
            }
        }
        #expect(added < View.maximumTreeDepth && added > View.maximumTreeDepth - 10, "\(added) levels added")
        #expect(reports.count == 2_000 - added)
        #expect(reports.first?.contains("levels deep") == true)
        _ = h.render()
        h.tap(at: Point(x: 10, y: 10))
    }

    @Test func aChainBuiltUpwardsIsRefusedWhole() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let h = Harness(root: root, size: Size(width: 200, height: 200))
        var top = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var levels = 1
        _ = Diagnostics.capture {
            for _ in 0..<3_000 {
                let wrapper = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
                wrapper.addSubview(top)
                guard top.superview === wrapper else { break }
                top = wrapper
                levels += 1
            }
        }
        #expect(levels <= View.maximumTreeDepth)
        let reports = Diagnostics.capture {
            let extra = View()
            extra.addSubview(top)   // one more level on the full chain
            root.addSubview(top)    // under the root it is too deep too
        }
        #expect(reports.count == 2)
        #expect(top.superview == nil)
        _ = h.render()
        // A shallow tree is unaffected, and reordering does not count.
        let a = View(), b = View()
        root.addSubview(a); root.addSubview(b)
        root.insertSubview(a, at: 5)
        #expect(root.subviews.last === a)
    }
}
