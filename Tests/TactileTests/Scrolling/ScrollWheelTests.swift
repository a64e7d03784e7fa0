import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollWheelTests {
    @Test func wheelScrollsTheScrollViewUnderThePointer() {
        let (h, scroll) = makeScrollScene()
        var scrolls = 0
        scroll.onScroll = { _ in scrolls += 1 }
        // Toward the user: content moves up (offset grows), 20 pt per notch.
        h.wheel(dy: -3, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 60)
        h.wheel(dy: 1, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 40)
        // Precise (fractional) deltas.
        h.wheel(dy: -0.25, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 45)
        #expect(scrolls == 3)
        // Never past the edges.
        h.wheel(dy: 100, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 0)
        h.wheel(dy: -1e9, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 2700)
        h.wheel(dy: .nan, at: Point(x: 200, y: 150))
        h.wheel(dy: .infinity, at: Point(x: 200, y: 150))
        #expect(scroll.contentOffset.y == 2700)
        // Indicators fade and the app goes idle.
        h.advance(by: 1)
        #expect(!h.engine.wantsFrame)
        #expect(h.engine.timers.count == 0)
    }

    @Test func wheelGoesToTheInnermostScrollViewThatCanMoveThatWay() {
        let (h, outer) = makeScrollScene()
        let carousel = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        carousel.contentSize = Size(width: 1600, height: 100)
        outer.addSubview(carousel)
        // Sideways wheel over the carousel scrolls it.
        h.wheel(dx: 2, dy: 0, at: Point(x: 200, y: 150))
        #expect(carousel.contentOffset.x == 40)
        #expect(outer.contentOffset.y == 0)
        // A vertical wheel over the horizontal carousel goes to the list around it.
        h.wheel(dy: -2, at: Point(x: 200, y: 150))
        #expect(outer.contentOffset.y == 40)
        #expect(carousel.contentOffset.x == 40)
        // Outside any scroll view nothing happens.
        h.wheel(dy: -2, at: Point(x: 900, y: 900))
        #expect(outer.contentOffset.y == 40)
    }

    @Test func wheelStopsADeceleration() {
        let (h, scroll) = makeScrollScene()
        fling(h, from: Point(x: 200, y: 260), by: Point(x: 0, y: -200), duration: 0.2)
        h.advance(by: 0.1)
        #expect(scroll.isDecelerating)
        let before = scroll.contentOffset.y
        h.wheel(dy: -1, at: Point(x: 200, y: 150))
        #expect(!scroll.isDecelerating)
        #expect(scroll.contentOffset.y == before + 20)
    }
}
