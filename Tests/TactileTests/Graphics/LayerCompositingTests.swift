import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `mask`, `sublayerTransform`, `TextLayer` and `draw(in:)` kept until `setNeedsDisplay()`,
/// drawn with a host view (PNGs written for looking at).
@MainActor
@Suite(.serialized) struct LayerCompositingTests {
    static let gray = Color(r: 236, g: 238, b: 242)

    func host() -> (View, Harness) {
        let root = View()
        root.backgroundColor = Self.gray
        return (root, Harness(root: root, size: Size(width: 400, height: 240)))
    }

    @Test func aMaskCutsTheLayerToItsAlpha() throws {
        let (root, h) = host()
        let square = Layer()
        square.frame = Rect(x: 20, y: 20, width: 100, height: 100)
        square.backgroundColor = .systemBlue
        let dot = ShapeLayer()
        dot.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        dot.fillColor = Color(r: 255, g: 0, b: 0, a: 255)  // only its alpha counts
        square.mask = dot
        root.layer.addSublayer(square)
        // A gradient ring: a gradient masked by a stroked circle.
        let ring = GradientLayer(colors: [.systemRed, .systemYellow], type: .conic)
        ring.frame = Rect(x: 160, y: 20, width: 100, height: 100)
        ring.startPoint = Point(x: 0.5, y: 0.5)
        ring.endPoint = Point(x: 0.5, y: 0)
        let stroke = ShapeLayer()
        stroke.path = BezierPath(ovalIn: Rect(x: 10, y: 10, width: 80, height: 80))
        stroke.fillColor = nil
        stroke.strokeColor = .black
        stroke.lineWidth = 12
        ring.mask = stroke
        root.layer.addSublayer(ring)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/layer-mask.png"))
        #expect(b.pixel(x: 70, y: 70).b > 200, "inside the mask's disc")
        #expect(b.pixel(x: 23, y: 23) == Self.gray, "the square's corner is outside the disc")
        #expect(b.pixel(x: 210, y: 70) == Self.gray, "the ring's middle is cut out")
        #expect(b.pixel(x: 210, y: 30) != Self.gray, "the ring shows where the stroke is")
        #expect(square.maskCompositions == 1)
        _ = h.render()
        #expect(square.maskCompositions == 1, "composed only when repainted")
        h.window.setNeedsFullRedraw()
        let again = h.render()
        #expect(square.maskCompositions == 1, "a repaint draws the kept picture")
        #expect(again.pixel(x: 70, y: 70) == b.pixel(x: 70, y: 70) && again.pixel(x: 23, y: 23) == Self.gray)
        dot.path = BezierPath(rect: Rect(x: 0, y: 0, width: 50, height: 100))
        let c = h.render()
        #expect(c.pixel(x: 23, y: 23).b > 200 && c.pixel(x: 100, y: 70) == Self.gray, "a mask change repaints")
        #expect(square.maskCompositions == 2)
        let inner = Layer()
        inner.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        inner.backgroundColor = Color(r: 250, g: 0, b: 0)
        square.addSublayer(inner)
        let d = h.render()
        #expect(square.maskCompositions == 3 && d.pixel(x: 25, y: 25).r > 200, "a new sublayer of the masked layer recomposes")
        let maskPart = Layer()
        maskPart.frame = Rect(x: 50, y: 0, width: 50, height: 100)
        maskPart.backgroundColor = .black
        dot.addSublayer(maskPart)
        let e = h.render()
        #expect(square.maskCompositions == 4 && e.pixel(x: 100, y: 70).b > 200, "a sublayer added to the mask recomposes")
        let cycle = Diagnostics.capture { maskPart.mask = dot }
        #expect(cycle.count == 1 && maskPart.mask == nil, "a layer cannot be masked by a layer it is drawn in")
        let reports = Diagnostics.capture { square.mask = square }
        #expect(reports.count == 1 && square.mask === dot)
        // A view's layer takes a mask too (ViewMaskTests); the mask moves there.
        root.layer.mask = dot
        #expect(root.layer.mask === dot && square.mask == nil && dot.maskOwner === root.layer)
        root.layer.mask = nil
        #expect(dot.maskOwner == nil)
    }

