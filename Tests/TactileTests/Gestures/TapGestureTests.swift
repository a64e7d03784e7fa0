import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct TapGestureTests {
    @Test func tapRecognizesDuringTouchUpDispatchAndCancelsTheViewTouch() {
        let (h, view) = makeScene()
        let log = StateLog()
        let tap = TapGestureRecognizer()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        h.touchDown(at: Point(x: 100, y: 100))
        #expect(log.states.isEmpty)
        #expect(tap.state == .possible)
        h.advance(by: 0.05)
        h.touchUp(at: Point(x: 100, y: 100))
        #expect(log.states == [.recognized])
        // The view saw the touch begin; its end was held (delaysTouchesEnded) and then cancelled.
        #expect(view.log == ["began", "cancelled"])
        #expect(tap.state == .possible) // reset once the touch lifted
    }

    @Test func tapFailsOnMovementBeyondSlopAndViewGetsItsTouches() {
        let (h, view) = makeScene()
        let log = StateLog()
        let tap = TapGestureRecognizer()
        log.attach(tap)
        var failedSeen = false
        view.addGestureRecognizer(tap)
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 109, y: 100))
        #expect(tap.state == .possible)
        h.touchMove(to: Point(x: 111, y: 100))
        failedSeen = tap.state == .failed
        h.touchUp()
        #expect(failedSeen)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "moved", "moved", "ended"])
    }

    @Test func tapFailsWhenHeldTooLong() {
        let (h, view) = makeScene()
        let log = StateLog()
        let tap = view.addTapGestureRecognizer {}
        log.attach(tap)
        h.touchDown(at: Point(x: 100, y: 100))
        h.advance(by: 0.74)
        #expect(tap.state == .possible)
        h.advance(by: 0.02)
        #expect(tap.state == .failed)
        h.touchUp()
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "ended"])
    }

    @Test func doubleTapAndSingleTapWaitingForItToFail() {
        let (h, view) = makeScene()
        var singles = 0, doubles = 0
        let double = view.addTapGestureRecognizer(numberOfTaps: 2) { doubles += 1 }
        let single = view.addTapGestureRecognizer { singles += 1 }
        single.require(toFail: double)

        // One tap: the single tap waits for the double-tap window, then fires.
        h.tap(at: Point(x: 100, y: 100))
        #expect(singles == 0)
        h.advance(by: 0.3)
        #expect(singles == 0)
        h.advance(by: 0.1)
        #expect(singles == 1 && doubles == 0)
        // The view's held touch-up is delivered once the double tap failed.
        #expect(view.log == ["began", "ended"])

        // Two quick taps: the double tap fires during the second touch-up; the single never.
        view.log.removeAll()
        h.advance(by: 1)
        h.tap(at: Point(x: 100, y: 100))
        h.advance(by: 0.1)
        h.tap(at: Point(x: 102, y: 101))
        #expect(doubles == 1)
        h.advance(by: 1)
        #expect(singles == 1)
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func doubleTapFailsWhenSecondTapIsTooLate() {
        let (h, view) = makeScene()
        var doubles = 0
        view.addTapGestureRecognizer(numberOfTaps: 2) { doubles += 1 }
        h.tap(at: Point(x: 100, y: 100))
        h.advance(by: 0.5)
        h.tap(at: Point(x: 100, y: 100))
        h.advance(by: 1)
        #expect(doubles == 0)
    }

    @Test func twoFingerTap() {
        let (h, view) = makeScene()
        var taps = 0
        let tap = view.addTapGestureRecognizer { taps += 1 }
        tap.numberOfTouchesRequired = 2
        // One finger is not enough.
        h.tap(at: Point(x: 100, y: 100))
        #expect(taps == 0)
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 140, y: 100), finger: 2)
        h.touchUp(finger: 1)
        #expect(taps == 0)
        h.touchUp(finger: 2)
        #expect(taps == 1)
        // Three fingers fail.
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 140, y: 100), finger: 2)
        h.touchDown(at: Point(x: 180, y: 100), finger: 3)
        #expect(tap.state == .failed)
        h.touchUp(finger: 1); h.touchUp(finger: 2); h.touchUp(finger: 3)
        #expect(taps == 1)
        #expect(tap.state == .possible)
    }
}
