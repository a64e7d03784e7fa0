import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// UIKit's hit-testing rules, one test each.
@MainActor
@Suite struct HitTestTests {
    func tree() -> (root: View, a: View, b: View, inner: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let a = View(frame: Rect(x: 10, y: 10, width: 200, height: 200))
        let b = View(frame: Rect(x: 100, y: 100, width: 200, height: 150))  // overlaps a, on top
        let inner = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        a.addSubview(inner)
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b, inner)
    }

    @Test func returnsTheDeepestViewContainingThePoint() {
        let t = tree()
        #expect(t.root.hitTest(Point(x: 30, y: 30), with: nil) === t.inner)
        #expect(t.root.hitTest(Point(x: 80, y: 80), with: nil) === t.a)
        #expect(t.root.hitTest(Point(x: 350, y: 280), with: nil) === t.root)
        #expect(t.root.hitTest(Point(x: 450, y: 10), with: nil) == nil)
    }

    @Test func frontMostSubviewWinsWhereSiblingsOverlap() {
        let t = tree()
        #expect(t.root.hitTest(Point(x: 150, y: 150), with: nil) === t.b)
        t.root.sendSubviewToBack(t.b)
        #expect(t.root.hitTest(Point(x: 150, y: 150), with: nil) === t.a)
    }

    @Test func hiddenViewsAreSkipped() {
        let t = tree()
        t.b.isHidden = true
        #expect(t.root.hitTest(Point(x: 150, y: 150), with: nil) === t.a)
    }

    @Test func nonInteractiveViewsAndTheirSubviewsAreSkipped() {
        let t = tree()
        t.a.isUserInteractionEnabled = false
        #expect(t.root.hitTest(Point(x: 30, y: 30), with: nil) === t.root)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let t = tree()
        t.b.alpha = 0.009
        #expect(t.root.hitTest(Point(x: 150, y: 150), with: nil) === t.a)
        t.b.alpha = 0.01
        #expect(t.root.hitTest(Point(x: 150, y: 150), with: nil) === t.b)
    }

    @Test func overhangingSubviewsAreNotReachedOutsideTheParent() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let overhang = View(frame: Rect(x: 80, y: 80, width: 100, height: 100))
        parent.addSubview(overhang)
        root.addSubview(parent)
        #expect(root.hitTest(Point(x: 90, y: 90), with: nil) === overhang)
        #expect(root.hitTest(Point(x: 150, y: 150), with: nil) === root, "outside the parent's bounds")
    }

    final class BigTargetView: View {
        override func point(inside point: Point, with event: Event?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test func pointInsideCanBeOverriddenForBiggerTouchTargets() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let small = BigTargetView(frame: Rect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(small)
        #expect(root.hitTest(Point(x: 85, y: 85), with: nil) === small)
        #expect(root.hitTest(Point(x: 75, y: 75), with: nil) === root)
    }

    @Test func boundsOriginShiftsHitTestingOfSubviews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let content = View(frame: Rect(x: 0, y: 300, width: 100, height: 100))
        scroller.addSubview(content)
        root.addSubview(scroller)
        #expect(root.hitTest(Point(x: 50, y: 50), with: nil) === scroller)
        scroller.bounds = Rect(x: 0, y: 300, width: 200, height: 200)  // scrolled down by 300
        #expect(root.hitTest(Point(x: 50, y: 50), with: nil) === content)
    }
}
