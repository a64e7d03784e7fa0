import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// UIKit's `draw(_:)`: a view subclass drawing with `setFill()` and `BezierPath.fill()` /
/// `stroke()` paints into itself, in its bounds coordinates; an image context opened inside
/// takes the calls until it ends; outside both the calls draw nothing.
@MainActor
@Suite struct ViewDrawRectTests {
    final class Dot: View {
        var draws = 0
        var color = Color(r: 255, g: 0, b: 0)
        var imageMade: Image?
        override func draw(_ rect: Rect) {
            draws += 1
            color.setFill()
            BezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
            imageMade = GraphicsImageRenderer(size: Size(width: 4, height: 4)).image { _ in
                Color(r: 0, g: 255, b: 0).setFill()
                BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)).fill()
            }
            // Back in the view: its own colour is still the fill.
            BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)).fill()
            Color(r: 0, g: 0, b: 255).setStroke()
            let line = BezierPath()
            line.move(to: Point(x: 0, y: bounds.height - 2))
            line.addLine(to: Point(x: bounds.width, y: bounds.height - 2))
            line.lineWidth = 4
            line.stroke()
        }
    }

    @Test func drawRectPaintsTheViewWithImplicitCalls() throws {
        let root = View()
        root.backgroundColor = .white
        let dot = Dot(frame: Rect(x: 50, y: 40, width: 100, height: 100))
        root.addSubview(dot)
        let h = Harness(root: root, size: Size(width: 200, height: 200))
        let image = h.render()
        try image.writePNG(to: TestOutput.path("view-draw-rect.png"))
        #expect(dot.draws >= 1)
        #expect(image.pixel(x: 100, y: 90) == Color(r: 255, g: 0, b: 0), "the oval, in the view's coordinates")
        #expect(image.pixel(x: 52, y: 42) == Color(r: 255, g: 0, b: 0), "the fill colour survives a nested image context")
        #expect(image.pixel(x: 100, y: 138) == Color(r: 0, g: 0, b: 255), "the stroke")
        #expect(image.pixel(x: 55, y: 60) == Color(r: 255, g: 255, b: 255), "outside the oval")
        #expect(dot.imageMade?.bitmap.pixel(x: 1, y: 1) == Color(r: 0, g: 255, b: 0), "the nested context got its own drawing")
        // setNeedsDisplay draws again, with the new colour.
        dot.color = Color(r: 0, g: 0, b: 0)
        dot.setNeedsDisplay()
        #expect(h.render().pixel(x: 100, y: 90) == Color(r: 0, g: 0, b: 0))
        // Outside a draw, the calls draw nothing and say so.
        let lines = Diagnostics.capture { BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)).fill() }
        #expect(lines.count <= 1)
    }
}
