import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A view that changes constraints and the tree from inside its own layout pass.
@MainActor
private final class MutatingView: View {
    var onLayout: (() -> Void)?
    override func layoutSubviews() { onLayout?() }
}

/// Random constraint sets (conflicting ones included), constants, priorities, removals and
/// mutations inside `layoutSubviews`: layout never traps, frames stay finite.
@MainActor
@Suite struct LayoutFuzzTests {
    @Test(arguments: [11, 12, 13, 14, 15, 16])
    func randomConstraintsNeverTrap(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let root = MutatingView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        var views: [View] = [root]
        var active: [LayoutConstraint] = []
        let xs: [LayoutConstraint.Attribute] = [.leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin]
        let ys: [LayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin]
        let dims: [LayoutConstraint.Attribute] = [.width, .height]
        func randomConstraint() -> LayoutConstraint {
            let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
            let group = [xs, ys, dims].randomElement(using: &rng)!
            let rel: LayoutConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let m: Float = [1, 1, 0.5, 2, -1, .nan, 0].randomElement(using: &rng)!
            let k: Float = [0, 8, -20, 100, .infinity, -1e12].randomElement(using: &rng)!
            let c = NSLayoutConstraint(item: a, attribute: group.randomElement(using: &rng)!, relatedBy: rel,
                                       toItem: Bool.random(using: &rng) ? b : nil, attribute: group.randomElement(using: &rng)!,
                                       multiplier: m, constant: k)
            c.priority = [LayoutPriority.required, .defaultHigh, .defaultLow, LayoutPriority(999), LayoutPriority(-5)].randomElement(using: &rng)!
            return c
        }
        root.onLayout = {
            if Int.random(in: 0..<4, using: &rng) == 0, let c = active.randomElement(using: &rng) { c.constant += 3 }
            if Int.random(in: 0..<6, using: &rng) == 0 { let c = randomConstraint(); c.isActive = true; active.append(c) }
        }
        _ = Diagnostics.capture {
            for _ in 0..<150 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1:
                    let v = SizedView(Float(Int.random(in: -10...120, using: &rng)), 20)
                    v.translatesAutoresizingMaskIntoConstraints = Bool.random(using: &rng)
                    views.randomElement(using: &rng)!.addSubview(v)
                    views.append(v)
                case 2, 3, 4:
                    let c = randomConstraint()
                    c.isActive = true
                    active.append(c)
                case 5:
                    if let c = active.randomElement(using: &rng) { c.constant = Float(Int.random(in: -200...200, using: &rng)) }
                case 6:
                    if let c = active.randomElement(using: &rng) { c.isActive = false }
                case 7:
                    if views.count > 1 { views[Int.random(in: 1..<views.count, using: &rng)].removeFromSuperview() }
                case 8:
                    if views.count > 1, let v = views[Int.random(in: 1..<views.count, using: &rng)] as? SizedView {
                        v.natural = Size(width: Float(Int.random(in: 0...200, using: &rng)), height: 30)
                        v.setContentHuggingPriority(LayoutPriority(Float(Int.random(in: 1...1000, using: &rng))), for: .horizontal)
                    }
                default:
                    h.window.frame = Rect(x: 0, y: 0, width: Float(Int.random(in: 100...900, using: &rng)), height: 300)
                }
                h.runFrame()
                for v in views {
                    let f = v.frame
                    #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
                    _ = v.hasAmbiguousLayout
                }
            }
        }
    }
}
