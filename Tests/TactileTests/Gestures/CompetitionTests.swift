import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct CompetitionTests {
    /// An outer view with an inner subview, both able to pan.
    private func nested() -> (Harness, outer: RecordingView, inner: RecordingView) {
        let root = View()
        let outer = RecordingView(frame: Rect(x: 20, y: 20, width: 360, height: 260))
        let inner = RecordingView(frame: Rect(x: 40, y: 40, width: 200, height: 150))
        outer.addSubview(inner)
        root.addSubview(outer)
        return (Harness(root: root, size: Size(width: 400, height: 300)), outer, inner)
    }

    @Test func innerPanBeatsOuterPan() {
        let (h, outer, inner) = nested()
        var innerStates: [GestureRecognizer.State] = [], outerStates: [GestureRecognizer.State] = []
        outer.addPanGestureRecognizer { outerStates.append($0.state) }
        inner.addPanGestureRecognizer { innerStates.append($0.state) }
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        #expect(innerStates.first == .began && innerStates.last == .ended)
        #expect(outerStates.isEmpty)
        // Outside the inner view only the outer pan sees the touch.
        innerStates.removeAll()
        h.drag(from: Point(x: 300, y: 250), to: Point(x: 200, y: 250))
        #expect(outerStates.first == .began && outerStates.last == .ended)
        #expect(innerStates.isEmpty)
    }

    @Test func simultaneousClosureLetsBothRecognize() {
        let (h, outer, inner) = nested()
        var innerStates: [GestureRecognizer.State] = [], outerStates: [GestureRecognizer.State] = []
        let outerPan = outer.addPanGestureRecognizer { outerStates.append($0.state) }
        inner.addPanGestureRecognizer { innerStates.append($0.state) }
        var asked: [(String?, String?)] = []
        outerPan.name = "outer"
        outerPan.shouldRecognizeSimultaneously = { a, b in asked.append((a.name, b.name)); return true }
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        #expect(innerStates.first == .began && innerStates.last == .ended)
        #expect(outerStates.first == .began && outerStates.last == .ended)
        #expect(asked.first?.0 == "outer")
    }

    @Test func failedRequirementReleasesTheWaitingRecognizer() {
        let (h, _, inner) = nested()
        var panStates: [GestureRecognizer.State] = []
        var swipes = 0
        let swipe = inner.addSwipeGestureRecognizer(direction: .right) { swipes += 1 }
        let pan = inner.addPanGestureRecognizer { panStates.append($0.state) }
        pan.require(toFail: swipe)
        // Dragging down: the pan is ready after 10 pt but waits until the swipe fails
        // (when the stroke covers 50 pt in the wrong direction), then begins at once.
        h.touchDown(at: Point(x: 100, y: 60))
        h.touchMove(to: Point(x: 100, y: 80))
        #expect(panStates.isEmpty)
        #expect(pan.state == .possible)
        h.touchMove(to: Point(x: 100, y: 100))
        #expect(panStates.isEmpty)
        h.touchMove(to: Point(x: 100, y: 115))
        // Released within the dispatch of that move: began (as of the previous move),
        // then this move's change.
        #expect(panStates == [.began, .changed])
        #expect(abs(pan.translation(in: nil).y - 55) < 0.001)
        h.touchMove(to: Point(x: 100, y: 130))
        h.touchUp()
        #expect(panStates == [.began, .changed, .changed, .ended])
        #expect(swipes == 0)
        // A right swipe recognises, so the pan waiting on it fails.
        panStates.removeAll()
        h.drag(from: Point(x: 60, y: 100), to: Point(x: 200, y: 100), duration: 0.2)
        #expect(swipes == 1)
        #expect(panStates.isEmpty)
    }

    @Test func requirementEndingWhileWaitingDeliversBeganThenEnded() {
        let (h, _, inner) = nested()
        var panStates: [GestureRecognizer.State] = []
        let double = inner.addTapGestureRecognizer(numberOfTaps: 2) {}
        let pan = inner.addPanGestureRecognizer { panStates.append($0.state) }
        pan.minimumDistance = 0
        pan.require(toFail: double)
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 105, y: 100)) // pan wants to begin; double tap undecided
        #expect(panStates.isEmpty)
        h.touchUp()                            // pan asks to end while still waiting
        #expect(panStates.isEmpty)
        h.advance(by: 0.4)                     // the double tap times out and fails
        #expect(panStates == [.began, .ended])
        #expect(pan.state == .possible)
    }

    @Test func cancelsTouchesInViewFalseKeepsTheViewsTouches() {
        let (h, _, inner) = nested()
        let pan = inner.addPanGestureRecognizer { _ in }
        pan.cancelsTouchesInView = false
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), duration: 5.0 / 60)
        #expect(inner.log.first == "began")
        #expect(inner.log.last == "ended")
        #expect(!inner.log.contains("cancelled"))
        #expect(inner.log.filter { $0 == "moved" }.count == 5)
    }

    @Test func cancelledOnceThenNothing() {
        let (h, outer, inner) = nested()
        outer.addPanGestureRecognizer { _ in }
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 10.0 / 60)
        // The hit view saw the touch until the pan began, then one cancel and nothing else.
        #expect(inner.log.filter { $0 == "cancelled" }.count == 1)
        #expect(inner.log.last == "cancelled")
        #expect(!inner.log.contains("ended"))
        // The outer view got the touches the inner one forwarded up the chain? No: RecordingView doesn't call super.
        #expect(outer.log.isEmpty)
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let (h, _, inner) = nested()
        let press = inner.addLongPressGestureRecognizer {}
        press.delaysTouchesBegan = true
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 105, y: 100))
        #expect(inner.log.isEmpty)
        h.touchMove(to: Point(x: 120, y: 100)) // the press fails; held phases flow in order
        #expect(inner.log == ["began", "moved", "moved"])
        h.touchUp()
        #expect(inner.log == ["began", "moved", "moved", "ended"])
        // When it recognises, the view never hears of the touch: no began, no cancel.
        inner.log.removeAll()
        h.longPress(at: Point(x: 100, y: 100), duration: 0.6)
        #expect(inner.log.isEmpty)
    }

    @Test func actionRemovingItsViewIsSafe() {
        let (h, outer, inner) = nested()
        var ran = 0
        inner.addLongPressGestureRecognizer(minimumPressDuration: 0) { [weak inner] in
            ran += 1
            inner?.removeFromSuperview()
        }
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 150, y: 100))
        h.touchUp()
        #expect(ran == 1)
        #expect(inner.superview == nil)
        // The window still works.
        var taps = 0
        outer.addTapGestureRecognizer { taps += 1 }
        h.tap(at: Point(x: 100, y: 100))
        #expect(taps == 1)
    }

    @Test func disablingARecognizerCancelsIt() {
        let (h, _, inner) = nested()
        var states: [GestureRecognizer.State] = []
        let pan = inner.addPanGestureRecognizer { states.append($0.state) }
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 150, y: 100))
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
        h.touchMove(to: Point(x: 160, y: 100))
        h.touchUp()
        #expect(states == [.began, .cancelled])
        pan.isEnabled = true
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        #expect(states.last == .ended)
    }
}
