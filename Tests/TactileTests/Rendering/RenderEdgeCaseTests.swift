import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Edge cases of the shape, clip and text paths: fractional scales, nested rounded clips,
/// radii larger than the shape, zero and NaN sizes, borders wider than their radius.
@MainActor
@Suite struct RenderEdgeCaseTests {
    let bg = Color(r: 30, g: 30, b: 40)
    let fill = Color(r: 40, g: 160, b: 90)

    func canvas(_ size: Size = Size(width: 200, height: 120), scale: Float = 1,
                draw: (Renderer) -> Void) throws -> Bitmap {
        try drawOffscreen(size, scale: scale, background: bg, draw)
    }

    /// A screen with most edge cases at once, rendered at several scales for a look.
    func edgeScreen() -> View {
        let root = View()
        root.backgroundColor = bg
        let outer = View(frame: Rect(x: 10, y: 10, width: 120, height: 80))
        outer.backgroundColor = .white
        outer.cornerRadius = 24
        outer.clipsToBounds = true
        let inner = View(frame: Rect(x: 0, y: 0, width: 60, height: 50))
        inner.backgroundColor = Color(r: 200, g: 80, b: 60)
        inner.cornerRadius = 6
        inner.clipsToBounds = true
        let grand = View(frame: Rect(x: 0, y: 0, width: 60, height: 50))
        grand.backgroundColor = Color(r: 60, g: 80, b: 200)
        inner.addSubview(grand)
        outer.addSubview(inner)
        root.addSubview(outer)
        let pill = View(frame: Rect(x: 150, y: 10, width: 60, height: 30))
        pill.backgroundColor = fill
        pill.cornerRadius = 400
        root.addSubview(pill)
        let thick = View(frame: Rect(x: 150, y: 50, width: 60, height: 40))
        thick.backgroundColor = .white
        thick.cornerRadius = 4
        thick.borderWidth = 12
        thick.borderColor = Color(r: 200, g: 80, b: 60)
        root.addSubview(thick)
        let zero = View(frame: Rect(x: 230, y: 10, width: 0, height: 0))
        zero.backgroundColor = .white
        zero.cornerRadius = 5
        zero.borderWidth = 2
        root.addSubview(zero)
        let nan = View(frame: Rect(x: 230, y: 10, width: .nan, height: 20))
        nan.backgroundColor = .white
        nan.cornerRadius = .nan
        root.addSubview(nan)
        let card = View(frame: Rect(x: 230, y: 30, width: 80, height: 60))
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.clipsToBounds = true
        let label = EdgeCaseTextView(frame: Rect(x: -4, y: -2, width: 90, height: 30))
        label.text = "Wgjq Text"
        card.addSubview(label)
        root.addSubview(card)
        return root
    }

    @Test(arguments: [Float(1), 1.5, 2])
    func edgeScreenRendersAtFractionalScales(scale: Float) throws {
        let h = Harness(root: edgeScreen(), size: Size(width: 320, height: 100), scale: scale)
        let img = h.render()
        try? img.writePNG(to: TestOutput.path("tactile-review-edges-\(scale).png"))
        #expect(img.width == Int((320 * scale).rounded()))
        func px(_ x: Float, _ y: Float) -> Color { img.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // The outer card's corner cuts the grandchild under the inner rounded clip.
        #expect(px(14, 14) == bg)
        #expect(px(40, 30) == Color(r: 60, g: 80, b: 200))
        // A radius far larger than the pill is clamped to half its height: a stadium.
        #expect(px(150.5, 10.5) == bg)
        #expect(px(180, 25) == fill)
        // A border wider than its radius leaves a square hole.
        #expect(px(162.5, 62.5) == .white)
        #expect(px(161, 61) == Color(r: 200, g: 80, b: 60))
        // The zero-size and NaN views draw nothing; the card's corner cuts the text.
        #expect(px(231, 11) == bg)
        #expect(px(230.5, 30.5) == bg)
    }
}

/// Draws a line of text in its bounds (for the clip tests; the controls helper owns Label).
@MainActor
final class EdgeCaseTextView: View {
    var text = "" { didSet { setNeedsDisplay() } }
    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.drawText(text, font: Font(size: 20), color: .black, at: .zero)
    }
}
