import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

// UIKit tests of the Core Animation layer tree, written as an iOS test target would and
// ported by renaming only (what `tactile-port` does): `UIView` → `View`, `CALayer` → `Layer`,
// `CABasicAnimation` → `BasicAnimation`, `CATransform3D…` → `Transform3D…`, `CGRect` →
// `Rect`, `CACurrentMediaTime()` → `currentMediaTime()`, XCTest's asserts → `#expect`. The
// run loop that drives Core Animation on iOS is the harness's virtual clock (`spin(_:)`).

@MainActor
@Suite struct PortedCoreAnimationTests {
    let host = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
    let harness: Harness

    init() {
        harness = Harness(root: host, size: Size(width: 320, height: 240))
        _ = harness.render()
    }

    /// `RunLoop.main.run(until: Date() + seconds)` on iOS.
    func spin(_ seconds: Double) { harness.advance(by: seconds) }

    @Test func testSublayerOrderAndSuperlayer() {
        let a = Layer(), b = Layer(), c = Layer()
        host.layer.addSublayer(a)
        host.layer.addSublayer(b)
        host.layer.insertSublayer(c, at: 0)
        #expect(host.layer.sublayers?.count == 3)
        #expect(host.layer.sublayers?.first === c)
        #expect(a.superlayer === host.layer)
        let d = Layer()
        host.layer.insertSublayer(d, above: a)
        #expect(host.layer.sublayers?.firstIndex { $0 === d } == 2)
        let sub = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.addSubview(sub)
        #expect(host.layer.sublayers?.last === sub.layer, "a subview's layer is a sublayer too")
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil && host.layer.sublayers?.count == 4)
    }

    @Test func testFramePositionAndAnchorPoint() {
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == Point(x: 60, y: 45))
        #expect(layer.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = Point(x: 0, y: 0)
        #expect(layer.frame.origin == Point(x: 60, y: 45))
        layer.transform = Transform3DMakeScale(2, 2, 1)
        #expect(layer.frame.size == Size(width: 200, height: 100))
        #expect(layer.affineTransform() == AffineTransform(scaleX: 2, y: 2))
    }

    @Test func testBasicAnimationChangesThePresentationLayerOnly() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = Color.red.cgColor
        host.layer.addSublayer(layer)
        spin(0.1)
        let animation = BasicAnimation(keyPath: "opacity")
        animation.fromValue = 1.0
        animation.toValue = 0.0
        animation.duration = 1.0
        animation.timingFunction = MediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        spin(0.5)
        #expect(layer.opacity == 1.0)
        let presented = try #require(layer.presentation())
        #expect(abs(presented.opacity - 0.5) < 0.05)
        spin(0.6)
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test func testFillModeForwardsAndDelegate() {
        @MainActor final class Delegate: AnimationDelegate {
            var stopped: Bool?
            func animationDidStop(_ anim: Animation, finished flag: Bool) { stopped = flag }
        }
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        host.layer.addSublayer(layer)
        spin(0.1)
        let delegate = Delegate()
        let move = BasicAnimation(keyPath: "position.x")
        move.toValue = 200
        move.duration = 0.3
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        move.delegate = delegate
        layer.add(move, forKey: "move")
        spin(0.5)
        #expect(delegate.stopped == true)
        #expect(layer.presentation()?.position.x == 200)
        #expect(layer.position.x == 25)
    }

    @Test func testTransactionDisablesActionsAndRunsCompletion() {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        host.layer.addSublayer(layer)
        spin(0.1)
        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.opacity = 0.2
        Transaction.commit()
        #expect(layer.animationKeys() == nil)
        var done = false
        Transaction.begin()
        Transaction.setAnimationDuration(0.5)
        Transaction.setCompletionBlock { done = true }
        layer.opacity = 1
        Transaction.commit()
        #expect(layer.animationKeys() == ["opacity"], "an implicit animation on a standalone layer")
        spin(0.6)
        #expect(done)
    }

    @Test func testTransform3DFunctions() {
        var t = Transform3DIdentity
        #expect(Transform3DIsIdentity(t))
        t.m34 = -1.0 / 500
        t = Transform3DRotate(t, .pi / 4, 0, 1, 0)
        #expect(!Transform3DIsAffine(t))
        let inverse = Transform3DInvert(t)
        let back = Transform3DConcat(t, inverse)
        #expect(abs(back.m11 - 1) < 1e-5 && abs(back.m34) < 1e-5 && abs(back.m44 - 1) < 1e-5)
        let rotation = Transform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = Transform3DGetAffineTransform(rotation)
        #expect(abs(affine.b - 1) < 1e-6 && abs(affine.c + 1) < 1e-6)
        let layer = Layer()
        layer.transform = Transform3DMakeTranslation(10, 20, 0)
        #expect(Transform3DEqualToTransform(layer.transform, Transform3DMakeTranslation(10, 20, 0)))
    }

    @Test func testShapeLayerProgressRing() throws {
        let ring = ShapeLayer()
        ring.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        ring.path = BezierPath(arcCenter: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                               endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.strokeColor = Color.systemBlue.cgColor
        ring.fillColor = nil
        ring.lineWidth = 8
        ring.strokeEnd = 0.25
        host.layer.addSublayer(ring)
        let grow = BasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 0.25
        grow.duration = 0.5
        ring.add(grow, forKey: "grow")
        spin(0.25)
        let mid = try #require(ring.presentation() as? ShapeLayer)
        #expect(mid.strokeEnd > 0.05 && mid.strokeEnd < 0.2)
        spin(0.5)
        let image = harness.render()
        #expect(image.pixel(x: 88, y: 32).b > 200, "a quarter ring from 12 to 3 o'clock: drawn at half past one")
        #expect(image.pixel(x: 20, y: 60).b < 200)
    }
}
