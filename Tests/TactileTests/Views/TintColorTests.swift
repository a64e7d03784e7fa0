import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `View.tintColor` as UIKit's: inherited down the tree, system blue at the root, `nil`
/// inherits again, and `tintColorDidChange()` reaches exactly the views whose tint changed.
@MainActor
@Suite struct TintColorTests {
    final class Probe: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintIsInheritedAndChangesAreTold() {
        let root = Probe(), child = Probe(), own = Probe(), grandchild = Probe()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(own)
        own.tintColor = .systemGreen
        #expect(root.tintColor == .systemBlue && child.tintColor == .systemBlue && grandchild.tintColor == .systemBlue)
        #expect(own.tintColor == .systemGreen && own.changes == 1)
        root.tintColor = .systemPink
        #expect(child.tintColor == .systemPink && grandchild.tintColor == .systemPink && own.tintColor == .systemGreen)
        #expect(root.changes == 1 && child.changes == 1 && grandchild.changes == 1 && own.changes == 1, "own keeps its tint")
        root.tintColor = .systemPink
        #expect(root.changes == 1, "the same tint again is no change")
        // Moving under another tint tells the moved subtree.
        own.addSubview(child)
        #expect(grandchild.tintColor == .systemGreen && child.changes == 2 && grandchild.changes == 2)
        // nil inherits again.
        own.tintColor = nil
        #expect(own.tintColor == .systemPink && grandchild.tintColor == .systemPink && grandchild.changes == 3)
    }

    @Test func aCustomControlDrawsWithTheInheritedTint() throws {
        final class Swatch: Control {
            override func draw(_ rect: Rect) {
                tintColor.setFill()
                BezierPath(rect: bounds).fill()
            }
            override func tintColorDidChange() { setNeedsDisplay() }
        }
        let root = View()
        root.backgroundColor = .white
        let swatch = Swatch(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        root.addSubview(swatch)
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        #expect(h.render().pixel(x: 30, y: 30) == Color.systemBlue.resolved(dark: false))
        root.tintColor = Color(r: 255, g: 0, b: 0)
        #expect(h.render().pixel(x: 30, y: 30) == Color(r: 255, g: 0, b: 0))
    }
}
