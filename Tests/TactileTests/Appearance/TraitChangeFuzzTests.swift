import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A view whose trait callback changes the tree: adds and removes views, flips overrides.
@MainActor
private final class Meddler: View {
    var rng: SeededGenerator
    init(seed: UInt64) { rng = SeededGenerator(seed: seed); super.init(frame: Rect(x: 0, y: 0, width: 40, height: 40)) }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        guard let root = window else { return }
        switch rng.next() % 4 {
        case 0: root.addSubview(Meddler(seed: rng.next()))
        case 1: removeFromSuperview()
        case 2: overrideUserInterfaceStyle = UserInterfaceStyle(rawValue: Int(rng.next() % 3)) ?? .unspecified
        default: superview?.overrideUserInterfaceStyle = .unspecified
        }
    }
}


@MainActor
@Suite struct TraitChangeFuzzTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func callbacksThatChangeTheTreeNeverTrap(seed: UInt64) {
        let root = View()
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<8 { root.addSubview(Meddler(seed: rng.next())) }
        let h = Harness(root: root, size: Size(width: 120, height: 120))
        for _ in 0..<40 {
            h.window.overrideUserInterfaceStyle = rng.next() % 2 == 0 ? .dark : .light
            _ = h.render()
        }
        // Every view still resolves to light or dark, and the window's own setting holds.
        func check(_ v: View) { #expect(v.traitCollection.userInterfaceStyle != .unspecified); for s in v.subviews { check(s) } }
        check(h.window)
        #expect(root.subviews.count < 8 + 40 * 8 * 4)
    }
}
