import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct TransformTests {
    @Test func affineTransformMatchesCoreGraphics() {
        let p = Point(x: 10, y: 0)
        let r = AffineTransform(rotationAngle: .pi / 2).apply(to: p)
        #expect(abs(r.x) < 1e-5 && abs(r.y - 10) < 1e-5, "90° turns +x into +y (clockwise on screen)")
        // Builders apply the new step first: scale, then rotate.
        let t = AffineTransform.identity.rotated(by: .pi / 2).scaledBy(x: 2, y: 1)
        let q = t.apply(to: Point(x: 1, y: 0))
        #expect(abs(q.x) < 1e-5 && abs(q.y - 2) < 1e-5)
        let m = AffineTransform(translationX: 5, y: 7).concatenating(AffineTransform(scaleX: 2, y: 3))
        #expect(m.apply(to: .zero) == Point(x: 10, y: 21), "concatenating: self first")
        let inv = m.inverted()
        let back = inv.apply(to: m.apply(to: Point(x: 3, y: -4)))
        #expect(abs(back.x - 3) < 1e-4 && abs(back.y + 4) < 1e-4)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == AffineTransform(scaleX: 0, y: 1), "no inverse: unchanged")
        #expect(!AffineTransform(scaleX: .nan, y: 1).isInvertible)
        #expect(AffineTransform.identity.translatedBy(x: 1, y: 2) == AffineTransform(translationX: 1, y: 2))
        let cg: CGAffineTransform = .identity
        #expect(cg.isIdentity)
    }

    private func buttonScene() -> (Harness, View, StyledButton, () -> Int) {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        let b = StyledButton(frame: Rect(x: 100, y: 60, width: 200, height: 60))
        b.setTitle("Rotated", for: .normal)
        b.accentColor = Color(r: 243, g: 156, b: 18)
        root.addSubview(b)
        var taps = 0
        b.addAction(for: .touchUpInside) { _ in taps += 1 }
        return (Harness(root: root, size: Size(width: 400, height: 240)), root, b, { taps })
    }

    /// A 90°-rotated, 0.5-scaled button: drawn turned (snapshot), hit where it is drawn,
    /// not at its old unrotated corner; `convert` goes through the transform.
    @Test func rotatedScaledButtonDrawsAndHitsWhereItIs() {
        let (h, root, b, taps) = buttonScene()
        b.transform = AffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.5, y: 0.5)
        // Centre (200, 90); drawn 30 wide and 100 tall.
        #if canImport(SnapshotTesting)  // not with Swift 6.0
        assertSnapshot(of: h, as: .image, named: "rotated-scaled-button")
        #endif
        h.tap(at: Point(x: 200, y: 130))  // inside the turned button, outside its old frame
        #expect(taps() == 1)
        h.tap(at: Point(x: 110, y: 70))  // the old unrotated top-left corner
        #expect(taps() == 1)
        h.tap(at: Point(x: 200, y: 90))
        #expect(taps() == 2)
        // The window point (200, 140) is the button's left-middle (x = 0, y = 30) after the turn
        // back: 50 points below the centre is 100 button points along its x axis from the centre.
        let p = b.convert(Point(x: 200, y: 140), from: nil)
        #expect(abs(p.x - 200) < 1e-3 && abs(p.y - 30) < 1e-3, "\(p)")
        let w = b.convert(Point(x: 200, y: 30), to: root)
        #expect(abs(w.x - 200) < 1e-3 && abs(w.y - 140) < 1e-3, "\(w)")
        #expect(h.renderer.stats.layersComposited > 0)
        let img = h.render()
        #expect(img.pixel(x: 110, y: 70) == Color(r: 242, g: 242, b: 247), "the old corner is background")
    }

    /// NaN and zero-scale transforms: not drawn, not hit, no trap; back to identity draws again.
    @Test func degenerateTransformsHideTheView() {
        let (h, _, b, taps) = buttonScene()
        for bad in [AffineTransform(scaleX: 0, y: 0), AffineTransform(scaleX: .nan, y: 1),
                    AffineTransform(rotationAngle: .infinity), AffineTransform(scaleX: 1, y: 0)] {
            b.transform = bad
            let img = h.render()
            #expect(img.pixel(x: 200, y: 90) == Color(r: 242, g: 242, b: 247), "\(bad) drew")
            h.tap(at: Point(x: 200, y: 90))
            #expect(taps() == 0, "\(bad) was hit")
            _ = b.convert(Point(x: 1, y: 1), to: nil)
            _ = b.convert(Rect(x: 0, y: 0, width: 5, height: 5), from: nil)
        }
        b.transform = .identity
        h.tap(at: Point(x: 200, y: 90))
        #expect(taps() == 1)
    }

    /// The pressed-button use: a scale animation to 0.95 and back, middle frames in between.
    @Test func scaleAnimationMiddleFrame() {
        let (h, _, b, _) = buttonScene()
        View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
            b.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        })
        h.advance(by: 0.1)
        #expect(abs(b.presentation.transform.a - 0.75) < 1e-3)
        #if canImport(SnapshotTesting)  // not with Swift 6.0
        assertSnapshot(of: h, as: .image, named: "scale-middle")
        #endif
        h.advance(by: 0.2)
        #expect(b.presentation.transform.a == 0.5)
    }
}
