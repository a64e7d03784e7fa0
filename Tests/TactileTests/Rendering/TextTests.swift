import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct TextTests {
    final class TextView: View {
        var text = "Hello, Tactile" { didSet { setNeedsDisplay() } }
        override func draw(_ rect: Rect, in renderer: Renderer) {
            renderer.drawText(text, font: Font(size: 16), color: .white, at: Point(x: 4, y: 4))
        }
    }

    @Test func cachedTextIsNotRasterisedAgainOnTheNextFrame() {
        let label = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let h = Harness(subviews: [label], size: Size(width: 200, height: 100))
        _ = h.render()
        let after1 = h.renderer.stats.textRasterizations
        #expect(after1 >= 1)
        for _ in 0..<5 { _ = h.render() }
        #expect(h.renderer.stats.textRasterizations == after1, "steady-state frames must not rasterise text")
        label.text = "Changed"
        _ = h.render()
        #expect(h.renderer.stats.textRasterizations == after1 + 1)
        // A colour change does not rasterise: text is cached white and tinted.
        label.text = "Hello, Tactile"
        _ = h.render()
        #expect(h.renderer.stats.textRasterizations == after1 + 1)
    }

    @Test func textIsActuallyDrawn() {
        let root = View()
        root.backgroundColor = .black
        root.addSubview(TextView(frame: Rect(x: 0, y: 0, width: 200, height: 40)))
        let img = Harness(root: root, size: Size(width: 200, height: 40)).render()
        var lit = 0
        for y in 0..<40 { for x in 0..<200 where img.pixel(x: x, y: y).r > 128 { lit += 1 } }
        #expect(lit > 50, "some glyph pixels must be white")
    }

    @Test func cacheIsBoundedLeastRecentlyUsed() throws {
        let out = try OffscreenOutput(size: Size(width: 50, height: 50))
        let r = out.renderer
        r.textCache.capacity = 3
        r.beginFrame()
        for s in ["a", "b", "c"] { r.drawText(s, font: .default, color: .white, at: .zero) }
        r.beginFrame()
        r.drawText("a", font: .default, color: .white, at: .zero)  // a is now recent
        r.beginFrame()
        r.drawText("d", font: .default, color: .white, at: .zero)  // evicts b, the least recent
        #expect(r.textCache.count == 3)
        let before = r.stats.textRasterizations
        r.drawText("a", font: .default, color: .white, at: .zero)
        #expect(r.stats.textRasterizations == before)
        r.drawText("b", font: .default, color: .white, at: .zero)
        #expect(r.stats.textRasterizations == before + 1)
    }

    @Test func measuringMatchesTheRasterisedSize() throws {
        let out = try OffscreenOutput(size: Size(width: 50, height: 50))
        let r = out.renderer
        let m = r.measureText("Button 7", font: Font(size: 16))
        #expect(m.width > 40 && m.width < 100)
        #expect(m.height == r.lineHeight(of: Font(size: 16)))
    }

    @Test func wrappingAndEllipsis() {
        // A fake measure: 10 points a character.
        let measure: (String) -> Float = { Float($0.count) * 10 }
        let lines = TextLayout.lines(for: "the quick brown fox jumps", maxWidth: 100, maxLines: 0,
                                     lineBreakMode: .byWordWrapping, measure: measure)
        #expect(lines == ["the quick", "brown fox", "jumps"])
        let two = TextLayout.lines(for: "the quick brown fox jumps", maxWidth: 100, maxLines: 2,
                                   lineBreakMode: .byWordWrapping, measure: measure)
        #expect(two.count == 2)
        #expect(two[1].hasSuffix(TextLayout.ellipsis))
        #expect(measure(two[1]) <= 100)
        let tail = TextLayout.lines(for: "abcdefghijklmnop", maxWidth: 60, maxLines: 1,
                                    lineBreakMode: .byTruncatingTail, measure: measure)
        #expect(tail == ["abcde…"])
        let longWord = TextLayout.lines(for: "abcdefghijkl", maxWidth: 50, maxLines: 0,
                                        lineBreakMode: .byWordWrapping, measure: measure)
        #expect(longWord == ["abcde", "fghij", "kl"])
        #expect(TextLayout.lines(for: "a\nb", maxWidth: nil, maxLines: 0, lineBreakMode: .byWordWrapping, measure: measure) == ["a", "b"])
    }

    @Test func missingAndCorruptFontsGiveAnErrorNamingTheFile() throws {
        #expect(throws: TactileError.self) { try Font(contentsOfFile: "/nonexistent/font.ttf", size: 12) }
        do {
            _ = try Font(contentsOfFile: "/nonexistent/font.ttf", size: 12)
        } catch {
            #expect("\(error)".contains("/nonexistent/font.ttf"))
        }
        let path = TestOutput.path("tactile-corrupt.ttf")
        try Bitmap(width: 2, height: 2, fill: .red).writePNG(to: path)  // a PNG is not a font
        do {
            _ = try Font(contentsOfFile: path, size: 12)
            Issue.record("a PNG must not load as a font")
        } catch {
            #expect("\(error)".contains(path))
        }
        // The package's own copy of the font: a system font folder may not exist on CI.
        let packageFont = String(#filePath.split(separator: "/Tests/").first ?? "") + "/Resources/Fonts/DejaVuSans.ttf"
        let ok = try Font(contentsOfFile: packageFont, size: 12)
        #expect(ok.size == 12)
    }
}
