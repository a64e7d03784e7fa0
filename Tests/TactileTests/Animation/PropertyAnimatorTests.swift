import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct PropertyAnimatorTests {
    private func scene() -> (Harness, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let box = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        box.backgroundColor = Color(r: 255, g: 0, b: 0)
        root.addSubview(box)
        return (Harness(root: root, size: Size(width: 400, height: 100)), box)
    }

    /// Scrubbed by a "drag", the drawn position follows fractionComplete; paused, no frames are
    /// drawn; released, it runs to the end.
    @Test func scrubPauseAndFinish() {
        let (h, box) = scene()
        let a = PropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 200 }
        var ended: [PropertyAnimator.Position] = []
        a.addCompletion { ended.append($0) }
        #expect(box.frame.origin.x == 0, "blocks run when the animator starts")
        a.pauseAnimation()
        #expect(box.frame.origin.x == 200)
        for f in [0.1, 0.25, 0.5] {
            a.fractionComplete = f
            h.advance(by: 1.0 / 60)
            #expect(abs(box.presentation.origin.x - Float(200 * f)) < 0.01, "fraction \(f)")
        }
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(h.renderer.stats.framesPresented == frames, "a paused animator draws no frames")
        #expect(abs(box.presentation.origin.x - 100) < 0.01)
        a.startAnimation()
        h.advance(by: 0.25)
        #expect(abs(box.presentation.origin.x - 150) < 4)
        h.advance(by: 0.5)
        #expect(ended == [.end])
        #expect(box.frame.origin.x == 200 && box.presentation.origin.x == 200)
        #expect(!h.engine.isAnimating)
    }

    /// Reversed from half way, it runs back and ends at `.start` with the model restored.
    @Test func reverseRestoresTheStart() {
        let (h, box) = scene()
        let a = PropertyAnimator(duration: 1, curve: .easeInOut) {
            box.frame.origin.x = 300
            box.alpha = 0.2
        }
        var ended: PropertyAnimator.Position?
        a.addCompletion { ended = $0 }
        a.startAnimation()
        h.advance(by: 0.5)
        a.isReversed = true
        h.advance(by: 0.25)
        #expect(box.presentation.origin.x > 0 && box.presentation.origin.x < 150)
        h.advance(by: 0.5)
        #expect(ended == .start)
        #expect(box.frame.origin.x == 0 && box.alpha == 1)
        h.advance(by: 0.05)
        #expect(box.presentation.origin.x == 0 && !h.engine.isAnimating)
    }

    /// Stopped mid-way, the properties stay where they were drawn; bad input does not trap.
    @Test func stopLeavesTheCurrentValuesAndBadInputIsSafe() {
        let (h, box) = scene()
        let a = PropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        var ended: PropertyAnimator.Position?
        a.addCompletion { ended = $0 }
        a.startAnimation()
        h.advance(by: 0.5)
        a.stopAnimation(true)
        #expect(ended == .current)
        #expect(abs(box.frame.origin.x - 50) < 2, "\(box.frame.origin.x)")
        h.advance(by: 0.1)
        #expect(!h.engine.isAnimating)
        a.fractionComplete = .nan
        a.startAnimation()
        let bad = PropertyAnimator(duration: .nan) { box.alpha = 0.5 }
        var badEnd: PropertyAnimator.Position?
        bad.addCompletion { badEnd = $0 }
        bad.startAnimation()
        #expect(badEnd == .end && box.alpha == 0.5)
        h.advance(by: 0.1)
        #expect(!h.engine.isAnimating)
    }
}
