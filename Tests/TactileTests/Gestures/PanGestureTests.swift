import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct PanGestureTests {
    @Test func panStatesTranslationAndVelocity() {
        let (h, view) = makeScene()
        let log = StateLog()
        var translations: [Point] = []
        let pan = view.addPanGestureRecognizer { r in translations.append(r.translation(in: view)) }
        log.attach(pan)
        h.touchDown(at: Point(x: 100, y: 100))
        h.clock.advance(by: 1.0 / 60)
        h.touchMove(to: Point(x: 105, y: 100))
        #expect(pan.state == .possible)
        h.clock.advance(by: 1.0 / 60)
        h.touchMove(to: Point(x: 112, y: 100))
        #expect(pan.state == .began)
        #expect(translations.last == Point(x: 12, y: 0))
        #expect(view.log == ["began", "moved", "cancelled"])
        for i in 1...6 {
            h.clock.advance(by: 1.0 / 60)
            h.touchMove(to: Point(x: 112 + Float(i) * 5, y: 100 + Float(i) * 2))
        }
        #expect(pan.state == .changed)
        #expect(translations.last == Point(x: 42, y: 12))
        // 5 pt and 2 pt per 1/60 s frame: 300 and 120 pt/s.
        let v = pan.velocity(in: nil)
        #expect(abs(v.x - 300) < 1 && abs(v.y - 120) < 1)
        h.touchUp()
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(pan.state == .possible)
        #expect(view.log == ["began", "moved", "cancelled"])
    }

    @Test func setTranslationGivesIncrementalSteps() {
        let (h, view) = makeScene()
        var steps: [Point] = []
        view.addPanGestureRecognizer { r in
            steps.append(r.translation(in: nil))
            r.setTranslation(.zero, in: nil)
        }
        h.drag(from: Point(x: 60, y: 60), to: Point(x: 160, y: 60), duration: 10.0 / 60)
        let total = steps.reduce(Float(0)) { $0 + $1.x }
        #expect(abs(total - 100) < 0.001)
        #expect(steps.count >= 5)
    }

    @Test func velocityIsZeroAfterRestingBeforeLift() {
        let (h, view) = makeScene()
        var endVelocity: Point?
        view.addPanGestureRecognizer { r in if r.state == .ended { endVelocity = r.velocity(in: nil) } }
        h.touchDown(at: Point(x: 60, y: 60))
        h.clock.advance(by: 0.016)
        h.touchMove(to: Point(x: 120, y: 60))
        h.advance(by: 0.5)
        h.touchUp()
        #expect(endVelocity == Point.zero)
    }

    @Test func minimumNumberOfTouches() {
        let (h, view) = makeScene()
        let pan = view.addPanGestureRecognizer { _ in }
        pan.minimumNumberOfTouches = 2
        h.touchDown(at: Point(x: 60, y: 60), finger: 1)
        h.touchMove(to: Point(x: 100, y: 60), finger: 1)
        #expect(pan.state == .possible)
        h.touchDown(at: Point(x: 100, y: 100), finger: 2)
        h.touchMove(to: Point(x: 120, y: 60), finger: 1)
        h.touchMove(to: Point(x: 120, y: 100), finger: 2)
        #expect(pan.state == .began || pan.state == .changed)
        // 40 pt with one finger, then both moved 20: the second finger's landing adds no jump.
        #expect(abs(pan.translation(in: nil).x - 60) < 0.001 && pan.translation(in: nil).y == 0)
        h.touchUp(finger: 1)
        #expect(pan.state == .ended)
        h.touchUp(finger: 2)
        #expect(pan.state == .possible)
    }

    @Test func maximumNumberOfTouchesIgnoresExtraFingers() {
        let (h, view) = makeScene()
        let pan = view.addPanGestureRecognizer { _ in }
        pan.maximumNumberOfTouches = 1
        h.touchDown(at: Point(x: 60, y: 60), finger: 1)
        h.touchDown(at: Point(x: 200, y: 180), finger: 2)
        #expect(pan.numberOfTouches == 1)
        h.touchMove(to: Point(x: 80, y: 60), finger: 1)
        #expect(abs(pan.translation(in: nil).x - 20) < 0.001 && pan.translation(in: nil).y == 0)
        h.touchUp(finger: 1)
        h.touchUp(finger: 2)
    }
}