    @Test func sublayerTransformGivesSublayersOnePerspective() throws {
        let (root, h) = host()
        let stage = Layer()
        stage.frame = Rect(x: 0, y: 0, width: 400, height: 240)
        var p = Transform3DIdentity
        p.m34 = -1 / 300
        stage.sublayerTransform = p
        var cards: [Layer] = []
        for i in 0..<3 {
            let c = Layer()
            c.frame = Rect(x: Float(30 + i * 125), y: 60, width: 90, height: 120)
            c.backgroundColor = [Color.systemRed, .systemGreen, .systemBlue][i]
            c.cornerRadius = 10
            c.transform = Transform3DMakeRotation(.pi / 4, 0, 1, 0)
            stage.addSublayer(c)
            cards.append(c)
        }
        root.layer.addSublayer(stage)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/sublayer-transform.png"))
        // Each card turned 45° about y: its left edge (towards the eye) is taller than its right.
        func height(_ x: Int) -> Int { (0..<240).filter { b.pixel(x: x, y: $0) != Self.gray }.count }
        let left = height(60), right = height(110)
        #expect(left > right + 4, "perspective through the superlayer: \(left) vs \(right)")
        stage.sublayerTransform = Transform3DIdentity
        let flat = h.render()
        func flatHeight(_ x: Int) -> Int { (0..<240).filter { flat.pixel(x: x, y: $0) != Self.gray }.count }
        #expect(abs(flatHeight(60) - flatHeight(100)) <= 1, "without it each card is only narrowed")
        var bad = Transform3DIdentity
        bad.m11 = .nan
        stage.sublayerTransform = bad
        _ = h.render()
        stage.sublayerTransform = Transform3DMakeScale(0.5, 0.5, 1)
        let centre = cards[0].convert(Point(x: 45, y: 60), to: stage)
        #expect(abs(centre.x - 137.5) < 0.01 && abs(centre.y - 120) < 0.01, "converts through the affine part: \(centre)")
    }

    @Test func textLayerDrawsItsStringAsCoreAnimation() throws {
        let (root, h) = host()
        let t = TextLayer()
        t.frame = Rect(x: 10, y: 10, width: 180, height: 50)
        t.string = "Hello"
        root.layer.addSublayer(t)
        let wrapped = TextLayer()
        wrapped.frame = Rect(x: 200, y: 10, width: 180, height: 120)
        wrapped.backgroundColor = .white
        wrapped.string = "A longer string that wraps over several lines"
        wrapped.fontSize = 18
        wrapped.foregroundColor = .black
        wrapped.isWrapped = true
        wrapped.alignmentMode = .center
        root.layer.addSublayer(wrapped)
        let cut = TextLayer()
        cut.frame = Rect(x: 10, y: 150, width: 150, height: 30)
        cut.string = "Truncated in the middle of it"
        cut.fontSize = 16
        cut.foregroundColor = .systemBlue
        cut.truncationMode = .middle
        root.layer.addSublayer(cut)
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/text-layer.png"))
        func inked(_ rect: Rect, where test: (Color) -> Bool) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where test(b.pixel(x: x, y: y)) { n += 1 } }
            return n
        }
        #expect(inked(Rect(x: 10, y: 10, width: 180, height: 50)) { $0.r > 250 && $0.g > 250 && $0.b > 250 } > 50, "white 36-point text")
        let rows = (10..<130).filter { y in (200..<380).contains { b.pixel(x: $0, y: y).r < 80 } }
        #expect(rows.count > 40, "several wrapped lines: \(rows.count) rows inked")
        #expect(TextLayer.truncate("abcdefghij", mode: .middle, width: 6) { Float($0.count) } == "abc…ij")
        #expect(TextLayer.truncate("abcdefghij", mode: .start, width: 4) { Float($0.count) } == "…hij")
        #expect(TextLayer.truncate("abcdefghij", mode: .end, width: 4) { Float($0.count) } == "abc…")
        #expect(TextLayer.truncate("abc", mode: .end, width: 0) { Float($0.count) } == "…")
        t.fontSize = .nan
        #expect(t.fontSize == 36)
        t.string = 42
        _ = h.render()
    }

    @Test func drawInRunsOnlyAfterSetNeedsDisplayAndIsKept() throws {
        final class Dial: Layer {
            var draws = 0
            override func draw(in renderer: Renderer) {
                draws += 1
                renderer.fill(BezierPath(ovalIn: bounds), color: .systemOrange)
            }
        }
        let (root, h) = host()
        let d = Dial()
        d.frame = Rect(x: 20, y: 20, width: 80, height: 80)
        root.layer.addSublayer(d)
        _ = h.render()
        #expect(d.draws == 0 && !d.needsDisplay(), "as Core Animation: never drawn without asking")
        d.setNeedsDisplay()
        #expect(d.needsDisplay())
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/layer-display.png"))
        #expect(d.draws == 1 && !d.needsDisplay())
        #expect(b.pixel(x: 60, y: 60).r > 200 && b.pixel(x: 22, y: 22) == Self.gray)
        d.position = Point(x: 200, y: 120)
        h.advance(by: 0.5)
        let moved = h.render()
        #expect(d.draws == 1, "moving draws the kept picture")
        #expect(moved.pixel(x: 200, y: 120).r > 200)
        d.bounds = Rect(x: 0, y: 0, width: 120, height: 120)
        h.advance(by: 0.5)
        #expect(d.draws == 1, "stretched without needsDisplayOnBoundsChange")
        d.needsDisplayOnBoundsChange = true
        d.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        h.advance(by: 0.5)
        _ = h.render()
        #expect(d.draws == 2)
    }
}
