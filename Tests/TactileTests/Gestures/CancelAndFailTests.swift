import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The `cancelled` and `failed` transitions of the continuous recognizers.
@MainActor
@Suite struct CancelAndFailTests {
    @Test func panFailsWhenLiftedWithoutMovingAndCancelsOnFocusLoss() {
        let (h, view) = makeScene()
        let log = StateLog()
        let pan = view.addPanGestureRecognizer { _ in }
        log.attach(pan)
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 105, y: 100))
        // The lift makes it fail (and then reset): no action, and the view gets its touch-up.
        h.touchUp()
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "moved", "ended"])
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 140, y: 100))
        h.engine.handle(.focusLost)
        #expect(log.states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test func pinchAndRotationFailOrCancel() {
        let (h, view) = makeScene()
        let pinchLog = StateLog(), rotationLog = StateLog()
        let pinch = view.addPinchGestureRecognizer { _ in }
        let rotation = view.addRotationGestureRecognizer { _ in }
        pinch.shouldRecognizeSimultaneously = { _, _ in true }
        pinchLog.attach(pinch)
        rotationLog.attach(rotation)
        // Two fingers that barely move: neither begins; both fail when the fingers lift.
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 160, y: 100), finger: 2)
        h.touchMove(to: Point(x: 162, y: 100), finger: 2)
        h.touchUp(finger: 1)
        #expect(pinch.state == .possible && rotation.state == .possible)
        h.touchUp(finger: 2)
        #expect(pinchLog.states.isEmpty && rotationLog.states.isEmpty)
        #expect(view.log.last == "ended")
        // Both begin together (simultaneous), then the touches are cancelled.
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 160, y: 100), finger: 2)
        h.touchMove(to: Point(x: 190, y: 130), finger: 2)
        #expect(pinch.state == .began && rotation.state == .began)
        h.engine.handle(.focusLost)
        #expect(pinchLog.states == [.began, .cancelled])
        #expect(rotationLog.states == [.began, .cancelled])
        #expect(pinch.state == .possible && rotation.state == .possible)
    }

    @Test func withoutSimultaneousTheFirstToBeginWins() {
        let (h, view) = makeScene()
        var pinches = 0, rotations = 0
        view.addPinchGestureRecognizer { if $0.state == .began { pinches += 1 } }
        view.addRotationGestureRecognizer { if $0.state == .began { rotations += 1 } }
        h.pinch(center: Point(x: 150, y: 125), from: 40, to: 140)
        h.rotate(center: Point(x: 150, y: 125), radius: 50, by: 1)
        #expect(pinches == 1 && rotations == 1)
        // A gesture that is both: whichever crosses its threshold first takes the touches.
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 160, y: 100), finger: 2)
        h.touchMove(to: Point(x: 200, y: 140), finger: 2)
        h.touchUp(finger: 1)
        h.touchUp(finger: 2)
        #expect(pinches + rotations == 3)
    }

    @Test func swipeFailsWhenItsTimeRunsOut() {
        let (h, view) = makeScene()
        let swipe = view.addSwipeGestureRecognizer {}
        h.touchDown(at: Point(x: 60, y: 100))
        h.advance(by: 0.49)
        #expect(swipe.state == .possible)
        h.advance(by: 0.02)
        #expect(swipe.state == .failed)
        h.touchMove(to: Point(x: 200, y: 100))
        #expect(swipe.state == .failed)
        h.touchUp()
        #expect(swipe.state == .possible)
    }
}
