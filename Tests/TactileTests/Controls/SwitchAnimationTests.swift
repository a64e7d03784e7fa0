import Testing
@testable import Tactile
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
