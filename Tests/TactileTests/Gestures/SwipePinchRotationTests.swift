import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct SwipePinchRotationTests {
    @Test func swipeRightIsRecognizedDuringTheMove() {
        let (h, view) = makeScene()
        var directions: [SwipeGestureRecognizer.Direction?] = []
        let swipe = view.addSwipeGestureRecognizer(direction: [.left, .right]) { (r: SwipeGestureRecognizer) in
            directions.append(r.recognizedDirection)
        }
        h.touchDown(at: Point(x: 60, y: 100))
        h.clock.advance(by: 0.05)
        h.touchMove(to: Point(x: 100, y: 104))
        #expect(directions.isEmpty)
        h.clock.advance(by: 0.05)
        h.touchMove(to: Point(x: 120, y: 106))
        #expect(directions == [.right])
        #expect(view.log == ["began", "moved", "cancelled"])
        h.touchUp()
        #expect(swipe.state == .possible)
        h.drag(from: Point(x: 200, y: 100), to: Point(x: 100, y: 100), duration: 0.2)
        #expect(directions == [.right, .left])
    }

    @Test func swipeFailsInTheWrongDirectionTooSlowOrLiftedEarly() {
        let (h, view) = makeScene()
        var swipes = 0
        view.addSwipeGestureRecognizer(direction: .right) { swipes += 1 }
        h.drag(from: Point(x: 200, y: 100), to: Point(x: 100, y: 100), duration: 0.2)  // left
        h.drag(from: Point(x: 100, y: 60), to: Point(x: 130, y: 160), duration: 0.2)   // mostly down
        h.drag(from: Point(x: 60, y: 100), to: Point(x: 200, y: 100), duration: 2.0)   // too slow: 50 pt after 0.7 s
        h.drag(from: Point(x: 60, y: 100), to: Point(x: 90, y: 100), duration: 0.1)    // too short
        #expect(swipes == 0)
        h.drag(from: Point(x: 60, y: 100), to: Point(x: 200, y: 100), duration: 0.2)
        #expect(swipes == 1)
    }

    @Test func pinchWithTwoFingers() {
        let (h, view) = makeScene()
        let log = StateLog()
        var scales: [Float] = []
        var velocities: [Float] = []
        let pinch = view.addPinchGestureRecognizer { r in
            scales.append(r.scale)
            velocities.append(r.velocity)
        }
        log.attach(pinch)
        h.pinch(center: Point(x: 150, y: 125), from: 50, to: 150, duration: 0.3)
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs((scales.last ?? 0) - 3) < 0.01)
        // Scale grows by 2 over 0.3 s.
        let midVelocity = velocities[velocities.count / 2]
        #expect(abs(midVelocity - 2 / 0.3) < 0.5)
        #expect(pinch.state == .possible)
        // Pinching in.
        scales.removeAll()
        h.pinch(center: Point(x: 150, y: 125), from: 160, to: 80, duration: 0.3)
        #expect(abs((scales.last ?? 0) - 0.5) < 0.01)
        #expect(velocities.last! < 0)
    }

    @Test func pinchNeedsTwoFingersAndIgnoresAThird() {
        let (h, view) = makeScene()
        let pinch = view.addPinchGestureRecognizer { _ in }
        h.drag(from: Point(x: 60, y: 60), to: Point(x: 200, y: 60))
        #expect(pinch.state == .possible)
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 150, y: 100), finger: 2)
        h.touchDown(at: Point(x: 220, y: 180), finger: 3)
        #expect(pinch.numberOfTouches == 2)
        h.touchMove(to: Point(x: 200, y: 100), finger: 2)
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 2) < 0.001)
        pinch.scale = 1
        h.touchMove(to: Point(x: 300, y: 100), finger: 2)
        #expect(abs(pinch.scale - 2) < 0.001) // 200 over the rebased 100
        h.touchUp(finger: 3)
        #expect(pinch.state == .changed)
        h.touchUp(finger: 1)
        #expect(pinch.state == .ended)
        h.touchUp(finger: 2)
        #expect(pinch.state == .possible)
    }

    @Test func rotationWithTwoFingers() {
        let (h, view) = makeScene()
        let log = StateLog()
        var rotations: [Float] = []
        var velocities: [Float] = []
        let rotation = view.addRotationGestureRecognizer { r in
            rotations.append(r.rotation)
            velocities.append(r.velocity)
        }
        log.attach(rotation)
        h.rotate(center: Point(x: 150, y: 125), radius: 60, by: 1.0, duration: 0.3)
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(abs((rotations.last ?? 0) - 1) < 0.01)
        #expect(abs(velocities[velocities.count / 2] - 1 / 0.3) < 0.3)
        // Counter-clockwise, across the ±π seam of atan2.
        rotations.removeAll()
        h.rotate(center: Point(x: 150, y: 125), radius: 60, by: -3.5, duration: 0.3)
        #expect(abs((rotations.last ?? 0) + 3.5) < 0.01)
        #expect(rotation.state == .possible)
    }

    @Test func smallTurnDoesNotBeginRotation() {
        let (h, view) = makeScene()
        var states: [GestureRecognizer.State] = []
        view.addRotationGestureRecognizer { r in states.append(r.state) }
        h.rotate(center: Point(x: 150, y: 125), radius: 60, by: 0.04, duration: 0.1)
        #expect(states.isEmpty)
    }
}
