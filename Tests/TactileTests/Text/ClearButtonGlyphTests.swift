import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The clear button's ×: rasterised once by the coverage rasteriser and kept (not per frame),
/// drawn where the button is, and never trapping on a field of no or absurd size.
@MainActor
@Suite struct ClearButtonGlyphTests {
    func field(x: Float, width: Float = 200) -> (Harness, TextField) {
        let root = View()
        root.backgroundColor = Color(white: 0.93)
        let f = TextField(frame: Rect(x: x, y: 10, width: width, height: 40))
        f.text = "Fjord"
        f.clearButtonMode = .always
        root.addSubview(f)
        return (Harness(root: root, size: Size(width: 260, height: 60)), f)
    }

    @Test func theCrossIsRasterisedOnceAndKept() {
        let (h, f) = field(x: 10)
        _ = h.render()
        #expect(f.clearGlyph.rasterisations == 1)
        for i in 0..<5 {
            f.text = "Fjord \(i)"      // the field redraws; the button's size stays
            _ = h.render()
        }
        f.frame.origin.x = 20               // moved by whole points: the same raster
        _ = h.render()
        #expect(f.clearGlyph.rasterisations == 1)
        f.frame.size.height = 30            // a smaller button: a new raster
        _ = h.render()
        #expect(f.clearGlyph.rasterisations == 2)
    }

    @Test func theCrossIsDrawnAtTheButtonAndMovesWithIt() {
        let (h1, f1) = field(x: 10)
        let (h2, _) = field(x: 30)
        let a = h1.render(), b = h2.render()
        let c = f1.convert(f1.clearButtonRect, to: nil)
        let cx = Int(c.midX), cy = Int(c.midY)
        // The crossing is white; the button's grey shows between the arms.
        #expect(a.pixel(x: cx, y: cy).r > 240)
        #expect(a.pixel(x: cx, y: cy - 4).r < 210)
        // Twenty points to the right, the same pixels.
        var same = true
        for y in Int(c.minY)..<Int(c.maxY) {
            for x in Int(c.minX)..<Int(c.maxX) where a.pixel(x: x, y: y) != b.pixel(x: x + 20, y: y) { same = false }
        }
        #expect(same)
    }

    @Test(arguments: [Float.nan, .infinity, -50, 0, 1e9])
    func badSizesDoNotTrap(height: Float) {
        let (h, f) = field(x: 10)
        f.frame.size.height = height
        _ = h.render()
        f.frame.origin.x = height
        _ = h.render()
    }
}
