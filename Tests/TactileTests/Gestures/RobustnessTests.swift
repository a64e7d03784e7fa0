import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A control-like view that keeps its ancestors' taps from taking its taps.
@MainActor
private final class TapOwningView: View {
    var taps = 0
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !(recognizer is TapGestureRecognizer && recognizer.view !== self)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { taps += 1 }
}

@MainActor
@Suite struct RobustnessTests {
    @Test func hitViewCanVetoAnAncestorsRecognizer() {
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let button = TapOwningView(frame: Rect(x: 50, y: 50, width: 100, height: 50))
        container.addSubview(button)
        var containerTaps = 0
        container.addTapGestureRecognizer { containerTaps += 1 }
        let h = Harness(subviews: [container], size: Size(width: 400, height: 300))
        h.tap(at: Point(x: 80, y: 70))
        #expect(button.taps == 1)
        #expect(containerTaps == 0)
        h.tap(at: Point(x: 300, y: 200))
        #expect(containerTaps == 1)
    }

    @Test func recognizerRemovedDuringItsOwnAction() {
        let (h, view) = makeScene()
        var states: [GestureRecognizer.State] = []
        var press: LongPressGestureRecognizer?
        press = view.addLongPressGestureRecognizer(minimumPressDuration: 0) { [weak view] r in
            states.append(r.state)
            if r.state == .began, let p = press { view?.removeGestureRecognizer(p) }
        }
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 150, y: 100))
        h.touchUp()
        #expect(states == [.began, .cancelled])
        #expect(press?.view == nil)
        #expect(press?.state == .possible)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func requirementOnADetachedRecognizerDoesNotBlock() {
        let (h, view) = makeScene()
        var singles = 0
        let double = view.addTapGestureRecognizer(numberOfTaps: 2) {}
        let single = view.addTapGestureRecognizer { singles += 1 }
        single.require(toFail: double)
        h.tap(at: Point(x: 100, y: 100))
        view.removeGestureRecognizer(double) // the requirement goes away while the single waits
        #expect(singles == 1)
        h.tap(at: Point(x: 100, y: 100))
        #expect(singles == 2)
    }

    @Test func nonsenseSettingsDoNotHang() {
        let (h, view) = makeScene()
        var fired = 0
        let tap = view.addTapGestureRecognizer { fired += 1 }
        tap.numberOfTouchesRequired = 0
        tap.numberOfTapsRequired = -3
        let press = view.addLongPressGestureRecognizer { fired += 10 }
        press.minimumPressDuration = .nan
        press.numberOfTouchesRequired = -1
        let pinch = view.addPinchGestureRecognizer { _ in }
        pinch.scale = .nan
        #expect(pinch.scale == 1)
        h.longPress(at: Point(x: 100, y: 100), duration: 0.6)
        #expect(fired == 10) // the press (NaN duration → 0.5 s) won over the tap
        h.tap(at: Point(x: 100, y: 100))
        #expect(fired == 11)
    }

    @Test func pinchStartingWithFingersOnOnePoint() {
        let (h, view) = makeScene()
        let pinch = view.addPinchGestureRecognizer { _ in }
        h.touchDown(at: Point(x: 100, y: 100), finger: 1)
        h.touchDown(at: Point(x: 100, y: 100), finger: 2)
        h.touchMove(to: Point(x: 110, y: 100), finger: 2)
        h.touchMove(to: Point(x: 130, y: 100), finger: 2)
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 3) < 0.001)
        h.touchUp(finger: 1)
        h.touchUp(finger: 2)
    }

    @Test func statesOfARecognizerOutsideAWindow() {
        // A custom recognizer driven directly still follows the transition rules.
        let r = GestureRecognizer()
        var seen: [GestureRecognizer.State] = []
        r.addAction { seen.append($0.state) }
        r.state = .changed         // invalid from possible: ignored
        #expect(r.state == .possible)
        r.state = .began
        r.state = .changed
        r.state = .ended
        #expect(seen == [.began, .changed, .ended])
        // With no touches to wait for, a terminal state resets at once.
        #expect(r.state == .possible)
        r.state = .failed
        #expect(r.state == .possible)
        #expect(seen == [.began, .changed, .ended]) // failing runs no action
    }
}

/// Recognises at touch-down (discrete), for checking a waiting recognition whose touch is cancelled.
@MainActor
private final class TouchDownRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .recognized }
}

@MainActor
@Suite struct PendingCancellationTests {
    @Test func waitingRecognitionFailsWhenItsTouchIsCancelled() {
        let (h, view) = makeScene()
        var fired = 0
        let blocker = view.addLongPressGestureRecognizer {}
        let down = TouchDownRecognizer { _ in fired += 1 }
        down.require(toFail: blocker)
        view.addGestureRecognizer(down)
        h.touchDown(at: Point(x: 100, y: 100))   // waits for the long press to fail
        #expect(fired == 0)
        h.engine.handle(.focusLost)              // the touch is cancelled: no recognition, ever
        h.advance(by: 1)
        #expect(fired == 0)
        #expect(down.state == .possible)
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 150, y: 100))   // the long press fails, releasing the waiter
        #expect(fired == 1)
        h.touchUp()
    }
}
