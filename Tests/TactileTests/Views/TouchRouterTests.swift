import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The engine's `TouchRouter` keeps one record per finger: the plane that captured it, the
/// view hit and the responder chain of the touch-down, the recognizers, held and delivered
/// phases; the record goes once the finger's view and recognizers are done with it.
@MainActor
@Suite struct TouchRouterTests {
    /// A plane above the window claiming the left half of the screen.
    final class LeftPlane: EnginePlane {
        var inputs: [TouchInput.Phase] = []
        func claimsTouch(at point: Point) -> Bool { point.x < 100 }
        func handleTouch(_ input: TouchInput, timestamp: Double) { inputs.append(input.phase) }
        func update(_ frame: FrameInfo) {}
        func draw(in renderer: Renderer, frame: FrameInfo) {}
        var needsFrame: Bool { false }
    }

    @Test func aWindowFingerHasOneRecordFromTouchDownToItsEnd() throws {
        let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = RecordingView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(child)
        let tap = TapGestureRecognizer()
        tap.delaysTouchesBegan = true
        tap.numberOfTapsRequired = 2
        parent.addGestureRecognizer(tap)
        let h = Harness(subviews: [parent])
        let router = h.engine.touchRouter

        h.touchDown(at: Point(x: 120, y: 120))
        let touch = try #require(h.window.touches.first)
        let record = try #require(router.record(for: touch.finger))
        #expect(record.plane == nil, "the window's finger")
        #expect(record.touch === touch && touch.record === record)
        #expect(touch.view === child)
        #expect(record.responderChain.first === child)
        #expect(record.responderChain.dropFirst().first === parent, "the chain of the touch-down, fixed")
        #expect(record.responderChain.contains { $0 === h.window })
        #expect(record.recognizers.count == 1 && record.recognizers.first === tap)
        #expect(record.heldPhases == [.began], "the double tap holds began back from the view")
        #expect(record.viewDelivery == .pending)
        #expect(router.held.count == 1)
        #expect(child.log.isEmpty)

        // The view leaves mid-touch: its delivery ends (it never began: nothing is sent),
        // the held phases are dropped and the chain is let go; the finger stays down.
        parent.removeFromSuperview()
        #expect(record.isDoneForView && !record.viewHasBegun)
        #expect(record.heldPhases.isEmpty && router.held.isEmpty)
        #expect(record.responderChain.isEmpty)
        #expect(router.record(for: touch.finger) === record)

        h.touchUp()
        #expect(router.record(for: touch.finger) == nil, "the record goes when the finger is done with")
        #expect(router.active.isEmpty && router.captured.isEmpty && router.held.isEmpty, "nothing of the finger is kept")
        #expect(child.log.isEmpty)
    }

    @Test func aPlaneFingerIsCapturedByItsPlaneUntilItLifts() throws {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let h = Harness(subviews: [v])
        let plane = LeftPlane()
        h.engine.addPlane(plane)
        let router = h.engine.touchRouter

        h.touchDown(at: Point(x: 50, y: 50), finger: 1)
        h.touchDown(at: Point(x: 250, y: 50), finger: 2)
        let planeRecords = router.captured.values.filter { $0.plane != nil }
        #expect(planeRecords.count == 1 && planeRecords.first?.plane === plane)
        #expect(router.active.count == 1, "only the window's finger is delivered to views")
        #expect(h.window.touches.count == 1)
        h.touchMove(to: Point(x: 260, y: 50), finger: 1)  // captured: stays with the plane
        #expect(plane.inputs == [.began, .moved])
        #expect(v.log == ["began"])
        h.touchUp(finger: 1)
        h.touchUp(finger: 2)
        #expect(plane.inputs == [.began, .moved, .ended])
        #expect(v.log == ["began", "ended"])
        #expect(router.captured.isEmpty && router.active.isEmpty)
    }

    @Test func keysGoToTheFirstResponderThroughTheKeyRouter() {
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        let h = Harness(subviews: [field])
        var reached: [KeyboardKey?] = []
        h.engine.onKey = { reached.append($0.key) }
        field.becomeFirstResponder()
        h.type("ab")
        #expect(field.text == "ab")
        h.key(.escape)
        #expect(reached == [.escape], "a key the field does not take reaches the engine")
    }
}
