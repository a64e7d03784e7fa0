import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A rounded clip inside another rounded clip keeps the outer one's corners, and a rounded
/// shape larger than its rounded clip does not leak past the clip's curve.
@MainActor
@Suite struct NestedRoundedClipTests {
    let bg = Color(r: 30, g: 30, b: 40)
    let blue = Color(r: 60, g: 80, b: 200)

    func canvas(scale: Float, draw: (Renderer) -> Void) throws -> Bitmap {
        try drawOffscreen(Size(width: 200, height: 120), scale: scale, background: bg, draw)
    }

    @Test(arguments: [Float(1), 1.5, 2])
    func innerRoundedClipKeepsTheOuterCorner(scale: Float) throws {
        let img = try canvas(scale: scale) { r in
            r.save()
            r.clip(to: Rect(x: 10, y: 10, width: 120, height: 80), radii: CornerRadii(all: 24))
            r.clip(to: Rect(x: 10, y: 10, width: 60, height: 50), radii: CornerRadii(all: 6))
            r.fill(Rect(x: 10, y: 10, width: 60, height: 50), color: blue)
            r.restore()
        }
        try? img.writePNG(to: TestOutput.path("tactile-nested-clip-\(scale).png"))
        func px(_ x: Float, _ y: Float) -> Color { img.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // (14, 14) lies outside the outer curve (centre (34, 34), radius 24) but inside the inner one's.
        #expect(px(14, 14) == bg)
        #expect(px(40, 30) == blue)
        // The inner clip's own corner still cuts at its bottom-right.
        #expect(px(69.6, 59.6) == bg)
    }

    @Test func roundedFillLargerThanItsRoundedClipStaysInsideTheCurve() throws {
        let img = try canvas(scale: 1) { r in
            r.save()
            r.clip(to: Rect(x: 10, y: 10, width: 100, height: 100), radii: CornerRadii(all: 20))
            r.fillRoundedRect(Rect(x: 0, y: 0, width: 120, height: 120), radius: 4, color: blue)
            r.restore()
        }
        // (14, 14): outside the clip's curve (centre (30, 30), radius 20).
        #expect(img.pixel(x: 14, y: 14) == bg)
        #expect(img.pixel(x: 30, y: 30) == blue)
        #expect(img.pixel(x: 60, y: 10) == blue)
    }

    @Test func nestedClippingViewsKeepTheOuterCorner() throws {
        let root = View()
        root.backgroundColor = bg
        let outer = View(frame: Rect(x: 10, y: 10, width: 120, height: 80))
        outer.backgroundColor = .white
        outer.cornerRadius = 24
        outer.clipsToBounds = true
        let inner = View(frame: Rect(x: 0, y: 0, width: 60, height: 50))
        inner.cornerRadius = 6
        inner.clipsToBounds = true
        let content = View(frame: Rect(x: 0, y: 0, width: 60, height: 50))
        content.backgroundColor = blue
        inner.addSubview(content)
        outer.addSubview(inner)
        root.addSubview(outer)
        let h = Harness(root: root, size: Size(width: 200, height: 120), scale: 2)
        let img = h.render()
        try? img.writePNG(to: TestOutput.path("tactile-nested-clip-views.png"))
        #expect(img.pixel(x: 28, y: 28) == bg)
        #expect(img.pixel(x: 80, y: 60) == blue)
    }
}
