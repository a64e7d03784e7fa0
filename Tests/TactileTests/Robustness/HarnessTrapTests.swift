import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issue 22 item 7: the test tooling does not trap either. Each of these crashed the test
/// process before the fix.
@MainActor
@Suite struct HarnessTrapTests {
    func scene() -> (Harness, RecordingView) {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        return (Harness(subviews: [v], size: Size(width: 200, height: 200)), v)
    }

    @Test func extremeMouseAndWheelCoordinatesDoNotTrap() {
        let (h, v) = scene()
        for p in [Point(x: Float(Int32.max), y: 5), Point(x: 5, y: -Float(Int32.max) * 2), Point(x: .nan, y: 5),
                  Point(x: .infinity, y: -.infinity), Point(x: 1e30, y: 1e30)] {
            h.mouseDown(at: p)
            h.mouseMove(to: p)
            h.mouseUp(at: p)
            h.wheel(dy: 1, at: p)
        }
        h.mouseDown(at: Point(x: 10, y: 10))
        h.mouseUp(at: Point(x: 10, y: 10))
        #expect(v.log.suffix(2) == ["began", "ended"], "the mouse still works: \(v.log)")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1, 1e300, 0])
    func badGestureDurationsDoNotTrapOrStall(_ d: Double) {
        let (h, v) = scene()
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 100), duration: d)
        h.pinch(center: Point(x: 100, y: 100), from: 40, to: 80, duration: d)
        h.rotate(center: Point(x: 100, y: 100), by: 1, duration: d)
        h.tap(at: Point(x: 20, y: 20), hold: d)
        h.longPress(at: Point(x: 20, y: 20), duration: d)
        h.advance(by: d)
        #expect(h.window.touches.isEmpty)
        #expect(v.log.count >= 2)
    }

    @Test func aBadFrameIntervalDoesNotTrapOrStall() {
        let (h, _) = scene()
        for interval in [0, -1, Double.nan, .infinity] {
            h.frameInterval = interval
            h.advance(by: 1)
            h.drag(from: Point(x: 10, y: 10), to: Point(x: 50, y: 50), duration: 0.2)
        }
        #expect(h.frameInterval > 0 && h.frameInterval.isFinite)
    }
}
