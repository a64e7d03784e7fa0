import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
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
        try? h.render().writePNG(to: TestOutput.path("fonts-textview-midflick.png"))
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
        tv.selectedClusterRange = 0..<0
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

/// TextView selection handles, as TextField's: drag either end; the ends never cross.
@MainActor
@Suite struct TextViewHandleTests {
    @Test func handlesDragTheEndsOfTheSelection() throws {
        let root = View()
        root.backgroundColor = Color(white: 0.93)
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 260, height: 100))
        tv.text = "Hello brave new world 👍\nsecond line 日本語"
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 280, height: 120))
        tv.becomeFirstResponder()
        h.runFrame()
        let brave = 6..<11
        tv.selectedClusterRange = brave
        h.runFrame()
        try h.render().writePNG(to: TestOutput.path("fonts-textview-handles.png"))
        // Drag the end handle (below the line, after "brave") right, past "new".
        let end = tv.caretPoint(for: brave.upperBound)
        let lh = tv.lineHeight
        let endKnob = Point(x: 10 + end.x, y: 10 + end.y + lh + 4)
        let newEnd = tv.caretPoint(for: 15)
        h.drag(from: endKnob, to: Point(x: 10 + newEnd.x, y: endKnob.y))
        #expect(tv.selectedClusterRange == 6..<15, "\(tv.selectedClusterRange)")
        // Drag the start handle (above the line) to the beginning.
        let start = tv.caretPoint(for: 6)
        h.drag(from: Point(x: 10 + start.x, y: 10 + start.y - 4), to: Point(x: 10 + 1, y: 10 + start.y - 4))
        #expect(tv.selectedClusterRange == 0..<15, "\(tv.selectedClusterRange)")
        // The start dragged past the end stops one cluster before it.
        let s2 = tv.caretPoint(for: 0)
        h.drag(from: Point(x: 10 + s2.x, y: 10 + s2.y - 4), to: Point(x: 270, y: 10 + s2.y - 4))
        #expect(tv.selectedClusterRange == 14..<15, "\(tv.selectedClusterRange)")
        try h.render().writePNG(to: TestOutput.path("fonts-textview-handles-after.png"))
        // A touch away from the handles places the caret as before.
        h.touchDown(at: Point(x: 40, y: 10 + 8 + lh * 1.5))
        h.touchUp()
        #expect(tv.selectedClusterRange.isEmpty)
        #expect(tv.selectionHandleHit(Point(x: .nan, y: 0)) == nil)
    }
}
