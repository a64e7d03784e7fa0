import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The spinner and the progress bar: motion only while needed, bad input sanitised.
@MainActor
@Suite struct IndicatorTests {
    @Test func theSpinnerStepsWhileAnimatingAndDrawsNothingAtRest() {
        let root = View()
        let spinner = ActivityIndicatorView(style: .large)
        spinner.frame = Rect(x: 100, y: 100, width: 37, height: 37)
        root.addSubview(spinner)
        let h = Harness(root: root)
        #expect(spinner.isHidden)
        h.advance(by: 0.5)
        let idle = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(h.renderer.stats.framesPresented == idle)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(spinner.step != 0 || h.renderer.stats.framesPresented - frames >= 10)
        #expect(h.renderer.stats.framesPresented - frames >= 10)
        #expect(h.renderer.stats.framesPresented - frames <= 14)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        h.advance(by: 0.1)
        let stopped = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(h.renderer.stats.framesPresented == stopped)
        #expect(h.engine.timers.count == 0)
    }

    @Test func aSpinnerOutsideAWindowSchedulesNothingAndStartsWhenAdded() {
        let spinner = ActivityIndicatorView()
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        let root = View()
        let h = Harness(root: root)
        #expect(h.engine.timers.count == 0)
        root.addSubview(spinner)
        #expect(h.engine.timers.count == 1)
        spinner.removeFromSuperview()
        #expect(h.engine.timers.count == 0)
    }

    @Test func progressIsClampedAndAnimates() {
        let root = View()
        let bar = ProgressView(frame: Rect(x: 10, y: 10, width: 200, height: 4))
        root.addSubview(bar)
        let h = Harness(root: root)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = 7
        #expect(bar.progress == 1)
        bar.progress = -.infinity
        #expect(bar.progress == 0)
        bar.setProgress(0.8, animated: true)
        h.advance(by: 0.1)
        #expect(bar.progress > 0 && bar.progress < 0.8)
        h.waitForTransitions()
        #expect(bar.progress == 0.8)
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 0.5)
        #expect(h.renderer.stats.framesPresented == frames)
    }
}
