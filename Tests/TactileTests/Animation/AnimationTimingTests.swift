import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A cubic Bézier's y at x, by brute force over the curve's parameter (independent of
/// `Easing`'s Newton solver).
func referenceBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var best = 0.0, bestErr = Double.infinity
    for i in 0...200_000 {
        let s = Double(i) / 200_000
        let e = abs(b(s, x1, x2) - x)
        if e < bestErr { bestErr = e; best = s }
    }
    return b(best, y1, y2)
}

@MainActor
@Suite struct AnimationTimingTests {
    private func scene() -> (Harness, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        root.backgroundColor = .white
        let box = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        box.backgroundColor = Color(r: 255, g: 0, b: 0)
        root.addSubview(box)
        let h = Harness(root: root, size: Size(width: 400, height: 100))
        return (h, box)
    }

    @Test func uikitCurvesMatchTheirBeziers() {
        let curves: [(Easing, (Double, Double, Double, Double))] = [
            (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)), (.easeInOut, (0.42, 0, 0.58, 1)),
        ]
        for (e, p) in curves {
            for x in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(abs(e(x) - referenceBezier(x, p.0, p.1, p.2, p.3)) < 1e-4, "\(e) at \(x)")
            }
        }
        #expect(Easing.linear(0.3) == 0.3)
        #expect(Easing.easeInOut(Double.nan) == 0)
        #expect(Easing.easeInOut(7.0) == 1 && Easing.easeIn(-3.0) == 0)
        #expect(Easing.cubicBezier(.nan, 0, 1, 1) == .linear)
    }

    /// A linear move sampled at t = 0, ¼, ½, 1 on the virtual clock: the drawn position (and
    /// the pixels) follow the curve while the model is at the target from the start.
    @Test func linearMoveSampledOnTheVirtualClock() {
        let (h, box) = scene()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.frame.origin.x = 320
        })
        #expect(box.frame.origin.x == 320, "the model changes at once")
        for (t, x) in [(0.0, 0.0), (0.25, 80.0), (0.5, 160.0), (1.0, 320.0)] {
            if t > 0 { h.advance(by: t - (h.engine.now - 0)) }
            let drawn = h.recordFrame()
            #expect(abs(box.presentation.origin.x - Float(x)) < 0.01, "t=\(t): \(box.presentation.origin.x)")
            // The box's left edge: red at x+2, white just left of it.
            #expect(drawn.shapeColor(at: Point(x: Float(x) + 2.5, y: 20.5)) == Color(r: 255, g: 0, b: 0), "t=\(t)")
            if x > 0 { #expect(drawn.shapeColor(at: Point(x: Float(x) - 1.5, y: 20.5)) == .white, "t=\(t)") }
        }
        #expect(!box.hasRunningAnimations)
        #expect(!h.engine.isAnimating)
    }

    /// An ease-in-out fade sampled at t = 0, ¼, ½, 1: the drawn alpha is the Bézier's value,
    /// and the pixel is that blend of red over white.
    @Test func easeInOutFadeMatchesTheCurve() {
        let (h, box) = scene()
        box.alpha = 0
        h.advance(by: 0.1)
        let start = h.engine.now
        View.animate(withDuration: 1, animations: { box.alpha = 1 })
        #expect(box.alpha == 1)
        for t in [0.0, 0.25, 0.5, 1.0] {
            h.advance(by: start + t - h.engine.now)
            let img = h.render()
            let expected = t >= 1 ? 1 : referenceBezier(t, 0.42, 0, 0.58, 1)
            #expect(abs(Double(box.presentation.alpha) - expected) < 1e-3, "t=\(t)")
            let g = Double(img.pixel(x: 20, y: 20).g)  // white → red: green falls with alpha
            #expect(abs(g - 255 * (1 - expected)) <= 2.5, "t=\(t): g=\(g) expected \(255 * (1 - expected))")
        }
    }

    /// Colour, corner radius, border and transform animate too; a delay holds the start value.
    @Test func everyAnimatablePropertyBlends() {
        let (h, box) = scene()
        h.advance(by: 0.1)
        let start = h.engine.now
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            box.backgroundColor = Color(r: 0, g: 0, b: 255)
            box.cornerRadius = 20
            box.borderWidth = 4
            box.borderColor = Color(r: 0, g: 255, b: 0)
            box.transform = AffineTransform(scaleX: 2, y: 2)
            box.bounds = Rect(x: 0, y: 0, width: 60, height: 40)
        })
        h.advance(by: start + 0.4 - h.engine.now)
        #expect(box.presentation.backgroundColor == Color(r: 255, g: 0, b: 0), "still the start during the delay")
        h.advance(by: start + 1.0 - h.engine.now)
        let p = box.presentation
        #expect(p.backgroundColor == Color(r: 128, g: 0, b: 128) || p.backgroundColor == Color(r: 127, g: 0, b: 128))
        #expect(abs(p.cornerRadii.topLeft - 10) < 0.01)
        #expect(abs(p.borderWidth - 2) < 0.01)
        #expect(abs(p.transform.a - 1.5) < 0.01 && abs(p.transform.d - 1.5) < 0.01)
        #expect(abs(p.bounds.width - 50) < 0.01)
        #expect(p.center == box.center, "a bounds change keeps the centre")
        h.advance(by: 1)
        #expect(box.presentation == Presentation(model: box))
        #expect(!box.hasRunningAnimations)
    }

    /// Repeat + autoreverse ping-pongs forever; interrupting it completes with `false`.
    @Test func repeatAutoreverse() {
        let (h, box) = scene()
        var result: Bool?
        let start = h.engine.now
        View.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            box.frame.origin.x = 100
        }, completion: { result = $0 })
        h.advance(by: start + 0.25 - h.engine.now)
        #expect(abs(box.presentation.origin.x - 50) < 0.01)
        h.advance(by: start + 0.75 - h.engine.now)
        #expect(abs(box.presentation.origin.x - 50) < 0.01, "on the way back")
        h.advance(by: start + 1.25 - h.engine.now)
        #expect(abs(box.presentation.origin.x - 50) < 0.01, "second cycle")
        h.advance(by: 10)
        #expect(result == nil && box.hasRunningAnimations)
        box.removeAllAnimations()
        h.advance(by: 0.02)
        #expect(result == false)
        #expect(!h.engine.isAnimating)
    }

    /// A spring with low damping overshoots and settles at the target by the end; damping 1 does not overshoot.
    @Test func springOvershootsThenSettles() {
        let (h, box) = scene()
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, animations: {
            box.frame.origin.x = 100
        })
        var peak: Float = 0
        for _ in 0..<60 { h.advance(by: 1.0 / 60); peak = max(peak, box.presentation.origin.x) }
        #expect(peak > 105, "overshoot \(peak)")
        h.advance(by: 0.1)
        #expect(box.presentation.origin.x == 100 && !box.hasRunningAnimations)

        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
            box.frame.origin.x = 200
        })
        var maxX: Float = 0
        for _ in 0..<70 { h.advance(by: 1.0 / 60); maxX = max(maxX, box.presentation.origin.x) }
        #expect(maxX <= 200.01)
        #expect(box.presentation.origin.x == 200)
    }

    /// Tween and the game curves: plain functions of time.
    @Test func tweenFollowsItsCurve() {
        let t = Tween(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), duration: 2, easing: .linear, start: 10, delay: 1)
        #expect(t.value(at: 0) == Point(x: 0, y: 0))
        #expect(t.value(at: 12) == Point(x: 50, y: 25))
        #expect(t.value(at: 99) == Point(x: 100, y: 50))
        #expect(t.isFinished(at: 13) && !t.isFinished(at: 12.9))
        let bad = Tween(from: Float(0), to: 1, duration: .nan)
        #expect(bad.value(at: 0) == 1)
        for e in [Easing.quadIn, .quadOut, .quadInOut, .cubicOut, .sineInOut, .easeOutBack, .easeOutBounce, .easeOutElastic] {
            #expect(abs(e(0.0)) < 1e-9 && abs(e(1.0) - 1) < 1e-9, "\(e)")
        }
        #expect(Easing.easeOutBack(0.7) > 1, "back overshoots")
    }
}
