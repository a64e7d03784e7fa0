import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Counts things the immediate content saw, across frames.
@MainActor
final class ImmediateTally {
    var fires = 0
    var held: [String: Bool] = [:]
    var values: [String: Float] = [:]
    var items: [Int] = [1, 2, 3]
    var show = true
}

@MainActor
@Suite struct ImmediateButtonTests {
    let buttonRect = Rect(x: 100, y: 100, width: 120, height: 40)

    func makeHarness(_ content: @escaping (UI) -> Void) -> (Harness, ImmediatePlane) {
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        let layer = h.engine.addImmediatePlane(content: content)
        h.runFrame()
        return (h, layer)
    }

    @Test func buttonFiresExactlyOncePerTap() {
        let t = ImmediateTally()
        let rect = buttonRect
        let (h, _) = makeHarness { ui in if ui.button("Go", frame: rect) { t.fires += 1 } }
        h.tap(at: Point(x: 150, y: 120))
        #expect(t.fires == 1)
        h.advance(by: 0.5)
        #expect(t.fires == 1, "no further fires on later frames")
        h.tap(at: Point(x: 160, y: 110))
        #expect(t.fires == 2)
    }

    @Test func doesNotFireWhenThePressStartedOutside() {
        let t = ImmediateTally()
        let rect = buttonRect
        let (h, _) = makeHarness { ui in if ui.button("Go", frame: rect) { t.fires += 1 } }
        h.touchDown(at: Point(x: 30, y: 30))
        h.touchMove(to: Point(x: 150, y: 120))
        h.touchUp(at: Point(x: 150, y: 120))
        h.advance(by: 0.1)
        #expect(t.fires == 0)
    }

    @Test func doesNotFireWhenReleasedFarOutside() {
        let t = ImmediateTally()
        let rect = buttonRect
        let (h, _) = makeHarness { ui in if ui.button("Go", frame: rect) { t.fires += 1 } }
        h.touchDown(at: Point(x: 150, y: 120))
        h.touchMove(to: Point(x: 350, y: 250))
        h.touchUp(at: Point(x: 350, y: 250))
        h.advance(by: 0.1)
        #expect(t.fires == 0)
    }

    @Test func firesOnPressWhenAsked() {
        let t = ImmediateTally()
        let rect = buttonRect
        let (h, _) = makeHarness { ui in if ui.button("Fire", frame: rect, firesOnPress: true) { t.fires += 1 } }
        h.touchDown(at: Point(x: 150, y: 120))
        #expect(t.fires == 1, "fires at touch-down")
        h.advance(by: 0.2)
        h.touchUp()
        h.advance(by: 0.1)
        #expect(t.fires == 1, "not again on release")
    }

    @Test func twoFingersHoldTwoButtons() {
        let t = ImmediateTally()
        let (h, _) = makeHarness { ui in
            t.held["left"] = ui.holdButton("L", frame: Rect(x: 10, y: 200, width: 80, height: 80))
            t.held["right"] = ui.holdButton("R", frame: Rect(x: 300, y: 200, width: 80, height: 80))
        }
        h.touchDown(at: Point(x: 50, y: 240), finger: 1)
        #expect(t.held["left"] == true)
        #expect(t.held["right"] == false)
        h.touchDown(at: Point(x: 340, y: 240), finger: 2)
        #expect(t.held["left"] == true)
        #expect(t.held["right"] == true)
        // The first finger slides onto the other button: it stays captured by its own.
        h.touchMove(to: Point(x: 320, y: 230), finger: 1)
        #expect(t.held["left"] == true)
        h.touchUp(finger: 1)
        #expect(t.held["left"] == false)
        #expect(t.held["right"] == true)
        h.touchUp(finger: 2)
        #expect(t.held["right"] == false)
    }

    @Test func twoFingersTapTwoButtonsInOneFrame() {
        let t = ImmediateTally()
        let (h, _) = makeHarness { ui in
            if ui.button("A", frame: Rect(x: 10, y: 10, width: 80, height: 40)) { t.fires += 1 }
            if ui.button("B", frame: Rect(x: 200, y: 10, width: 80, height: 40)) { t.fires += 10 }
        }
        // Both fingers down and up before a frame runs: each button fires once.
        for (f, x) in [(1, Float(50)), (2, Float(240))] {
            h.engine.handle(.touch(TouchInput(finger: FingerID(device: 1, finger: Int64(f)), phase: .began, location: Point(x: x, y: 30))))
        }
        for (f, x) in [(1, Float(50)), (2, Float(240))] {
            h.engine.handle(.touch(TouchInput(finger: FingerID(device: 1, finger: Int64(f)), phase: .ended, location: Point(x: x, y: 30))))
        }
        h.runFrame()
        h.advance(by: 0.1)
        #expect(t.fires == 11)
    }

    @Test func disabledButtonNeverFires() {
        let t = ImmediateTally()
        let rect = buttonRect
        let (h, _) = makeHarness { ui in ui.enabled(false) { if ui.button("Off", frame: rect) { t.fires += 1 } } }
        h.tap(at: Point(x: 150, y: 120))
        #expect(t.fires == 0)
    }

    @Test func anIdleImmediatePlaneAsksForNoFrames() {
        let t = ImmediateTally()
        let rect = buttonRect
        let (h, layer) = makeHarness { ui in if ui.button("Go", frame: rect) { t.fires += 1 } }
        h.tap(at: Point(x: 150, y: 120))
        h.advance(by: 0.1)
        #expect(!layer.needsFrame)
        #expect(!h.engine.wantsFrame, "nothing changes, so the loop may sleep")
        let presented = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(h.renderer.stats.framesPresented == presented)
        // A held button keeps frames coming (its state can change every frame).
        h.touchDown(at: Point(x: 150, y: 120))
        #expect(layer.needsFrame)
        h.touchUp()
        h.advance(by: 0.1)
        #expect(!layer.needsFrame)
    }
}
