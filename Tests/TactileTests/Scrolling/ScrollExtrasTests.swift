import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollExtrasTests {
    @MainActor final class Recorder: ScrollViewDelegate {
        var log: [String] = []
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBegin") }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
            log.append("willEnd")
            targetContentOffset.y = 600
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { log.append("didEnd \(decelerate)") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.append("didEndDecelerating") }
    }

    @Test func delegateSeesTheDragInOrderAndCanRetarget() {
        let (h, scroll) = makeScrollScene()
        let recorder = Recorder()
        scroll.delegate = recorder
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        advance(h, until: { !scroll.isDecelerating })
        #expect(recorder.log == ["willBegin", "willEnd", "didEnd true", "didEndDecelerating"])
        #expect(scroll.contentOffset.y == 600)
        #expect(recorder.scrolls > 10)
    }

    @Test func directionalLockKeepsADragOnItsAxis() {
        let (h, scroll) = makeScrollScene(contentWidth: 1200)
        scroll.isDirectionalLockEnabled = true
        h.drag(from: Point(x: 300, y: 250), to: Point(x: 270, y: 50), duration: 0.4)
        #expect(scroll.contentOffset.x == 0)
        #expect(scroll.contentOffset.y > 100)
        scroll.isDirectionalLockEnabled = false
        advance(h, until: { !scroll.isDecelerating })
        h.drag(from: Point(x: 300, y: 250), to: Point(x: 200, y: 150), duration: 0.4)
        #expect(scroll.contentOffset.x > 50)
    }

    @Test func scrollDisabledDoesNotScrollButContentStillTaps() {
        let (h, scroll) = makeScrollScene()
        scroll.isScrollEnabled = false
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 3000))
        scroll.addSubview(content)
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), duration: 0.3)
        #expect(scroll.contentOffset.y == 0)
        #expect(content.log.first == "began" && content.log.last == "ended")
    }

    @Test func pullToRefreshRefreshesOnceAndSlidesBackWhenDone() throws {
        let (h, scroll) = makeScrollScene()
        let refresh = RefreshControl()
        var refreshes = 0
        refresh.addAction(for: .valueChanged) { _ in refreshes += 1 }
        scroll.refreshControl = refresh
        // A short pull does nothing.
        h.drag(from: Point(x: 200, y: 40), to: Point(x: 200, y: 100), duration: 0.3)
        advance(h, until: { !scroll.isDecelerating })
        #expect(refreshes == 0 && scroll.contentOffset.y == 0)
        // A long pull, held, then released: refreshing, resting with the control showing.
        h.touchDown(at: Point(x: 200, y: 20))
        for i in 1...25 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 200, y: 20 + Float(i) * 10)) }
        h.advance(by: 0.2)
        #expect(refresh.titleLabel.text == refresh.releaseTitle)
        try h.render().writePNG(to: TestOutput.path("scroll-refresh-pulled.png"))
        h.touchUp()
        advance(h, until: { !scroll.isDecelerating })
        #expect(refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(scroll.contentOffset.y == -RefreshControl.height)
        try h.render().writePNG(to: TestOutput.path("scroll-refreshing.png"))
        refresh.endRefreshing()
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset.y == 0)
        #expect(scroll.contentInset.top == 0)
        #expect(refreshes == 1)
        scroll.refreshControl = nil
        #expect(refresh.superview == nil)
    }

    @Test func pageKeysScrollWhenTheyReachTheScrollView() {
        let (h, scroll) = makeScrollScene()
        let inner = RecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scroll.addSubview(inner)
        // A key sent to a view inside (as a focused view would) travels up to the scroll view.
        func press(_ code: Int32) { inner.keyDown(KeyInput(keyCode: code, isDown: true)); h.advance(by: 0.4) }
        press(ScrollView.ScrollKey.pageDown)
        #expect(scroll.contentOffset.y == 270)
        press(ScrollView.ScrollKey.down)
        #expect(scroll.contentOffset.y == 310)
        press(ScrollView.ScrollKey.end)
        #expect(scroll.contentOffset.y == 2700)
        press(ScrollView.ScrollKey.pageDown)
        #expect(scroll.contentOffset.y == 2700)
        press(ScrollView.ScrollKey.pageUp)
        #expect(scroll.contentOffset.y == 2430)
        press(ScrollView.ScrollKey.home)
        #expect(scroll.contentOffset.y == 0)
        // Other keys go on up the chain.
        var forwarded = 0
        final class Sink: Responder { var count: () -> Void = {}; override func keyDown(_ key: KeyInput) { count() } }
        let sink = Sink()
        sink.count = { forwarded += 1 }
        h.window.fallbackResponder = sink
        inner.keyDown(KeyInput(keyCode: 97, isDown: true))
        #expect(forwarded == 1)
    }
}
