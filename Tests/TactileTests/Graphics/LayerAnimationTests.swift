import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Core Animation's objects on the engine's frames: basic, keyframe, spring and group
/// animations, fill modes, removal, presentation/model, transactions, implicit animations.
@MainActor
@Suite struct LayerAnimationTests {
    /// A host view in a harness with one standalone layer, drawn once.
    func scene() -> (Harness, View, Layer) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let l = Layer()
        l.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        l.backgroundColor = .red
        root.layer.addSublayer(l)
        let h = Harness(root: root, size: Size(width: 200, height: 200))
        _ = h.render()
        return (h, root, l)
    }

    @Test func basicAnimationMovesThePresentationNotTheModel() throws {
        let (h, _, l) = scene()
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        l.add(a, forKey: "slide")
        let stored = try #require(l.animation(forKey: "slide") as? BasicAnimation)
        #expect(stored !== a && stored.keyPath == "position.x" && l.animationKeys() == ["slide"], "the layer keeps a copy")
        h.advance(by: 0.5)
        let mid = try #require(l.presentation())
        #expect(abs(mid.position.x - 50) < 2, "linear by default: half way \(mid.position.x)")
        #expect(l.position.x == 25, "the model stays")
        #expect(l.model() === l)
        h.advance(by: 0.6)
        #expect(l.animation(forKey: "slide") == nil, "removed on completion")
        #expect(l.presentation()?.position.x == 25)
        h.advance(by: 0.1)
        #expect(!h.engine.isAnimating, "idle once done")
    }

    @Test func fillModeForwardsKeepsTheEndWhenNotRemoved() throws {
        let (h, _, l) = scene()
        let a = BasicAnimation(keyPath: "opacity")
        a.toValue = 0.2
        a.duration = 0.25
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        l.add(a, forKey: "fade")
        h.advance(by: 0.5)
        #expect(l.animation(forKey: "fade") != nil)
        #expect(abs((l.presentation()?.opacity ?? 0) - 0.2) < 1e-4 && l.opacity == 1)
        #expect(!h.engine.isAnimating, "a held end value needs no frames")
        l.removeAnimation(forKey: "fade")
        #expect(l.presentation()?.opacity == 1)
    }

    @Test func beginTimeBackwardsFillAndTimingFunction() throws {
        let (h, _, l) = scene()
        let a = BasicAnimation(keyPath: "bounds.size.width")
        a.fromValue = 10
        a.toValue = 110
        a.duration = 1
        a.beginTime = currentMediaTime() + 1
        a.fillMode = .backwards
        a.timingFunction = MediaTimingFunction(name: .easeIn)
        l.add(a, forKey: nil)
        h.advance(by: 0.5)
        #expect(l.presentation()?.bounds.width == 10, "backwards fill shows the start before beginTime")
        h.advance(by: 1)
        let w = try #require(l.presentation()?.bounds.width)
        #expect(w > 10 && w < 50, "ease-in is slow at first: \(w)")
    }

    @Test func repeatAutoreverseAndHugeRepeatCount() throws {
        let (h, _, l) = scene()
        let a = BasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0
        a.toValue = Float.pi
        a.duration = 0.5
        a.autoreverses = true
        a.repeatCount = 2
        l.add(a, forKey: "spin")
        h.advance(by: 0.5)
        #expect(abs(Float(l.presentation()?.transform.affineTransform.b ?? 1)) < 0.05, "at the far end (π): sin ≈ 0")
        h.advance(by: 0.25)
        #expect(abs((l.presentation()?.transform.affineTransform.a ?? 0)) < 0.05, "coming back through π/2")
        h.advance(by: 1.5)
        #expect(l.animation(forKey: "spin") == nil)
        let forever = BasicAnimation(keyPath: "opacity")
        forever.fromValue = 1
        forever.toValue = 0
        forever.repeatCount = .greatestFiniteMagnitude
        l.add(forever, forKey: "pulse")
        h.advance(by: 100)
        #expect(l.animation(forKey: "pulse") != nil && h.engine.isAnimating)
        forever.repeatCount = .nan
        h.advance(by: 1)
        #expect(l.animation(forKey: "pulse") != nil, "a change after adding has no effect (the layer has a copy)")
        l.add(forever, forKey: "pulse")
        h.advance(by: 1)
        #expect(l.animation(forKey: "pulse") == nil, "NaN counts as one pass")
    }

    @Test func keyframeSpringAndGroup() throws {
        let (h, _, l) = scene()
        let k = KeyframeAnimation(keyPath: "position")
        k.values = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)]
        k.keyTimes = [0, 0.5, 1]
        k.duration = 1
        l.add(k, forKey: "path")
        h.advance(by: 0.75)
        let p = try #require(l.presentation()?.position)
        #expect(abs(p.x - 100) < 1 && abs(p.y - 50) < 3)
        l.removeAllAnimations()
        let s = SpringAnimation(keyPath: "position.y")
        s.fromValue = 0
        s.toValue = 100
        s.damping = 5
        s.duration = s.settlingDuration
        #expect(s.settlingDuration > 0.5 && s.settlingDuration < 5)
        l.add(s, forKey: "spring")
        var peak: Float = 0
        for _ in 0..<60 {
            h.advance(by: 1.0 / 60)
            peak = max(peak, l.presentation()?.position.y ?? 0)
        }
        #expect(peak > 101, "an underdamped spring overshoots: \(peak)")
        l.removeAllAnimations()
        let g = AnimationGroup()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let grow = BasicAnimation(keyPath: "bounds.size")
        grow.fromValue = Size(width: 50, height: 50)
        grow.toValue = Size(width: 150, height: 150)
        grow.beginTime = 0.5
        grow.duration = 0.5
        g.animations = [fade, grow, g]
        g.duration = 1
        l.add(g, forKey: "group")
        h.advance(by: 0.25)
        #expect((l.presentation()?.opacity ?? 1) < 1 && l.presentation()?.bounds.width == 50)
        h.advance(by: 0.5)
        let w = l.presentation()?.bounds.width ?? 0
        #expect(w > 50 && w < 150)
    }

    @Test func implicitAnimationsOnStandaloneLayersOnly() throws {
        let (h, root, l) = scene()
        l.opacity = 0
        #expect(l.animation(forKey: "opacity") != nil, "a drawn standalone layer animates a change")
        h.advance(by: 0.1)
        let o = l.presentation()?.opacity ?? 0
        #expect(o > 0 && o < 1)
        h.advance(by: 0.3)
        #expect(l.animation(forKey: "opacity") == nil && l.presentation()?.opacity == 0)
        Transaction.begin()
        Transaction.setDisableActions(true)
        l.opacity = 1
        Transaction.commit()
        #expect(l.animation(forKey: "opacity") == nil)
        root.layer.opacity = 0.5
        #expect(root.layer.animationKeys() == nil && root.alpha == 0.5, "a view's layer does not animate implicitly")
        let fresh = Layer()
        root.layer.addSublayer(fresh)
        fresh.position = Point(x: 10, y: 10)
        #expect(fresh.animationKeys() == nil, "not drawn yet: no animation")
    }

    @Test func transactionDurationAndCompletion() throws {
        let (h, _, l) = scene()
        var done = 0
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setCompletionBlock { done += 1 }
        l.position = Point(x: 150, y: 150)
        Transaction.commit()
        h.advance(by: 0.5)
        #expect(done == 0 && l.animation(forKey: "position") != nil)
        h.advance(by: 0.6)
        #expect(done == 1)
        Transaction.begin()
        Transaction.setCompletionBlock { done += 10 }
        Transaction.commit()
        h.advance(by: 1.0 / 60)
        #expect(done == 11, "no animation: the block runs at the next frame")
        let reports = Diagnostics.capture { Transaction.commit() }
        #expect(reports.count == 1)
    }

    @Test func delegateHearsStartAndStop() {
        @MainActor final class Spy: AnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ animation: Animation) { events.append("start") }
            func animationDidStop(_ animation: Animation, finished: Bool) { events.append("stop \(finished)") }
        }
        let (h, _, l) = scene()
        let spy = Spy()
        let a = BasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.delegate = spy
        l.add(a, forKey: "a")
        h.advance(by: 1)
        let b = BasicAnimation(keyPath: "opacity")
        b.toValue = 0
        b.delegate = spy
        l.add(b, forKey: "b")
        h.advance(by: 0.1)
        l.add(BasicAnimation(keyPath: "opacity"), forKey: "b")  // replaces: b stops unfinished
        h.advance(by: 0.1)
        #expect(spy.events == ["start", "stop true", "start", "stop false"])
        let reports = Diagnostics.capture { l.add(BasicAnimation(keyPath: "nonsense.path"), forKey: "x") }
        #expect(reports.count == 1)
    }

    /// Seeded random adds and removals of layers and animations, some from inside completion
    /// callbacks: nothing traps, every completion runs once, and the engine goes idle.
    @Test(arguments: [1, 2, 3, 4, 5])
    func randomTreeAndAnimationChurn(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let (h, root, _) = scene()
        var layers: [Layer] = [root.layer]
        var everyLayer: [Layer] = [root.layer]
        var completions = 0, started = 0, churning = true
        let keys = ["opacity", "position", "bounds.size.width", "transform.rotation.z", "cornerRadius", "backgroundColor"]
        func randomAnimation() -> Animation {
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            let a: PropertyAnimation
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let k = KeyframeAnimation(keyPath: key)
                k.values = key == "opacity" ? [0, 1, 0.5] : []
                a = k
            case 1: a = SpringAnimation(keyPath: key)
            default: a = BasicAnimation(keyPath: key)
            }
            if let b = a as? BasicAnimation, key == "opacity" || key == "cornerRadius" { b.toValue = Float.random(in: 0...1, using: &rng) }
            a.duration = [0, 0.1, 0.3, .nan, -1][Int.random(in: 0..<5, using: &rng)]
            a.repeatCount = [0, 1, 2.5, .nan][Int.random(in: 0..<4, using: &rng)]
            a.autoreverses = Bool.random(using: &rng)
            a.isRemovedOnCompletion = Int.random(in: 0..<4, using: &rng) != 0
            a.fillMode = [.removed, .forwards, .backwards, .both][Int.random(in: 0..<4, using: &rng)]
            started += 1
            a.completion = { _ in
                completions += 1
                guard churning else { return }
                // App code inside a callback: change the tree and start more.
                if Int.random(in: 0..<3, using: &rng) == 0, layers.count > 1 {
                    layers.remove(at: Int.random(in: 1..<layers.count, using: &rng)).removeFromSuperlayer()
                } else if let target = layers.randomElement(using: &rng), started < 400 {
                    target.add(randomAnimation(), forKey: Bool.random(using: &rng) ? "k" : nil)
                }
            }
            return a
        }
        for _ in 0..<200 {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                let l = Layer()
                l.frame = Rect(x: Float.random(in: 0...150, using: &rng), y: Float.random(in: 0...150, using: &rng), width: 30, height: 30)
                l.backgroundColor = .blue
                layers.randomElement(using: &rng)?.addSublayer(l)
                layers.append(l)
                everyLayer.append(l)
            case 1:
                if layers.count > 1 { layers.remove(at: Int.random(in: 1..<layers.count, using: &rng)).removeFromSuperlayer() }
            case 2:
                layers.randomElement(using: &rng)?.add(randomAnimation(), forKey: Bool.random(using: &rng) ? "k" : nil)
            case 3:
                if let a = layers.randomElement(using: &rng), let b = layers.randomElement(using: &rng) {
                    _ = Diagnostics.capture { a.addSublayer(b) }  // cycles refused
                }
            default:
                layers.randomElement(using: &rng)?.removeAllAnimations()
            }
            h.advance(by: 0.05)
        }
        churning = false
        for l in everyLayer { l.removeAllAnimations() }
        h.advance(by: 2)
        for l in everyLayer { l.removeAllAnimations() }
        h.advance(by: 1)
        #expect(completions == started, "every animation stops once (\(completions) of \(started))")
        #expect(!h.engine.isAnimating)
    }
}
