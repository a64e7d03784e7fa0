import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `frame` under a transform, with numbers recorded on iOS (issue 22 item 9): setting it
/// makes the transformed box the rectangle (bounds size and centre derived), reading it
/// gives the transformed bounding box.
@MainActor
@Suite struct FrameUnderTransformTests {
    @Test func aScaledViewsFrameSizesItsBounds() {
        let v = View()
        v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        v.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(v.bounds.size == Size(width: 200, height: 200))
        #expect(v.center == Point(x: 50, y: 50))
        #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.point(inside: Point(x: 199, y: 199), with: nil))
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(v)
        #expect(root.hitTest(Point(x: 99, y: 99), with: nil) === v)
        #expect(root.hitTest(Point(x: 101, y: 101), with: nil) === root)
    }

    @Test func readingFrameGivesTheTransformedBox() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        #expect(v.bounds.size == Size(width: 100, height: 50))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        let f = v.frame
        #expect(abs(f.width - 50) < 0.001 && abs(f.height - 100) < 0.001 && abs(f.midX - 60) < 0.001 && abs(f.midY - 45) < 0.001)
        v.transform = .identity
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func convertingIntoAScaledSubview() {
        // iOS: (60, 20) in an 80x40 view is (25, 5) in a subview scaled 2x whose frame was
        // then set to (10, 10, 60, 40); and back.
        let view = View(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        let sub = View()
        sub.transform = AffineTransform(scaleX: 2, y: 2)
        sub.frame = Rect(x: 10, y: 10, width: 60, height: 40)
        view.addSubview(sub)
        #expect(view.convert(Point(x: 60, y: 20), to: sub) == Point(x: 25, y: 5))
        #expect(sub.convert(Point(x: 25, y: 5), to: view) == Point(x: 60, y: 20))
        #expect(sub.bounds.size == Size(width: 30, height: 20))
    }

    @Test func originsThroughNestedScalesAndBoundsOrigins() {
        // iOS: a subview scaled 0.5 with frame (128, 128, 256, 256) and bounds origin
        // (32, 32), holding one scaled 2x with frame (128, 128, 128, 128): the inner frame's
        // origin is at (176, 176) in the 512x512 root.
        let root = View(frame: Rect(x: 0, y: 0, width: 512, height: 512))
        let sub = View()
        sub.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        sub.frame = Rect(x: 128, y: 128, width: 256, height: 256)
        sub.bounds.origin = Point(x: 32, y: 32)
        root.addSubview(sub)
        let inner = View()
        inner.transform = AffineTransform(scaleX: 2, y: 2)
        inner.frame = Rect(x: 128, y: 128, width: 128, height: 128)
        sub.addSubview(inner)
        #expect(sub.bounds.size == Size(width: 512, height: 512))
        #expect(inner.bounds.size == Size(width: 64, height: 64))
        #expect(root.convert(inner.frame.origin, from: sub) == Point(x: 176, y: 176))
        // With the root's bounds origin at (16, 18) and the inner frame at (100, 128): (146, 158).
        root.bounds.origin = Point(x: 16, y: 18)
        inner.frame = Rect(x: 100, y: 128, width: 128, height: 128)
        let p = root.convert(inner.frame.origin, from: sub)
        #expect(Point(x: p.x - root.bounds.minX, y: p.y - root.bounds.minY) == Point(x: 146, y: 158))
    }

    @Test func aRotationWithNoExactSizeMovesOnlyTheCentre() {
        let v = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        v.transform = AffineTransform(rotationAngle: .pi / 4)
        v.frame = Rect(x: 100, y: 100, width: 50, height: 50)
        #expect(v.bounds.size == Size(width: 40, height: 20))
        #expect(v.center == Point(x: 125, y: 125))
        v.frame = Rect(x: .nan, y: .infinity, width: -5, height: .nan)  // never traps
        #expect(v.bounds.size.width.isFinite && v.center.isFinite)
    }
}
