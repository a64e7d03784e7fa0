import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `view.layer.mask` and `view.mask` mask a view and its subviews, as UIKit; the masked
/// picture is kept until something in it changes; hit testing is unchanged.
@MainActor
@Suite(.serialized) struct ViewMaskTests {
    static let gray = Color(r: 236, g: 238, b: 242)

    /// A blue 100x100 card at (20, 20) with a red subview over its right half.
    func scene() -> (View, View, View, Harness) {
        let root = View()
        root.backgroundColor = Self.gray
        let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        let half = View(frame: Rect(x: 50, y: 0, width: 50, height: 100))
        half.backgroundColor = Color(r: 250, g: 0, b: 0)
        card.addSubview(half)
        root.addSubview(card)
        return (root, card, half, Harness(root: root, size: Size(width: 260, height: 140)))
    }

    @Test func aLayerMaskCutsTheViewAndItsSubviews() throws {
        let (_, card, half, h) = scene()
        let dot = ShapeLayer()
        dot.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        dot.fillColor = .black
        card.layer.mask = dot
        #expect(card.layer.mask === dot)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/view-layer-mask.png"))
        #expect(b.pixel(x: 40, y: 70).b > 200, "the card inside the disc")
        #expect(b.pixel(x: 100, y: 70).r > 200 && b.pixel(x: 100, y: 70).b < 60, "the subview inside the disc")
        #expect(b.pixel(x: 22, y: 22) == Self.gray, "the card's corner is cut")
        #expect(b.pixel(x: 118, y: 118) == Self.gray, "the subview's corner is cut")
        #expect(card.graphicsStorage?.maskCompositions == 1)
        h.window.setNeedsFullRedraw()
        let again = h.render()
        #expect(card.graphicsStorage?.maskCompositions == 1, "a repaint draws the kept picture")
        #expect(again == b)
        half.backgroundColor = Color(r: 0, g: 200, b: 0)
        let c = h.render()
        #expect(card.graphicsStorage?.maskCompositions == 2, "a subview's change composes again")
        #expect(c.pixel(x: 100, y: 70).g > 150 && c.pixel(x: 118, y: 118) == Self.gray)
        dot.path = BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 50))
        let d = h.render()
        #expect(card.graphicsStorage?.maskCompositions == 3, "a mask change composes again")
        #expect(d.pixel(x: 22, y: 22).b > 200 && d.pixel(x: 40, y: 100) == Self.gray)
        card.layer.mask = nil
        let e = h.render()
        #expect(e.pixel(x: 40, y: 100).b > 200, "no mask: the whole card")
        // Hit testing ignores the mask (UIKit): the cut corner still hits the card.
        card.layer.mask = dot
        #expect(h.window.hitTest(Point(x: 30, y: 110), with: nil) === card)
    }

    @Test func aMaskViewCutsTheViewByItsAlpha() throws {
        let (_, card, _, h) = scene()
        let m = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let left = View(frame: Rect(x: 0, y: 0, width: 30, height: 100))
        left.backgroundColor = .black
        let fade = View(frame: Rect(x: 60, y: 0, width: 40, height: 100))
        fade.backgroundColor = Color(r: 0, g: 0, b: 0, a: 128)
        m.addSubview(left)
        m.addSubview(fade)
        card.mask = m
        #expect(card.mask === m && m.superview == nil)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/view-mask.png"))
        #expect(b.pixel(x: 30, y: 70).b > 200, "opaque part of the mask")
        #expect(b.pixel(x: 65, y: 70) == Self.gray, "transparent part")
        let mixed = b.pixel(x: 100, y: 70)
        #expect(mixed.r > 230 && mixed.g > 100 && mixed.g < 140, "half-transparent part: red over gray, half")
        left.frame.size.width = 60
        let c = h.render()
        #expect(c.pixel(x: 65, y: 70).b > 200, "a change in the mask view repaints")
        card.mask = nil
        #expect(m.graphicsStorage?.maskOwner == nil)
    }

    @Test func badMasksAreRefusedAndOddSizesDoNotTrap() {
        let (root, card, half, h) = scene()
        card.mask = card
        #expect(card.mask == nil)
        half.mask = card
        #expect(half.mask == nil, "a superview cannot be the mask")
        let m = View(frame: Rect(x: Float.nan, y: 0, width: .infinity, height: -5))
        card.mask = m
        _ = h.render()
        card.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        _ = h.render()
        card.frame = Rect(x: Float.nan, y: 1e30, width: 1e30, height: .nan)
        _ = h.render()
        // A view in the hierarchy set as a mask leaves it.
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(other)
        half.mask = other
        #expect(other.superview == nil && half.mask === other)
    }
}
