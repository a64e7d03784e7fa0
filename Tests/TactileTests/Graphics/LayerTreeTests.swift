import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The layer tree: hierarchy, UIKit's order between subviews and sublayers, geometry,
/// conversion, hit testing, drawing, bad input.
@MainActor
@Suite struct LayerTreeTests {
    @Test func sublayersAndSuperlayer() {
        let a = Layer(), b = Layer(), c = Layer()
        #expect(a.sublayers == nil)
        a.addSublayer(b)
        a.insertSublayer(c, at: 0)
        #expect(a.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(c), ObjectIdentifier(b)])
        #expect(b.superlayer === a && c.superlayer === a)
        let d = Layer()
        a.insertSublayer(d, above: c)
        a.insertSublayer(Layer(), below: c)
        #expect(a.sublayers?.count == 4 && a.sublayers?[2] === d)
        d.removeFromSuperlayer()
        #expect(d.superlayer == nil && a.sublayers?.count == 3)
        b.addSublayer(d)
        a.addSublayer(d)  // moves
        #expect(b.sublayers == nil && d.superlayer === a)
        a.replaceSublayer(d, with: b)
        #expect(a.sublayers?.last === b && d.superlayer == nil)
    }

    @Test func cyclesAreRefusedWithADiagnostic() {
        let a = Layer(), b = Layer()
        a.addSublayer(b)
        let reports = Diagnostics.capture {
            a.addSublayer(a)
            b.addSublayer(a)
        }
        #expect(reports.count == 2 && reports.allSatisfy { $0.contains("cycle") })
        #expect(a.superlayer == nil && b.superlayer === a)
        let v = View(frame: .zero)
        let r2 = Diagnostics.capture { a.addSublayer(v.layer) }
        #expect(r2.count == 1 && v.superview == nil)
    }

    @Test func viewLayersAndPlainLayersInterleaveAsUIKit() {
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let s1 = View(frame: .zero), s2 = View(frame: .zero)
        let l1 = Layer(), l2 = Layer(), l0 = Layer()
        host.addSubview(s1)
        host.layer.addSublayer(l1)
        host.addSubview(s2)
        host.layer.addSublayer(l2)
        host.layer.insertSublayer(l0, at: 0)
        let order = host.layer.sublayers ?? []
        #expect(order.count == 5)
        #expect(order[0] === l0 && order[1] === s1.layer && order[2] === l1 && order[3] === s2.layer && order[4] === l2)
        #expect(s1.layer.superlayer === host.layer && l1.superlayer === host.layer)
        #expect(host.layer === host.layer, "one backing layer per view")
        // A view's layer added as a sublayer moves the view.
        let s3 = View(frame: .zero)
        host.layer.insertSublayer(s3.layer, below: l1)
        #expect(host.subviews.count == 3 && host.subviews[1] === s3)
        s3.layer.removeFromSuperlayer()
        #expect(s3.superview == nil)
    }

    @Test func geometryFollowsCoreAnimation() {
        let l = Layer()
        l.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == Point(x: 60, y: 45) && l.bounds.size == Size(width: 100, height: 50))
        l.anchorPoint = Point(x: 0, y: 0)
        #expect(l.frame.origin == Point(x: 60, y: 45), "the anchor sits at the position")
        l.transform = Transform3DMakeScale(2, 2, 1)
        #expect(l.frame == Rect(x: 60, y: 45, width: 200, height: 100))
        #expect(l.affineTransform() == AffineTransform(scaleX: 2, y: 2))
        l.setAffineTransform(.identity)
        #expect(l.transform.isIdentity)
        l.bounds = Rect(x: .nan, y: 0, width: -5, height: .infinity)
        #expect(l.bounds.minX == 0 && l.bounds.size == .zero)
        l.position = Point(x: .nan, y: .infinity)
        l.opacity = .nan
        l.cornerRadius = -4
        l.zPosition = .nan
        #expect(l.position == .zero && l.opacity == 1 && l.cornerRadius == 0 && l.zPosition == 0)
    }

    @Test func convertAndHitTestThroughTheTree() {
        let host = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(host)
        let outer = Layer(), inner = Layer()
        outer.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        inner.frame = Rect(x: 5, y: 5, width: 20, height: 20)
        host.layer.addSublayer(outer)
        outer.addSublayer(inner)
        #expect(inner.convert(Point(x: 0, y: 0), to: host.layer) == Point(x: 15, y: 15))
        #expect(inner.convert(Point(x: 0, y: 0), to: root.layer) == Point(x: 65, y: 65))
        #expect(outer.convert(Point(x: 15, y: 15), from: host.layer) == Point(x: 5, y: 5))
        #expect(host.layer.hitTest(Point(x: 66, y: 66)) === inner)
        #expect(host.layer.hitTest(Point(x: 100, y: 100)) === outer)
        #expect(host.layer.hitTest(Point(x: 240, y: 240)) === host.layer)
        #expect(host.layer.hitTest(Point(x: 300, y: 10)) == nil)
        outer.transform = Transform3DMakeScale(0, 0, 1)  // not invertible: neither hit nor converted
        #expect(host.layer.hitTest(Point(x: 66, y: 66)) === host.layer)
        #expect(inner.convert(Point(x: 1, y: 1), to: host.layer).x.isNaN == false)
        #expect(host.layer.convert(Point(x: 1, y: 1), to: inner).x.isNaN)
    }
}
