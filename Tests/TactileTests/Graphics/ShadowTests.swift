import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Layer shadows: drawn outside the view (and its clip), blurred once, robust to bad input.
@MainActor
@Suite(.serialized) struct ShadowTests {
    @Test func shadowDrawsOutsideTheViewAndItsClip() throws {
        let h = Harness(root: GraphicsScenes.shadows(), size: GraphicsScenes.size)
        let image = h.render()
        try image.writePNG(to: TestOutput.path("graphics/shadows.png"))
        let background = Color(r: 236, g: 238, b: 242)
        // Below the soft card (y 110...), the shadow darkens the background.
        let under = image.pixel(x: 95, y: 114)
        #expect(under.r < background.r - 20, "soft shadow below the card: \(under)")
        // Far away: untouched.
        #expect(image.pixel(x: 240, y: 135) == background)
        // The clipped card's shadow shows right of it (x 370...374), outside its clip.
        let right = image.pixel(x: 373, y: 70)
        #expect(right.r < background.r - 20, "clipped card's shadow: \(right)")
        // Hard shadow: solid colour 5 points right and below.
        #expect(image.pixel(x: 112, y: 212) == Color(r: 40, g: 40, b: 40))
    }

    @Test func movingOrResizingACardDoesNotBlurAgain() {
        let root = GraphicsScenes.shadows()
        let h = Harness(root: root, size: GraphicsScenes.size)
        _ = h.render()
        let blurs = ShadowCache.shared.blurs
        let card = root.subviews[0]
        for i in 0..<10 {
            card.frame = Rect(x: 20 + Float(i), y: 20, width: 150 + Float(i * 3), height: 90 + Float(i))
            h.runFrame()
        }
        #expect(ShadowCache.shared.blurs == blurs, "no blur when a large card moves or resizes")
        h.runFrame()
        #expect(h.runFrame() == false, "a frame at rest draws nothing")
    }

    @Test func badShadowValuesAreClamped() {
        let v = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        v.backgroundColor = .white
        v.layer.shadowOpacity = .nan
        #expect(v.layer.shadowOpacity == 0)
        v.layer.shadowOpacity = 7
        #expect(v.layer.shadowOpacity == 1)
        v.layer.shadowRadius = -4
        #expect(v.layer.shadowRadius == 0)
        v.layer.shadowRadius = .infinity
        #expect(v.layer.shadowRadius == GraphicsStorage.maximumShadowRadius)
        v.layer.shadowOffset = Size(width: .nan, height: -.infinity)
        #expect(v.layer.shadowOffset == Size(width: 0, height: -1e4))
        let root = View()
        root.addSubview(v)
        v.layer.shadowOffset = Size(width: 0, height: 0)
        v.layer.shadowRadius = 1e9  // cut to 100 points, blurred with a capped sigma
        let h = Harness(root: root, size: Size(width: 120, height: 120))
        let image = h.render()
        #expect(image.width == 120)
    }
}

/// A shadowed card moving under `View.animate`: the mid frame (partial redraws only) equals
/// a fresh frame of the card at its presented place, so no shadow trail is left behind.
@MainActor
@Suite(.serialized) struct ShadowAnimationTests {
    static func scene(cardAt x: Float) -> (View, View) {
        let root = View()
        root.backgroundColor = Color(r: 236, g: 238, b: 242)
        let card = View(frame: Rect(x: x, y: 30, width: 120, height: 80))
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = Size(width: 0, height: 6)
        root.addSubview(card)
        return (root, card)
    }

    @Test func midAnimationFrameHasNoTrail() throws {
        let (root, card) = Self.scene(cardAt: 20)
        let h = Harness(root: root, size: Size(width: 400, height: 160))
        _ = h.render()
        View.animate(withDuration: 1, animations: { card.frame.origin.x = 260 })
        h.advance(by: 0.5)
        let mid = try #require(card.animationState?.presentation.origin.x)
        #expect(mid > 60 && mid < 220, "mid-way: \(mid)")
        let frame = h.engine.readPixels()
        try frame.writePNG(to: TestOutput.path("graphics/shadow-move-mid.png"))
        let (fresh, _) = Self.scene(cardAt: mid)
        let reference = Harness(root: fresh, size: Size(width: 400, height: 160)).render()
        let (worst, differing) = pixelDifference(frame, reference, channels: 3)
        #expect(worst <= 1, "\(differing) pixels differ by up to \(worst)")
    }
}
