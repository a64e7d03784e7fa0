import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollContentTouchTests {
    /// A scroll view with a button in its first row; returns the button and a counter of its taps.
    func sceneWithButton() -> (Harness, ScrollView, Button, Counter) {
        let (h, scroll) = makeScrollScene()
        let button = Button(title: "Book")
        button.frame = Rect(x: 100, y: 100, width: 200, height: 80)
        scroll.addSubview(button)
        let taps = Counter()
        button.addAction(for: .touchUpInside) { _ in taps.value += 1 }
        return (h, scroll, button, taps)
    }

    final class Counter { var value = 0 }

    @Test func heldTouchHighlightsTheButtonAfterTheDelay() throws {
        let (h, _, button, taps) = sceneWithButton()
        h.touchDown(at: Point(x: 200, y: 140))
        #expect(!button.isHighlighted)
        h.advance(by: 0.1)
        #expect(!button.isHighlighted)
        h.advance(by: 0.1)
        #expect(button.isHighlighted)
        try h.render().writePNG(to: TestOutput.path("scroll-button-held.png"))
        h.touchUp()
        #expect(!button.isHighlighted)
        #expect(taps.value == 1)
    }

    @Test func quickTapStillFiresTheButton() {
        let (h, _, button, taps) = sceneWithButton()
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchUpInside) { _ in events.append("up") }
        h.tap(at: Point(x: 200, y: 140), hold: 0.05)
        #expect(events == ["down", "up"])
        #expect(taps.value == 1)
    }

    @Test func flickOverAButtonNeverHighlightsOrFiresIt() {
        let (h, scroll, button, taps) = sceneWithButton()
        var highlighted = false
        var events: [String] = []
        button.addAction(for: .allEvents) { b in
            if b.isHighlighted { highlighted = true }
            events.append("event")
        }
        fling(h, from: Point(x: 200, y: 170), by: Point(x: 0, y: -120), duration: 0.1)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset.y > 100)
        #expect(!highlighted)
        #expect(events.isEmpty)
        #expect(taps.value == 0)
    }

    @Test func scrollingAfterTheHighlightCancelsTheButtonOnce() {
        let (h, scroll, button, taps) = sceneWithButton()
        var cancels = 0
        button.addAction(for: .touchCancel) { _ in cancels += 1 }
        h.touchDown(at: Point(x: 200, y: 140))
        h.advance(by: 0.2)
        #expect(button.isHighlighted)
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 200, y: 140 - Float(i) * 8)) }
        #expect(scroll.isDragging)
        #expect(!button.isHighlighted)
        h.touchUp()
        advance(h, until: { !scroll.isDecelerating })
        #expect(cancels == 1)
        #expect(taps.value == 0)
    }

    @Test func contentSeesTouchesCancelledExactlyOnce() {
        let (h, scroll) = makeScrollScene()
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 3000))
        scroll.addSubview(content)
        h.touchDown(at: Point(x: 200, y: 200))
        h.advance(by: 0.2)
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 200, y: 200 - Float(i) * 8)) }
        h.touchUp()
        // Moves under the pan's slop reach it; then one cancel and nothing after.
        #expect(content.log.first == "began")
        #expect(content.log.filter { $0 == "cancelled" }.count == 1)
        #expect(content.log.last == "cancelled")
        #expect(!content.log.contains("ended"))
    }

    @Test func withoutDelaysContentTouchesTheContentSeesTheTouchAtOnce() {
        let (h, scroll) = makeScrollScene()
        scroll.delaysContentTouches = false
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 3000))
        scroll.addSubview(content)
        h.touchDown(at: Point(x: 200, y: 200))
        #expect(content.log == ["began"])
        h.touchUp()
        #expect(content.log == ["began", "ended"])
    }

    @Test func withoutCanCancelContentTouchesATrackedTouchDoesNotScroll() {
        let (h, scroll) = makeScrollScene()
        scroll.canCancelContentTouches = false
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 3000))
        scroll.addSubview(content)
        h.touchDown(at: Point(x: 200, y: 200))
        h.advance(by: 0.2)
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 200, y: 200 - Float(i) * 8)) }
        h.touchUp()
        #expect(scroll.contentOffset.y == 0)
        #expect(content.log.first == "began" && content.log.last == "ended")
        #expect(!content.log.contains("cancelled"))
        // A flick (before the content saw the touch) still scrolls.
        fling(h, from: Point(x: 200, y: 200), by: Point(x: 0, y: -100), duration: 0.1)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test func nestedScrollViewsEachTakeTheirOwnAxis() {
        let (h, outer) = makeScrollScene()
        let carousel = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        carousel.contentSize = Size(width: 1600, height: 100)
        carousel.backgroundColor = Color(r: 200, g: 80, b: 60)
        outer.addSubview(carousel)
        // Horizontal drag on the carousel: the carousel scrolls, the list does not.
        h.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 155), duration: 0.3)
        #expect(carousel.contentOffset.x > 100)
        #expect(outer.contentOffset.y == 0)
        advance(h, until: { !carousel.isDecelerating })
        let carouselX = carousel.contentOffset.x
        // Vertical drag on the carousel: the list scrolls, the carousel does not.
        h.drag(from: Point(x: 200, y: 180), to: Point(x: 205, y: 20), duration: 0.3)
        #expect(outer.contentOffset.y > 100)
        #expect(carousel.contentOffset.x == carouselX)
        #expect(carousel.contentOffset.y == 0)
    }

    @Test func anInnerPanCanWinWhenTheScrollViewWaitsForIt() {
        let (h, scroll) = makeScrollScene()
        let card = View(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        scroll.addSubview(card)
        var moved: Float = 0
        let pan = card.addPanGestureRecognizer { r in moved = r.translation(in: nil).y }
        // As documented: the app asks the scroll view's pan to wait for its own.
        scroll.panGestureRecognizer.require(toFail: pan)
        h.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 80), duration: 0.3)
        #expect(moved < -100)
        #expect(scroll.contentOffset.y == 0)
    }
}
