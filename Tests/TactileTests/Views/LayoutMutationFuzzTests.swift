import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A seeded random test of layout callbacks: views whose `layoutSubviews` resizes themselves,
/// siblings, parents and children, adds and removes views, over a random tree. Since a size
/// change now lays out the superview too (as UIKit), this checks nothing traps, removed
/// views are freed, and the screen settles (no frames at rest) once the app stops mutating.
@MainActor
@Suite struct LayoutMutationFuzzTests {

    final class Chaos {
        var rng: SeededGenerator
        var active = true
        var layouts = 0
        weak var root: View?
        init(seed: UInt64) { rng = SeededGenerator(seed: seed) }
        func size() -> Size { Size(width: Float(Int.random(in: 0...120, using: &rng)), height: Float(Int.random(in: 0...80, using: &rng))) }
    }

    final class ChaosView: View {
        let chaos: Chaos
        init(chaos: Chaos) {
            self.chaos = chaos
            super.init(frame: Rect(x: 0, y: 0, width: 60, height: 40))
            backgroundColor = Color(r: 90, g: 120, b: 200, a: 120)
        }

        override func layoutSubviews() {
            chaos.layouts += 1
            // Lay out children in a column, as a container would.
            var y: Float = 0
            for s in subviews {
                s.frame = Rect(x: 2, y: y, width: max(0, bounds.width - 4), height: s.frame.height)
                y += s.frame.height
            }
            guard chaos.active else { return }
            switch Int.random(in: 0..<9, using: &chaos.rng) {
            case 0: frame.size = chaos.size()                                   // resize self
            case 1: superview?.frame.size = chaos.size()                        // resize the parent
            case 2: superview?.subviews.randomElement(using: &chaos.rng)?.frame.size = chaos.size()  // a sibling
            case 3: subviews.randomElement(using: &chaos.rng)?.frame.size = chaos.size()
            case 4: if superview !== chaos.root { removeFromSuperview() }       // remove self inside its own layout
            case 5: addSubview(ChaosView(chaos: chaos))
            case 6: subviews.randomElement(using: &chaos.rng)?.removeFromSuperview()
            case 7: if let p = superview, let gp = p.superview { gp.addSubview(self) }  // move up
            default: setNeedsLayout()                                           // ask again
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func layoutCallbacksMutatingTheTreeSettle(seed: UInt64) {
        let chaos = Chaos(seed: seed)
        let root = View()
        chaos.root = root
        var all: [View] = []
        for _ in 0..<30 {
            let v = ChaosView(chaos: chaos)
            (all.randomElement(using: &chaos.rng) ?? root).addSubview(v)
            all.append(v)
        }
        let probe = all.last.map { WeakBox($0) }
        let harness = Harness(root: root, size: Size(width: 400, height: 300))
        func descendants(_ v: View) -> [View] { v.subviews + v.subviews.flatMap { descendants($0) } }
        for _ in 0..<120 {
            // Outside input keeps the chaos going: a view asks for layout, or is resized.
            if let v = descendants(root).randomElement(using: &chaos.rng) {
                if Bool.random(using: &chaos.rng) { v.setNeedsLayout() } else { v.frame.size = chaos.size() }
            } else {
                root.addSubview(ChaosView(chaos: chaos))
            }
            harness.advance(by: 1.0 / 60)
            if Int.random(in: 0..<4, using: &chaos.rng) == 0 {
                harness.tap(at: Point(x: Float(Int.random(in: 0..<400, using: &chaos.rng)), y: Float(Int.random(in: 0..<300, using: &chaos.rng))))
            }
        }
        #expect(chaos.layouts > 200, "seed \(seed): the callbacks ran (\(chaos.layouts) layouts)")
        // The app stops mutating: at most a few frames to settle, then none.
        chaos.active = false
        all.removeAll()
        var frames = 0
        while harness.runFrame() && frames < 10 { frames += 1 }
        #expect(frames < 10, "seed \(seed): still drawing frames after the mutations stopped")
        let before = chaos.layouts
        #expect(!harness.runFrame() && !harness.engine.wantsFrame, "seed \(seed)")
        #expect(chaos.layouts == before)
        // Views taken out of the tree are freed.
        root.subviews.forEach { $0.removeFromSuperview() }
        _ = harness.render()
        #expect(probe?.value == nil, "seed \(seed): a removed view is still alive")
    }
}
