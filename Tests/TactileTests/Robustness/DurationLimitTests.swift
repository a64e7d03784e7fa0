import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issue 22 item 5: no animation lasts longer than ``SanitizeLimits/animationDuration``
/// (60 s): a huge duration is cut to it, so what animates always arrives.
@MainActor
@Suite struct DurationLimitTests {
    nonisolated static let huge: [Double] = [1e300, 1e9, 3601]

    @Test(arguments: huge)
    func aSwitchWithAHugeDurationStillArrives(_ d: Double) {
        let sw = Switch(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        sw.animationDuration = d
        #expect(sw.animationDuration == SanitizeLimits.animationDuration)
        let h = Harness(subviews: [sw], size: Size(width: 200, height: 100))
        sw.setOn(true, animated: true)
        h.frameInterval = 0.25   // 61 s in 244 frames: arriving is what is checked, not each frame
        h.advance(by: SanitizeLimits.animationDuration + 1)
        #expect(sw.thumbPosition == 1)
        #expect(!h.engine.isAnimating)
    }

    @Test(arguments: huge)
    func aSliderWithAHugeDurationStillArrives(_ d: Double) {
        let s = Slider(frame: Rect(x: 10, y: 10, width: 200, height: 0))
        s.animationDuration = d
        #expect(s.animationDuration == SanitizeLimits.animationDuration)
        let h = Harness(subviews: [s], size: Size(width: 240, height: 64))
        s.setValue(1, animated: true)
        h.frameInterval = 0.25   // 61 s in 244 frames: arriving is what is checked, not each frame
        h.advance(by: SanitizeLimits.animationDuration + 1)
        #expect(!h.engine.isAnimating)
    }

    @Test(arguments: huge)
    func theAnimationAPIsCutHugeDurations(_ d: Double) {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let h = Harness(subviews: [v], size: Size(width: 200, height: 200))
        var done: [String] = []
        View.animate(withDuration: d, animations: { v.frame.origin.x = 100 }, completion: { _ in done.append("animate") })
        View.animate(withDuration: d, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                     animations: { v.alpha = 0.5 }, completion: { _ in done.append("spring") })
        let value = ValueAnimation.start(on: v, from: 0, to: 1, duration: d, update: { _ in }, completion: { _ in done.append("value") })
        View.transition(with: v, duration: d, options: .transitionCrossDissolve, animations: { v.backgroundColor = .red },
                        completion: { _ in done.append("transition") })
        let animator = PropertyAnimator(duration: d) { v.frame.origin.y = 50 }
        #expect(animator.duration == SanitizeLimits.animationDuration)
        animator.addCompletion { _ in done.append("animator") }
        animator.startAnimation()
        h.frameInterval = 0.25   // 61 s in 244 frames: arriving is what is checked, not each frame
        h.advance(by: SanitizeLimits.animationDuration + 1)
        #expect(Set(done) == ["animate", "spring", "value", "transition", "animator"], "\(done)")
        #expect(value?.isRunning == false)
        #expect(v.frame.origin.x == 100 && v.frame.origin.y == 50)
        #expect(!h.engine.isAnimating)
    }

    @Test func otherAnimationDurationsAreCutToo() {
        let k = Keyboard()
        k.slideDuration = 1e300
        #expect(k.slideDuration == SanitizeLimits.animationDuration)
        let h = Harness(subviews: [], size: Size(width: 100, height: 100))
        let dimmer = InactivityDimmer.install(on: h.engine, configuration: IdleConfiguration())
        dimmer.fadeDuration = 1e300
        #expect(dimmer.fadeDuration == SanitizeLimits.animationDuration)
        let field = TextField()
        field.secureRevealDuration = 1e300
        field.selectionLongPressDuration = 1e300
        #expect(field.secureRevealDuration <= SanitizeLimits.duration && field.selectionLongPressDuration <= SanitizeLimits.duration)
    }
}
