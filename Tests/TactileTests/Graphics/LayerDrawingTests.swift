import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Standalone layers drawn with their host view: order, clipping, transforms, perspective,
/// animation frames (PNGs written for looking at), repaint cost at rest.
@MainActor
@Suite(.serialized) struct LayerDrawingTests {
    @Test func layersDrawInUIKitsOrder() throws {
        let (root, _) = LayerScenes.layers()
        let h = Harness(root: root, size: LayerScenes.size)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/layers.png"))
        // The subview covers the plain layer added before it …
        #expect(b.pixel(x: 100, y: 60).r > 200 && b.pixel(x: 100, y: 60).b < 120)
        // … the layer added after it covers the subview (translucent green over red).
        let p = b.pixel(x: 150, y: 60)
        #expect(p.g > p.r, "\(p)")
        // Clipped child: cut at the rounded corner, shown inside.
        #expect(b.pixel(x: 298, y: 88) == Color(r: 236, g: 238, b: 242))
        #expect(b.pixel(x: 280, y: 70).b > 150)
        // The ring's arc and the perspective card are drawn.
        #expect(b.pixel(x: 60, y: 115).b > 200)
        #expect(b.pixel(x: 315, y: 165) != Color(r: 236, g: 238, b: 242))
    }

    @Test func perspectiveFlipFramesAndARestingScreenCostsNothing() throws {
        let (root, card) = LayerScenes.layers(flip: 0)
        let h = Harness(root: root, size: LayerScenes.size)
        _ = h.render()
        let flip = BasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = Float.pi
        flip.duration = 1
        card.add(flip, forKey: "flip")
        var widths: [Int] = []
        for i in 1...4 {
            h.advance(by: 0.2)
            let b = h.render()
            try b.writePNG(to: TestOutput.path("graphics/layers-flip-\(i).png"))
            var cols = 0
            for x in 250..<380 where b.pixel(x: x, y: 165) != Color(r: 236, g: 238, b: 242) { cols += 1 }
            widths.append(cols)
        }
        // 36°, 72°, 108°, 144°: narrow towards edge-on (90°), then wide again (the back shows).
        #expect(widths[0] > widths[1] + 20 && widths[3] > widths[2] + 20 && widths[1] > 10, "\(widths)")
        h.advance(by: 0.5)
        #expect(!h.engine.isAnimating)
        h.runFrame()
        #expect(!h.runFrame(), "a screen of layers at rest draws nothing")
    }

    @Test func aViewsLayerTakesAPerspectiveTransform() throws {
        let root = View()
        root.backgroundColor = .white
        let v = View(frame: Rect(x: 100, y: 40, width: 200, height: 160))
        v.backgroundColor = Color(r: 200, g: 60, b: 60)
        root.addSubview(v)
        var t = Transform3DIdentity
        t.m34 = -1 / 400
        v.layer.transform = Transform3DRotate(t, .pi / 3, 1, 0, 0)
        #expect(!v.layer.transform.isAffine && v.transform == v.layer.transform.affineTransform)
        let h = Harness(root: root, size: LayerScenes.size)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/view-perspective.png"))
        // Tilted back about x: the top edge recedes (narrower) and the bottom comes forward.
        func width(_ y: Int) -> Int { (0..<400).filter { b.pixel(x: $0, y: y).g < 150 }.count }
        #expect(width(90) < width(150), "\(width(90)) vs \(width(150))")
    }

    @Test func badTransformsDrawNothingAndNeverTrap() {
        let (root, card) = LayerScenes.layers()
        let h = Harness(root: root, size: LayerScenes.size)
        card.transform = Transform3DMakeTranslation(.nan, .infinity, 0)
        _ = h.render()
        var behind = Transform3DIdentity
        behind.m34 = -1 / 10
        card.transform = Transform3DRotate(behind, .pi / 2, 0, 1, 0)
        _ = h.render()
        card.transform = Transform3DMakeScale(0, 0, 0)
        _ = h.render()
        card.transform = Transform3DMakeScale(1e30, 1e30, 1)
        _ = h.render()
        #expect(card.frame.width.isFinite || card.frame.width.isInfinite)
    }
}

extension LayerDrawingTests {
    @Test func explicitAnimationOfAViewsLayerIsDrawnAndLeavesNoTrail() throws {
        let root = View()
        root.backgroundColor = .white
        let v = View(frame: Rect(x: 20, y: 20, width: 60, height: 60))
        v.backgroundColor = Color(r: 0, g: 0, b: 200)
        root.addSubview(v)
        let h = Harness(root: root, size: LayerScenes.size)
        _ = h.render()
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 50
        move.toValue = 350
        move.duration = 1
        v.layer.add(move, forKey: "move")
        h.advance(by: 0.5)
        h.runFrame()
        let mid = h.render()
        try mid.writePNG(to: TestOutput.path("graphics/view-layer-animation-mid.png"))
        #expect(mid.pixel(x: 200, y: 50).b > 150, "drawn at the presentation (x ≈ 200)")
        #expect(mid.pixel(x: 50, y: 50) == .white, "not at the model")
        #expect(abs((v.layer.presentation()?.position.x ?? 0) - 200) < 3 && v.center.x == 50)
        h.advance(by: 0.6)
        // Partial repaints only: the last frame must show the model and nothing where it moved.
        let end = h.engine.readPixels()
        #expect(end.pixel(x: 50, y: 50).b > 150)
        for x in stride(from: 90, to: 400, by: 10) { #expect(end.pixel(x: x, y: 50) == .white, "trail at x \(x)") }
        #expect(!h.engine.isAnimating)
    }
}
