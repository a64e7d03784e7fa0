import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct SwitchAnimationTests {
    @Test func thumbSlidesThenTheAppGoesIdle() {
        let root = View()
        let sw = Switch(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        root.addSubview(sw)
        let h = Harness(root: root, size: Size(width: 200, height: 100))
        let timersBefore = h.engine.timers.count
        h.touchDown(at: Point(x: 50, y: 37))
        h.touchUp()
        #expect(sw.isOn)
        #expect(sw.thumbPosition < 0.5, "the thumb starts from the off side")
        h.advance(by: 0.07)
        #expect(sw.thumbPosition > 0.1 && sw.thumbPosition < 0.95, "half way: \(sw.thumbPosition)")
        h.advance(by: 0.2)
        #expect(sw.thumbPosition == 1)
        #expect(h.engine.timers.count == timersBefore, "the animation timer is gone")
        #expect(!h.runFrame(), "idle after the animation")
        sw.setOn(false)
        #expect(sw.thumbPosition == 0, "not animated: at once")
        sw.setOn(true, animated: true)
        sw.removeFromSuperview()
        #expect(h.engine.timers.count == timersBefore, "leaving the window stops the slide's timer")
        h.advance(by: 0.3)
        #expect(sw.thumbPosition == 1)
    }
}

/// Switch and Slider slide through the animation system (a display link while moving), and
/// bad durations make them jump without leaving anything running.
@MainActor
@Suite struct ControlSlideTests {
    @Test(arguments: [Double.infinity, .nan, -1, 0])
    func switchWithABadDurationJumpsAndSleeps(duration: Double) {
        let root = View()
        let sw = Switch(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        sw.animationDuration = duration
        root.addSubview(sw)
        let h = Harness(root: root, size: Size(width: 200, height: 100))
        sw.setOn(true, animated: true)
        #expect(sw.thumbPosition == 1)
        h.advance(by: 0.1)
        #expect(!h.engine.isAnimating && h.engine.timers.count == 0)
        #expect(!h.runFrame())
    }

    @Test func switchSlideKeepsTheLoopAwakeOnlyWhileMoving() {
        let root = View()
        let sw = Switch(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        root.addSubview(sw)
        let h = Harness(root: root, size: Size(width: 200, height: 100))
        sw.setOn(true, animated: true)
        #expect(h.engine.isAnimating)
        h.advance(by: sw.animationDuration / 2)
        #expect(sw.thumbPosition > 0.2 && sw.thumbPosition < 0.8, "\(sw.thumbPosition)")
        h.advance(by: sw.animationDuration)
        #expect(sw.thumbPosition == 1)
        #expect(!h.engine.isAnimating)
    }

    @Test func sliderSetValueAnimatedSlidesTheThumb() {
        let root = View()
        root.backgroundColor = .white
        let s = Slider(frame: Rect(x: 10, y: 10, width: 220, height: 0))
        root.addSubview(s)
        let h = Harness(root: root, size: Size(width: 240, height: 64))
        s.setValue(1, animated: true)
        #expect(s.value == 1, "the model is the target at once")
        #expect(h.engine.isAnimating)
        let start = h.render()
        h.advance(by: s.animationDuration / 2)
        let middle = h.render()
        h.advance(by: s.animationDuration)
        let end = h.render()
        #expect(!h.engine.isAnimating)
        // The thumb (white circle) is left at the start, in the middle half way, right at the end.
        func thumbX(_ img: Bitmap) -> Int? {
            // The blue filled track ends under the thumb: find the rightmost accent-blue pixel on the track line.
            var last: Int?
            for x in 0..<240 where img.pixel(x: x, y: 32) == Color("#0062CC")! { last = x }
            return last
        }
        let a = thumbX(start) ?? 0, b = thumbX(middle) ?? 0, c = thumbX(end) ?? 0
        #expect(a < b && b < c, "\(a) \(b) \(c)")
        // A drag (a plain value set) ends the slide at once.
        s.setValue(0, animated: true)
        h.advance(by: 0.02)
        s.value = 0.5
        #expect(!h.engine.isAnimating || h.engine.window.hasPendingWork)
        h.advance(by: 0.02)
        #expect(!h.engine.isAnimating)
    }
}
