import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct AnimationBehaviourTests {
    private func scene() -> (Harness, View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        root.backgroundColor = .white
        let box = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        box.backgroundColor = Color(r: 255, g: 0, b: 0)
        root.addSubview(box)
        return (Harness(root: root, size: Size(width: 400, height: 200)), root, box)
    }

    @Test func completionRunsOnceWithTrueAndTheLoopSleepsAfter() {
        let (h, _, box) = scene()
        var results: [Bool] = []
        View.animate(withDuration: 0.3, animations: { box.alpha = 0.5; box.center = Point(x: 100, y: 100) }) { results.append($0) }
        #expect(h.engine.isAnimating && h.engine.wantsFrame)
        h.advance(by: 0.29)
        #expect(results.isEmpty)
        h.advance(by: 0.05)
        #expect(results == [true])
        h.advance(by: 1)
        #expect(results == [true])
        #expect(!h.engine.isAnimating && !h.engine.wantsFrame)
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(h.renderer.stats.framesPresented == frames, "idle after the animation")
    }

    /// Re-animating a property interrupts the first animation (completion false); without
    /// `beginFromCurrentState` the new one starts from the previous model value, with it from
    /// what is on screen.
    @Test func reanimatingInterrupts() {
        let (h, _, box) = scene()
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 110 }) { first = $0 }
        h.advance(by: 0.5)
        #expect(abs(box.presentation.origin.x - 60) < 0.01)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            box.frame.origin.x = 260
        }) { second = $0 }
        h.advance(by: 0.02)
        #expect(first == false)
        #expect(box.presentation.origin.x > 60 && box.presentation.origin.x < 70, "continues from on screen: \(box.presentation.origin.x)")
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 10 })
        h.advance(by: 0.001)
        #expect(second == false)
        #expect(abs(box.presentation.origin.x - 260) < 1, "starts from the previous model value: \(box.presentation.origin.x)")
        // Other properties of an interrupted group keep animating.
        var third: Bool?
        View.animate(withDuration: 1, animations: { box.alpha = 0.2; box.backgroundColor = .white }) { third = $0 }
        View.animate(withDuration: 0.1, animations: { box.alpha = 1 })
        h.advance(by: 0.5)
        #expect(box.presentation.backgroundColor != .white && box.hasRunningAnimations)
        h.advance(by: 1)
        #expect(third == false)
    }

    /// A view removed mid-animation: completion false, its state gone, and it is freed.
    @Test func removedViewCompletesFalseAndIsFreed() {
        let (h, root, _) = scene()
        weak var weakView: View?
        var result: Bool?
        do {
            let v = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(v)
            weakView = v
            View.animate(withDuration: 2, animations: { v.alpha = 0 }) { [weak v] finished in
                result = finished
                _ = v
            }
            h.advance(by: 0.5)
            v.removeFromSuperview()
        }
        h.advance(by: 0.1)
        #expect(result == false)
        #expect(weakView == nil, "the view leaked")
        #expect(!h.engine.isAnimating)
    }

    /// NaN, infinite, zero and negative durations and bad delays apply at once and complete
    /// with true at the next frame; nothing keeps running.
    @Test func badDurationsFinishAtOnce() {
        let (h, _, box) = scene()
        let durations: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1]
        let delays: [Double] = [0, 0, 0, 0, 0, .infinity]
        var results: [Bool] = []
        for (d, delay) in zip(durations, delays) {
            View.animate(withDuration: d, delay: delay, options: [], animations: { box.frame.origin.x += 10 }) { results.append($0) }
            #expect(!box.hasRunningAnimations, "duration \(d) delay \(delay)")
        }
        View.animate(withDuration: 0.2, delay: .nan, options: [], animations: { box.alpha = 0.5 }) { results.append($0) }
        View.animate(withDuration: 0.2, delay: -3, options: [], animations: { box.alpha = 0.7 }) { results.append($0) }
        h.advance(by: 0.25)
        #expect(results == [true, true, true, true, true, true, false, true])
        #expect(box.frame.origin.x == 70)
        #expect(!h.engine.isAnimating && h.engine.timers.count == 0)
        // Springs with bad numbers too.
        View.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity, animations: {
            box.center = Point(x: 200, y: 100)
        })
        h.advance(by: 0.3)
        #expect(box.presentation.center == Point(x: 200, y: 100))
    }

    /// 10,000 animations chained through completion blocks (each started inside the previous
    /// one's completion), zero-length and real ones: they all run, with no recursion.
    @Test func tenThousandChainedAnimations() {
        let (h, _, box) = scene()
        var remaining = 10_000
        var finishedCount = 0
        func next() {
            guard remaining > 0 else { return }
            remaining -= 1
            let d = remaining % 100 == 0 ? 0.05 : 0  // mostly zero-length, some real
            View.animate(withDuration: d, animations: { box.frame.origin.x = Float(remaining % 300) }) { f in
                if f { finishedCount += 1 }
                next()
            }
        }
        next()
        h.advance(by: 20)
        #expect(remaining == 0)
        #expect(finishedCount == 10_000)
        #expect(!h.engine.isAnimating)
    }

    /// As UIKit: animating views get no touches unless `.allowUserInteraction`; hit testing
    /// uses the model frame, not what is drawn.
    @Test func touchesDuringAnimation() {
        let (h, root, _) = scene()
        let button = Button(frame: Rect(x: 10, y: 100, width: 80, height: 60))
        root.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { button.frame.origin.x = 300 })
        h.advance(by: 0.1)
        h.tap(at: Point(x: 340, y: 130))
        #expect(taps == 0, "animating view took a touch")
        button.removeAllAnimations()
        View.animate(withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: { button.frame.origin.x = 10 })
        h.advance(by: 0.1)
        h.tap(at: Point(x: 50, y: 130))  // the model frame, while it is drawn near x = 300
        #expect(taps == 1)
        h.tap(at: Point(x: 330, y: 130))  // where it is drawn
        #expect(taps == 1)
    }

    /// Inside `performWithoutAnimation` and with animations disabled, changes apply at once.
    @Test func withoutAnimation() {
        let (h, _, box) = scene()
        View.animate(withDuration: 1, animations: {
            box.alpha = 0.5
            View.performWithoutAnimation { box.frame.origin.y = 100 }
        })
        #expect(box.hasRunningAnimations)
        h.advance(by: 0.02)
        #expect(box.presentation.origin.y == 100)
        View.areAnimationsEnabled = false
        defer { View.areAnimationsEnabled = true }
        var done: Bool?
        View.animate(withDuration: 1, animations: { box.center = .zero }) { done = $0 }
        h.advance(by: 0.02)
        #expect(box.presentation.center == .zero || box.hasRunningAnimations == false)
        #expect(done == true)
    }

    /// Seeded random: animations whose completions add, remove and re-animate views, while
    /// frames run and touches land. Nothing traps, every completion runs exactly once, and at
    /// the end nothing animates.
    @Test(arguments: [1, 2, 3, 42])
    func randomTreeMutationsInCompletions(seed: UInt64) {
        let (h, root, _) = scene()
        var rng = SeededGenerator(seed: seed)
        var pool: [View] = []
        var started = 0, completed = 0
        func randomView() -> View? { pool.isEmpty ? nil : pool[Int(rng.next() % UInt64(pool.count))] }
        func animateSomething(depth: Int) {
            guard let v = randomView(), depth < 6 else { return }
            started += 1
            let d = [0.0, 0.05, 0.2, .nan, -1][Int(rng.next() % 5)]
            let opts: AnimationOptions = rng.next() % 2 == 0 ? [] : [.beginFromCurrentState, .allowUserInteraction]
            View.animate(withDuration: d, delay: 0, options: opts, animations: {
                v.center = Point(x: Float(rng.next() % 400), y: Float(rng.next() % 200))
                if rng.next() % 2 == 0 { v.alpha = Float(rng.next() % 100) / 100 }
                if rng.next() % 3 == 0 { v.transform = AffineTransform(rotationAngle: Float(rng.next() % 7)) }
            }) { _ in
                completed += 1
                switch rng.next() % 4 {
                case 0: v.removeFromSuperview()
                case 1:
                    let n = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
                    n.backgroundColor = Color(r: 0, g: 0, b: 200)
                    (randomView() ?? root).addSubview(n)
                    pool.append(n)
                case 2: animateSomething(depth: depth + 1)
                default: (randomView() ?? root).addSubview(v)
                }
            }
        }
        for _ in 0..<20 {
            let v = View(frame: Rect(x: Float(rng.next() % 300), y: Float(rng.next() % 150), width: 40, height: 40))
            v.backgroundColor = Color(r: 200, g: 0, b: 0)
            root.addSubview(v)
            pool.append(v)
        }
        for step in 0..<200 {
            if rng.next() % 3 == 0 { animateSomething(depth: 0) }
            if step % 10 == 0 { h.tap(at: Point(x: Float(rng.next() % 400), y: Float(rng.next() % 200)), hold: 0.02) }
            h.advance(by: 1.0 / 60)
        }
        h.advance(by: 5)
        #expect(completed == started)
        #expect(!h.engine.isAnimating)
        _ = h.render()
    }
}

