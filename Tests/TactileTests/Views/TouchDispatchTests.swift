import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Touch delivery through the real event path (SDL finger/mouse events → EventTranslator →
/// Engine → Window), one rule per test.
@MainActor
@Suite struct TouchDispatchTests {
    @Test func touchesGoToTheHitViewThroughTheEventPath() {
        let v = RecordingView(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        let h = Harness(subviews: [v])
        h.touchDown(at: Point(x: 120, y: 120))
        h.touchMove(to: Point(x: 130, y: 120))
        h.touchUp()
        #expect(v.log == ["began", "moved", "ended"])
        let loc = v.lastTouch?.location(in: v)
        #expect(loc.map { abs($0.x - 30) < 0.01 && abs($0.y - 20) < 0.01 } == true)
    }

    @Test func superForwardsToTheParentAndNonOverridingViewsLetTheParentSee() {
        let parent = RecordingView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = RecordingView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        child.forwards = true
        let plain = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        parent.addSubview(child)
        parent.addSubview(plain)
        let h = Harness(subviews: [parent])
        h.tap(at: Point(x: 20, y: 20))
        #expect(child.log == ["began", "ended"])
        #expect(parent.log == ["began", "ended"], "super forwards up the responder chain")
        #expect(parent.lastTouch?.view === child, "the forwarded touch still names the hit view")
        parent.log = []
        h.tap(at: Point(x: 120, y: 120))
        #expect(parent.log == ["began", "ended"], "a view that does not override lets its parent see the touches")
    }

    @Test func touchViewIsPinnedAtTouchDown() {
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [a, b])
        h.touchDown(at: Point(x: 50, y: 50))
        h.touchMove(to: Point(x: 250, y: 50))  // over b now
        h.touchUp()
        #expect(a.log == ["began", "moved", "ended"])
        #expect(b.log.isEmpty)
        #expect(a.lastTouch?.view === a)
        let p = a.lastTouch?.location(in: a)
        #expect(p?.x == 250, "location follows the finger even outside the pinned view")
    }

    @Test func multitouchOnTwoViewsDeliversEachToItsOwnView() {
        let a = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        var setsMixViews = false
        a.onBegan = { view, touches in setsMixViews = setsMixViews || touches.contains { $0.view !== view } }
        b.onBegan = { view, touches in setsMixViews = setsMixViews || touches.contains { $0.view !== view } }
        let h = Harness(subviews: [a, b])
        h.touchDown(at: Point(x: 50, y: 50), finger: 1)
        h.touchDown(at: Point(x: 250, y: 50), finger: 2)
        #expect(h.window.touches.count == 2)
        h.touchMove(to: Point(x: 60, y: 50), finger: 1)
        h.touchUp(finger: 2)
        h.touchUp(finger: 1)
        #expect(a.log == ["began", "moved", "ended"])
        #expect(b.log == ["began", "ended"])
        #expect(!setsMixViews)
        #expect(a.lastTouch !== b.lastTouch)
    }

    @Test func removingATouchedViewCancelsOnceAndDeliversNothingAfter() {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [v])
        h.touchDown(at: Point(x: 50, y: 50))
        v.removeFromSuperview()
        h.touchMove(to: Point(x: 60, y: 50))
        h.touchUp()
        #expect(v.log == ["began", "cancelled"])
    }

    @Test func hidingOrDisablingATouchedViewCancelsItsTouches() {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let w = RecordingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [v, w])
        h.touchDown(at: Point(x: 50, y: 50), finger: 1)
        h.touchDown(at: Point(x: 250, y: 50), finger: 2)
        v.isHidden = true
        w.isUserInteractionEnabled = false
        h.touchUp(finger: 1)
        h.touchUp(finger: 2)
        #expect(v.log == ["began", "cancelled"])
        #expect(w.log == ["began", "cancelled"])
    }

    @Test func focusLossCancelsEveryTouchOnce() {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [v])
        h.touchDown(at: Point(x: 50, y: 50))
        h.send(sdlEvent: SDLEventFactory.focusLost())
        h.touchUp()  // the finger-up after focus loss has no finger-down any more: dropped
        #expect(v.log == ["began", "cancelled"])
        #expect(h.window.touches.isEmpty)
    }

    @Test func aViewCanRemoveItselfAndAddSiblingsDuringItsOwnCallback() {
        let root = View()
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(v)
        v.onBegan = { view, _ in
            let parent = view.superview
            view.removeFromSuperview()
            parent?.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            parent?.insertSubview(View(), at: 0)
        }
        let h = Harness(root: root)
        h.touchDown(at: Point(x: 50, y: 50))
        h.touchMove(to: Point(x: 55, y: 50))
        h.touchUp()
        #expect(v.log == ["began", "cancelled"])
        #expect(root.subviews.count == 2)
        _ = h.render()
    }

    @Test func mouseAndTouchAreNotDeliveredTwice() {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [v])
        // A real finger, plus the mouse events SDL synthesises from it.
        h.touchDown(at: Point(x: 50, y: 50))
        h.send(sdlEvent: SDLEventFactory.mouse(.began, x: 50, y: 50, synthetic: true))
        h.send(sdlEvent: SDLEventFactory.mouse(.ended, x: 50, y: 50, synthetic: true))
        h.touchUp()
        #expect(v.log == ["began", "ended"])
        // The real mouse on a desktop is one touch stream.
        v.log = []
        h.mouseDown(at: Point(x: 20, y: 20))
        h.mouseMove(to: Point(x: 30, y: 20))
        h.mouseUp(at: Point(x: 30, y: 20))
        #expect(v.log == ["began", "moved", "ended"])
    }

    @Test func tapCountCountsQuickTapsInOnePlace() {
        let v = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [v])
        h.tap(at: Point(x: 50, y: 50))
        #expect(v.lastTouch?.tapCount == 1)
        h.advance(by: 0.1)
        h.tap(at: Point(x: 52, y: 50))
        #expect(v.lastTouch?.tapCount == 2)
        h.advance(by: 1)
        h.tap(at: Point(x: 50, y: 50))
        #expect(v.lastTouch?.tapCount == 1)
    }

    final class PressView: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { backgroundColor = .red }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { backgroundColor = .blue }
    }

    @Test func touchDownIsVisibleInTheVeryNextFrame() {
        let v = PressView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .blue
        let h = Harness(subviews: [v])
        let presented = h.renderer.stats.framesPresented
        h.touchDown(at: Point(x: 50, y: 50))  // dispatch + exactly one frame
        #expect(h.renderer.stats.framesPresented == presented + 1)
        #expect(h.engine.readPixels().pixel(x: 50, y: 50) == .red)
        h.touchUp()
        #expect(h.engine.readPixels().pixel(x: 50, y: 50) == .blue)
    }
}
