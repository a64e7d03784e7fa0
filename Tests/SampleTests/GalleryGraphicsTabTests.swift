import Testing
@testable import Gallery
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The gallery's Graphics tab and its card flip: the whole screen, then frames through a
/// flip (written as PNGs for looking at).
@MainActor
@Suite struct GalleryGraphicsTabTests {
    @Test func graphicsTabAndACardFlip() throws {
        let gallery = GalleryController()
        let h = Harness(rootViewController: gallery, size: Size(width: 800, height: 480))
        let index = try #require(GalleryView.topics.firstIndex { $0.0 == "Graphics" })
        gallery.selectedIndex = index
        h.advance(by: 0.1)
        let screen = try #require((gallery.selectedViewController as? GalleryScreenController)?.screen as? GraphicsScreen)
        let card = screen.flipCard
        let before = h.render()
        try before.writePNG(to: TestOutput.path("gallery/graphics.png"))
        let frame = card.convert(card.bounds, to: nil)
        let y = Int(frame.midY) + 30
        func inked(_ b: Bitmap) -> (count: Int, orange: Int) {
            var n = 0, orange = 0
            for x in Int(frame.minX) - 20..<Int(frame.maxX) + 20 {
                let p = b.pixel(x: x, y: y)
                if p.b > 150 && p.r < 120 { n += 1 }
                if p.r > 200 && p.g > 100 && p.g < 180 && p.b < 60 { n += 1; orange += 1 }
            }
            return (n, orange)
        }
        #expect(inked(before).count > 150 && inked(before).orange == 0, "the blue front, whole")
        h.tap(at: Point(x: frame.midX, y: frame.midY))
        var widths: [Int] = []
        var orange: [Int] = []
        for i in 1...5 {
            h.advance(by: 0.1)
            let b = h.render()
            try b.writePNG(to: TestOutput.path("gallery/graphics-flip-\(i).png"))
            widths.append(inked(b).count)
            orange.append(inked(b).orange)
        }
        h.advance(by: 0.3)
        let after = h.render()
        try after.writePNG(to: TestOutput.path("gallery/graphics-flipped.png"))
        // It narrows to edge-on, then the orange back widens; at the end the back shows whole.
        #expect(widths[1] < widths[0] && widths[2] < widths[0], "\(widths)")
        #expect(orange[0] == 0 && orange[4] > 50, "\(orange)")
        #expect(inked(after).orange > 150, "the back, whole")
        #expect(card.turns == 1)
    }
}
