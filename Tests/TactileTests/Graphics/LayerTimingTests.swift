import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Core Animation's media timing on layers and animations: copies on add, `speed`,
/// `timeOffset` and `beginTime` (pause and resume), `convertTime`.
@MainActor
@Suite struct LayerTimingTests {
    /// The same one-layer scene as ``LayerAnimationTests``.
    func scene() -> (Harness, View, Layer) { LayerAnimationTests().scene() }

    func slide(_ duration: Double = 1) -> BasicAnimation {
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = duration
        return a
    }

    @Test func addCopiesTheAnimationAndItsGroupChildren() throws {
        let (h, _, l) = scene()
        let a = slide()
        l.add(a, forKey: "slide")
        a.toValue = 1000
        a.duration = 100
        h.advance(by: 0.5)
        #expect(abs((l.presentation()?.position.x ?? 0) - 50) < 2, "changes after add do nothing")
        let child = slide()
        let g = AnimationGroup()
        g.animations = [child]
        g.duration = 1
        l.add(g, forKey: "group")
        child.toValue = -500
        h.advance(by: 0.5)
        #expect(abs((l.presentation()?.position.x ?? 0) - 50) < 2)
        let copy = a.copy()
        #expect(copy !== a && copy.duration == 100 && (copy.toValue as? Int) == 1000)
        let spring = SpringAnimation(keyPath: "opacity")
        spring.damping = 3
        #expect(spring.copy().damping == 3, "a subclass copies its own values")
    }

    @Test func animationSpeedAndTimeOffset() throws {
        let (h, _, l) = scene()
        let a = slide()
        a.speed = 2
        l.add(a, forKey: "fast")
        h.advance(by: 0.25)
        #expect(abs((l.presentation()?.position.x ?? 0) - 50) < 2, "speed 2: half way after a quarter second")
        h.advance(by: 0.3)
        #expect(l.animation(forKey: "fast") == nil, "done after half the duration")
        let b = slide()
        b.timeOffset = 0.5
        l.add(b, forKey: "late")
        h.advance(by: 0.1)
        #expect(abs((l.presentation()?.position.x ?? 0) - 60) < 2, "time offset skips in")
        for bad in [Float.nan, .infinity] {
            let c = slide()
            c.speed = bad
            l.add(c, forKey: "bad")
            h.advance(by: 0.5)
            #expect(abs((l.presentation()?.position.x ?? 0) - 50) < 2, "speed \(bad) counts as 1")
        }
    }

    @Test func pausingAndResumingALayerAsCoreAnimationDocuments() throws {
        let (h, _, l) = scene()
        l.add(slide(), forKey: "slide")
        h.advance(by: 0.25)
        // Pause (Technical Q&A QA1673).
        let pausedTime = l.convertTime(currentMediaTime(), from: nil)
        l.speed = 0
        l.timeOffset = pausedTime
        h.advance(by: 1.0 / 60)
        let atPause = try #require(l.presentation()?.position.x)
        #expect(abs(atPause - 25) < 2)
        h.advance(by: 2)
        #expect(l.presentation()?.position.x == atPause, "frozen while paused")
        #expect(l.animation(forKey: "slide") != nil)
        #expect(!h.engine.isAnimating, "a paused layer needs no frames")
        // Resume.
        let paused = l.timeOffset
        l.speed = 1
        l.timeOffset = 0
        l.beginTime = 0
        let since = l.convertTime(currentMediaTime(), from: nil) - paused
        l.beginTime = since
        #expect(abs((l.presentation()?.position.x ?? 0) - 25) < 2, "resumes where it stopped")
        h.advance(by: 0.5)
        #expect(abs((l.presentation()?.position.x ?? 0) - 75) < 2)
        h.advance(by: 0.5)
        #expect(l.animation(forKey: "slide") == nil)
    }

    @Test func aSuperlayersSpeedRunsItsSublayersTime() throws {
        let (h, root, _) = scene()
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let child = Layer()
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        root.layer.addSublayer(parent)
        _ = h.render()
        parent.speed = 2
        #expect(child.convertTime(10, to: parent) == 10 && parent.convertTime(3, to: nil) == 1.5)
        child.add(slide(), forKey: "slide")
        h.advance(by: 0.25)
        #expect(abs((child.presentation()?.position.x ?? 0) - 50) < 2, "twice as fast through the parent")
        for bad in [Double.nan, .infinity] {
            parent.timeOffset = bad
            parent.beginTime = bad
            #expect(parent.timeOffset == 0 && parent.beginTime == 0)
        }
        parent.speed = .nan
        #expect(parent.speed == 1)
    }
}
