import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// UIKit behaviours of the view tree: a subview's size change lays out its superview;
/// inserting below or above a view that is not a subview appends; `Rect.null`.
@MainActor
@Suite struct ViewFidelityTests {
    final class CountingView: View {
        var layouts = 0
        var childSizeOnLayout: Size?
        override func layoutSubviews() {
            layouts += 1
            childSizeOnLayout = subviews.first?.frame.size
        }
    }

    /// Lays out its child to half its width, as a container would.
    final class HalvingView: View {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            subviews.first?.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: 10)
        }
    }

    @Test func aSubviewsSizeChangeLaysOutItsSuperview() {
        let parent = CountingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let before = parent.layouts
        child.frame.size = Size(width: 80, height: 50)
        #expect(parent.needsLayout)
        parent.layoutIfNeeded()
        #expect(parent.layouts == before + 1 && parent.childSizeOnLayout == Size(width: 80, height: 50))
        child.bounds.size = Size(width: 90, height: 60)
        parent.layoutIfNeeded()
        #expect(parent.layouts == before + 2)
        // Moving without resizing does not.
        child.frame.origin = Point(x: 30, y: 30)
        #expect(!parent.needsLayout)
        parent.layoutIfNeeded()
        #expect(parent.layouts == before + 2)
    }

    @Test func sizesASuperviewGivesInItsLayoutDoNotLoop() {
        let parent = HalvingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        parent.addSubview(View())
        let h = Harness(root: parent, size: Size(width: 200, height: 100))
        #expect(parent.subviews[0].frame.width == 100)
        let layouts = parent.layouts
        #expect(!parent.needsLayout)
        #expect(!h.runFrame(), "a screen at rest draws no frame")
        #expect(parent.layouts == layouts)
    }

    @Test func insertingNextToANonSubviewAppends() {
        let parent = View(), a = View(), b = View(), stranger = View()
        parent.addSubview(a)
        parent.addSubview(b)
        let below = View(), above = View()
        parent.insertSubview(below, belowSubview: stranger)
        #expect(parent.subviews.last === below)
        parent.insertSubview(above, aboveSubview: stranger)
        #expect(parent.subviews.last === above)
        #expect(parent.subviews.count == 4)
        // Next to real siblings, as before.
        let c = View()
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.first === c)
    }

    @Test func nullRectBehavesAsCGRectNull() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(Rect.null.isNull && Rect.null.isEmpty)
        #expect(!Rect.zero.isNull && !r.isNull)
        #expect(Rect.null.union(r) == r && r.union(.null) == r)
        #expect(Rect.null.union(.null).isNull)
        #expect(r.intersection(.null).isNull && Rect.null.intersection(r).isNull)
        // Rectangles that do not meet: null, not zero.
        let far = Rect(x: 100, y: 100, width: 5, height: 5)
        #expect(r.intersection(far).isNull)
        #expect(!r.intersects(far))
        // Touching rectangles: an empty rectangle on the shared edge, not null.
        let touching = r.intersection(Rect(x: 40, y: 20, width: 10, height: 10))
        #expect(!touching.isNull && touching.isEmpty && touching.minX == 40)
        #expect(r.intersection(Rect(x: 0, y: 0, width: 20, height: 30)) == Rect(x: 10, y: 20, width: 10, height: 10))
        // A view given the null rectangle gets a sane frame.
        let v = View(frame: .null)
        #expect(v.frame.isFinite && v.frame.size == .zero)
    }
}
