import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The window's root replaced while a finger is down, in a view's own callback and in a
/// recognizer's action: the old tree's touches end with one cancel, the new tree takes
/// the next touch, and nothing crashes.
@MainActor
@Suite struct ReentrancyTests {
    func scene() -> (Harness, RecordingView) {
        let root = View()
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(target)
        return (Harness(root: root, size: Size(width: 200, height: 200)), target)
    }

    @Test func rootViewReplacedDuringATouch() {
        let (h, old) = scene()
        h.touchDown(at: Point(x: 50, y: 50))
        let newRoot = View()
        let fresh = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        newRoot.addSubview(fresh)
        h.window.rootView = newRoot
        h.touchMove(to: Point(x: 60, y: 50))
        h.touchUp()
        #expect(old.log == ["began", "cancelled"])
        #expect(fresh.log.isEmpty, "a touch that began in the old tree must not reach the new one")
        #expect(h.window.touches.isEmpty)
        h.tap(at: Point(x: 50, y: 50))
        #expect(fresh.log == ["began", "ended"])
    }

    @Test func rootViewReplacedInsideTouchesBegan() {
        let (h, old) = scene()
        let newRoot = View()
        let fresh = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        newRoot.addSubview(fresh)
        old.onBegan = { _, _ in h.window.rootView = newRoot }
        h.tap(at: Point(x: 50, y: 50))
        #expect(old.log == ["began", "cancelled"])
        #expect(fresh.log.isEmpty)
        h.tap(at: Point(x: 50, y: 50))
        #expect(fresh.log == ["began", "ended"])
        _ = h.render()
    }

    @Test func rootViewReplacedByAPanAction() {
        let (h, old) = scene()
        let newRoot = View()
        let fresh = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        newRoot.addSubview(fresh)
        var states: [GestureRecognizer.State] = []
        _ = old.addPanGestureRecognizer { pan in
            states.append(pan.state)
            if pan.state == .began { h.window.rootView = newRoot }
        }
        h.drag(from: Point(x: 20, y: 100), to: Point(x: 180, y: 100))
        #expect(states.first == .began)
        #expect(states.last == .cancelled)
        #expect(states.count == 2, "no change may be delivered after the view left the window: \(states)")
        #expect(fresh.log.isEmpty)
        h.tap(at: Point(x: 50, y: 50))
        #expect(fresh.log == ["began", "ended"])
    }

    @Test func rootViewSetToNilDuringATouch() {
        let (h, old) = scene()
        h.touchDown(at: Point(x: 50, y: 50))
        h.window.rootView = nil
        h.touchUp()
        #expect(old.log == ["began", "cancelled"])
        h.tap(at: Point(x: 50, y: 50))
        _ = h.render()
        #expect(h.window.touches.isEmpty)
    }
}

/// Every touch cancelled from inside a recognizer's action (focus lost mid-gesture).
@MainActor
@Suite struct CancelFromActionTests {
    @Test func cancelAllTouchesInsideAPanAction() {
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let h = Harness(subviews: [target], size: Size(width: 200, height: 200))
        var states: [GestureRecognizer.State] = []
        _ = target.addPanGestureRecognizer { pan in
            states.append(pan.state)
            if pan.state == .changed { h.engine.cancelAllTouches() }
        }
        h.drag(from: Point(x: 20, y: 100), to: Point(x: 180, y: 100))
        #expect(states == [.began, .changed, .cancelled])
        #expect(h.window.touches.isEmpty)
        // The next gesture starts from scratch.
        states.removeAll()
        h.drag(from: Point(x: 20, y: 100), to: Point(x: 180, y: 100))
        #expect(states.first == .began)
        #expect(states.last == .cancelled)
    }

    @Test func cancelAllTouchesInsideATapAction() {
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let h = Harness(subviews: [target], size: Size(width: 200, height: 200))
        var taps = 0
        target.addTapGestureRecognizer { taps += 1; h.engine.cancelAllTouches() }
        h.tap(at: Point(x: 50, y: 50))
        h.tap(at: Point(x: 150, y: 150))
        #expect(taps == 2)
        #expect(h.window.touches.isEmpty)
    }
}

/// Replacing the window's root leaves a former root that has moved elsewhere where it is.
@MainActor
@Suite struct RootViewReplacementTests {
    @Test func formerRootMovedIntoAnotherViewStaysThere() {
        let first = View()
        let h = Harness(root: first, size: Size(width: 100, height: 100))
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(first) // the app reuses its old screen inside a new one
        h.window.rootView = container
        #expect(first.superview === container)
        #expect(first.window === h.window)
        #expect(h.window.subviews.count == 1)
    }
}
