import Testing
@testable import Tactile
import TactileTesting

/// TextView: a flick keeps scrolling and slows down (UIKit's 0.998 deceleration), a touch
/// stops it, the mouse wheel scrolls, and a view removed mid-flick stops cleanly.
@MainActor
@Suite struct TextViewScrollingTests {
    func longText() -> (Harness, TextView, View) {
        let root = View()
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 200, height: 120))
        tv.text = (1...80).map { "Line \($0) 👍 日本" }.joined(separator: "\n")
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 220, height: 140))
        h.runFrame()
        return (h, tv, root)
    }

    @Test func aFlickKeepsScrollingAndComesToRest() {
        let (h, tv, _) = longText()
        h.drag(from: Point(x: 100, y: 120), to: Point(x: 100, y: 40), duration: 0.1)
        let atLift = tv.contentOffsetY
        #expect(atLift > 60)
        #expect(tv.isDecelerating)
        h.advance(by: 0.1)
        let mid = tv.contentOffsetY
        try? h.render().writePNG(to: "/tmp/fonts-textview-midflick.png")
        #expect(mid > atLift, "still moving after the finger lifted: \(atLift) → \(mid)")
        h.advance(by: 0.1)
        let later = tv.contentOffsetY
        #expect(later - mid < mid - atLift + 1, "slowing down")
        h.advance(by: 5)
        #expect(!tv.isDecelerating)
        #expect(tv.contentOffsetY <= tv.maximumOffsetY)
        let rest = tv.contentOffsetY
        h.advance(by: 1)
        #expect(tv.contentOffsetY == rest)
        #expect(h.engine.timers.count == 0, "no timers once at rest")
        #expect(!tv.isFirstResponder, "a flick does not focus")
    }

    @Test func aTouchStopsAFlickWithoutMovingTheCaret() {
        let (h, tv, _) = longText()
        tv.becomeFirstResponder()
        h.runFrame()
        tv.selectedRange = 0..<0
        h.runFrame()
        #expect(tv.contentOffsetY == 0)
        h.drag(from: Point(x: 100, y: 120), to: Point(x: 100, y: 30), duration: 0.1)
        h.advance(by: 0.05)
        #expect(tv.isDecelerating)
        let caret = tv.caretOffset  // a focused view put the caret where the drag began
        h.touchDown(at: Point(x: 100, y: 60))
        let stopped = tv.contentOffsetY
        #expect(!tv.isDecelerating)
        h.advance(by: 0.2)
        h.touchUp()
        h.advance(by: 0.5)
        #expect(tv.contentOffsetY == stopped)
        #expect(tv.caretOffset == caret, "the stopping touch does not place the caret")
    }

    @Test func theWheelScrollsWithinTheText() {
        let (h, tv, _) = longText()
        h.wheel(dy: -3, at: Point(x: 100, y: 60))
        let down = tv.contentOffsetY
        #expect(down > 0)
        h.wheel(dy: 1000, at: Point(x: 100, y: 60))
        #expect(tv.contentOffsetY == 0)
        h.wheel(dy: -100_000, at: Point(x: 100, y: 60))
        #expect(tv.contentOffsetY == tv.maximumOffsetY)
        #expect(tv.scrollByWheel(dx: 0, dy: .nan) == false)
        #expect(tv.scrollByWheel(dx: 0, dy: -.infinity) == false)
    }

    @Test func aViewRemovedMidFlickStops() {
        let (h, tv, _) = longText()
        h.drag(from: Point(x: 100, y: 120), to: Point(x: 100, y: 40), duration: 0.1)
        #expect(tv.isDecelerating)
        tv.removeFromSuperview()
        h.advance(by: 0.5)
        #expect(!tv.isDecelerating)
        #expect(h.engine.timers.count == 0)
    }
}
