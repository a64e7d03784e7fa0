import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollPhysicsTests {
    @Test func flickAtOneThousandPointsPerSecondTravelsAbout499PointsAndStops() throws {
        let (h, scroll) = makeScrollScene()
        var ended = 0
        var releaseVelocity: Point?
        var proposedTarget: Point?
        scroll.didEndDecelerating = { _ in ended += 1 }
        scroll.willEndDragging = { _, v, target in releaseVelocity = v; proposedTarget = target }
        // 200 pt up in 0.2 s: 1,000 pt/s.
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        let atLift = scroll.contentOffset.y
        let v = try #require(releaseVelocity)
        #expect(abs(v.y - 1.0) < 0.01, "velocity at lift \(v) pt/ms")
        #expect(scroll.isDecelerating)
        #expect(!scroll.isDragging && !scroll.isTracking)
        // Mid-fling frame.
        h.advance(by: 0.25)
        try h.render().writePNG(to: TestOutput.path("scroll-mid-fling.png"))
        #expect(scroll.contentOffset.y > atLift + 100)
        advance(h, until: { !scroll.isDecelerating })
        let travel = scroll.contentOffset.y - atLift
        #expect(abs(travel - 499) < 3, "travelled \(travel) pt")
        #expect(abs((proposedTarget?.y ?? 0) - scroll.contentOffset.y) < 0.01)
        #expect(ended == 1)
        // At rest: no more motion, and (after the indicators fade) no frames.
        let rest = scroll.contentOffset
        h.advance(by: 1)
        #expect(scroll.contentOffset == rest)
        #expect(!h.engine.wantsFrame)
        #expect(!scroll.animator.isRunning)
        #expect(h.engine.timers.count == 0)
        #expect(h.runFrame() == false)
    }

    @Test func fastRateTravelsAboutOneHundredPoints() {
        let (h, scroll) = makeScrollScene()
        scroll.decelerationRate = .fast
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        let atLift = scroll.contentOffset.y
        advance(h, until: { !scroll.isDecelerating })
        let travel = scroll.contentOffset.y - atLift
        // 1,000 / (−1000·ln 0.99) ≈ 99.5 pt.
        #expect(abs(travel - 99.5) < 2, "travelled \(travel) pt")
    }

    @Test func pullPastTheTopRubberBandsAndReturnsWithinSixTenthsOfASecond() throws {
        let (h, scroll) = makeScrollScene()
        h.touchDown(at: Point(x: 200, y: 40))
        for i in 1...20 {
            h.clock.advance(by: 1.0 / 60)
            h.touchMove(to: Point(x: 200, y: 40 + Float(i) * 10))
        }
        // A 200 pt pull shows much less than 200 pt.
        let shown = -scroll.contentOffset.y
        // The pull counts from where the pan began (after its slop).
        let pull = scroll.panGestureRecognizer.translation(in: nil).y
        #expect(pull >= 180)
        let expected = ScrollPhysics.rubberBand(pull, dimension: 300)
        #expect(shown > 0 && shown < 200)
        #expect(abs(shown - expected) < 0.01, "overscroll \(shown), expected \(expected)")
        h.advance(by: 0.2) // hold still: the release has no velocity
        try h.render().writePNG(to: TestOutput.path("scroll-overscroll.png"))
        h.touchUp()
        #expect(scroll.isDecelerating)
        h.advance(by: 0.15)
        let midway = -scroll.contentOffset.y
        #expect(midway > 0 && midway < shown)
        try h.render().writePNG(to: TestOutput.path("scroll-overscroll-returning.png"))
        h.advance(by: 0.45)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
    }

    @Test func flickIntoTheEndBouncesAndComesBackToTheEdge() {
        let (h, scroll) = makeScrollScene(rows: 6) // 600 pt of content, 300 pt range
        var maxOffset: Float = 0
        scroll.onScroll = { sv in maxOffset = max(maxOffset, sv.contentOffset.y) }
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -240), duration: 0.08)
        advance(h, until: { !scroll.isDecelerating })
        #expect(maxOffset > 300, "overshoot past the end")
        #expect(maxOffset < 450)
        #expect(scroll.contentOffset.y == 300)
    }

    @Test func withoutBouncesDraggingStopsAtTheEdges() {
        let (h, scroll) = makeScrollScene(rows: 6)
        scroll.bounces = false
        var minOffset: Float = 0, maxOffset: Float = 0
        scroll.onScroll = { sv in minOffset = min(minOffset, sv.contentOffset.y); maxOffset = max(maxOffset, sv.contentOffset.y) }
        h.drag(from: Point(x: 200, y: 20), to: Point(x: 200, y: 250), duration: 0.3)
        advance(h, until: { !scroll.isDecelerating })
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -240), duration: 0.08)
        advance(h, until: { !scroll.isDecelerating })
        #expect(minOffset == 0)
        #expect(maxOffset == 300)
        #expect(scroll.contentOffset.y == 300)
    }

    @Test func pagingLandsOnPageBoundaries() {
        let (h, scroll) = makeScrollScene(rows: 1, rowHeight: 300, contentWidth: 1600)
        scroll.isPagingEnabled = true
        // A quick short flick goes to the next page.
        fling(h, from: Point(x: 300, y: 150), by: Point(x: -80, y: 0), duration: 0.1)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset == Point(x: 400, y: 0))
        // A slow short drag comes back.
        h.touchDown(at: Point(x: 300, y: 150))
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 300 - Float(i) * 10, y: 150)) }
        h.advance(by: 0.2)
        h.touchUp()
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset == Point(x: 400, y: 0))
        // A slow drag past half a page goes on to that page.
        h.touchDown(at: Point(x: 350, y: 150))
        for i in 1...30 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 350 - Float(i) * 10, y: 150)) }
        h.advance(by: 0.2)
        h.touchUp()
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset == Point(x: 800, y: 0))
        // A very fast flick moves one page only.
        fling(h, from: Point(x: 380, y: 150), by: Point(x: -300, y: 0), duration: 0.05)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset == Point(x: 1200, y: 0))
        // Past the last page it bounces back to it.
        fling(h, from: Point(x: 380, y: 150), by: Point(x: -300, y: 0), duration: 0.05)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset == Point(x: 1200, y: 0))
    }

    @Test func touchDuringDecelerationStopsItAndTapsNothing() {
        let (h, scroll) = makeScrollScene()
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 3000))
        scroll.addSubview(target)
        var tapped = 0
        target.addTapGestureRecognizer { tapped += 1 }
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        h.advance(by: 0.3)
        #expect(scroll.isDecelerating)
        target.log.removeAll()
        h.touchDown(at: Point(x: 200, y: 150))
        let held = scroll.contentOffset
        #expect(!scroll.isDecelerating)
        #expect(scroll.isTracking)
        h.advance(by: 0.3)
        #expect(scroll.contentOffset == held)
        h.touchUp()
        h.advance(by: 0.5)
        #expect(scroll.contentOffset == held)
        #expect(target.log.isEmpty)
        #expect(tapped == 0)
        // At rest, a tap reaches the content again.
        h.tap(at: Point(x: 200, y: 150))
        #expect(tapped == 1)
    }

    @Test func animatedOffsetAndScrollRectToVisible() {
        let (h, scroll) = makeScrollScene()
        var animationsEnded = 0
        scroll.didEndScrollingAnimation = { _ in animationsEnded += 1 }
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        h.advance(by: 0.15)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 500)
        h.advance(by: 0.2)
        #expect(scroll.contentOffset.y == 500)
        #expect(animationsEnded == 1)
        scroll.scrollRectToVisible(Rect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 700)
        scroll.scrollRectToVisible(Rect(x: 0, y: 750, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 700)
        scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 100)
        scroll.scrollRectToVisible(Rect(x: 0, y: 1e6, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 2700)
    }

    @Test func willEndDraggingCanChangeTheTarget() {
        let (h, scroll) = makeScrollScene()
        scroll.willEndDragging = { _, _, target in target.y = 1000 }
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        advance(h, until: { !scroll.isDecelerating })
        #expect(scroll.contentOffset.y == 1000)
    }

    @Test func indicatorsShowWhileScrollingAndFadeOut() throws {
        let (h, scroll) = makeScrollScene()
        #expect(scroll.subviews.count == 30)
        h.touchDown(at: Point(x: 200, y: 250))
        for i in 1...10 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 200, y: 250 - Float(i) * 15)) }
        let bar = try #require(scroll.verticalIndicator)
        #expect(bar.superview === scroll && scroll.subviews.last === bar)
        #expect(bar.alpha == 1)
        #expect(bar.frame.maxX <= scroll.bounds.maxX && bar.frame.minY >= scroll.bounds.minY)
        try h.render().writePNG(to: TestOutput.path("scroll-indicator.png"))
        h.advance(by: 0.2)
        h.touchUp()
        h.advance(by: 0.6)
        #expect(bar.alpha < 1 && bar.alpha > 0)
        h.advance(by: 0.3)
        #expect(bar.superview == nil)
        #expect(scroll.subviews.count == 30)
    }
}
