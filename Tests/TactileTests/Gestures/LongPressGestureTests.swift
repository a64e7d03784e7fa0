import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct LongPressGestureTests {
    @Test func firesAtHalfASecondNotBefore() {
        let (h, view) = makeScene()
        let log = StateLog()
        let press = LongPressGestureRecognizer()
        log.attach(press)
        view.addGestureRecognizer(press)
        h.touchDown(at: Point(x: 100, y: 100))
        h.advance(by: 0.49)
        #expect(press.state == .possible)
        #expect(log.states.isEmpty)
        h.advance(by: 0.01 + 1e-9) // 0.49 + 0.01 may round below 0.5 on a non-zero clock
        #expect(press.state == .began)
        #expect(log.states == [.began])
        // Recognising took the touch away from the view.
        #expect(view.log == ["began", "cancelled"])
        h.touchMove(to: Point(x: 130, y: 100)) // movement after began is fine
        #expect(press.state == .changed)
        h.touchUp()
        #expect(log.states == [.began, .changed, .ended])
        #expect(press.state == .possible)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func exactlyAtDeadline() {
        let (h, view) = makeScene()
        let press = view.addLongPressGestureRecognizer {}
        h.touchDown(at: Point(x: 100, y: 100))
        h.advance(by: 0.5)
        #expect(press.state == .began)
    }

    @Test func failsWhenMovedElevenPoints() {
        let (h, view) = makeScene()
        var held = 0
        let press = view.addLongPressGestureRecognizer { held += 1 }
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 110, y: 100))
        #expect(press.state == .possible)
        h.touchMove(to: Point(x: 111, y: 100))
        #expect(press.state == .failed)
        h.advance(by: 1)
        h.touchUp()
        #expect(held == 0)
        #expect(view.log.first == "began" && view.log.last == "ended")
        #expect(press.state == .possible)
    }

    @Test func failsWhenLiftedEarly() {
        let (h, view) = makeScene()
        var held = 0
        let press = view.addLongPressGestureRecognizer { held += 1 }
        h.tap(at: Point(x: 100, y: 100), hold: 0.3)
        h.advance(by: 1)
        #expect(held == 0)
        #expect(press.state == .possible)
        #expect(view.log == ["began", "ended"])
    }

    @Test func cancelledWhenTheViewIsHiddenAndWorksAgainAfterwards() {
        let (h, view) = makeScene()
        let log = StateLog()
        let press = view.addLongPressGestureRecognizer(minimumPressDuration: 0) { (_: LongPressGestureRecognizer) in }
        log.attach(press)
        h.touchDown(at: Point(x: 100, y: 100))
        #expect(log.states == [.began])
        view.isHidden = true
        #expect(log.states == [.began, .cancelled])
        h.touchUp()
        view.isHidden = false
        h.touchDown(at: Point(x: 100, y: 100))
        #expect(log.states == [.began, .cancelled, .began])
        h.touchUp()
        #expect(log.states == [.began, .cancelled, .began, .ended])
    }

    @Test func twoFingerPress() {
        let (h, view) = makeScene()
        var held = 0
        let press = view.addLongPressGestureRecognizer { held += 1 }
        press.numberOfTouchesRequired = 2
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.advance(by: 0.6)
        #expect(held == 0)
        h.touchDown(at: Point(x: 150, y: 100), finger: 2)
        h.advance(by: 0.49)
        #expect(held == 0)
        h.advance(by: 0.01 + 1e-9) // 0.49 + 0.01 may round below 0.5 on a non-zero clock
        #expect(held == 1)
        #expect(press.numberOfTouches == 2)
        h.touchUp(finger: 1)
        // Ended; the remaining finger is ignored until it lifts, then the recognizer resets.
        #expect(press.state == .ended)
        h.touchUp(finger: 2)
        #expect(press.state == .possible)
    }
}
