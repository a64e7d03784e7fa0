import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct LabelTests {
    let text = "The quick brown fox jumps over the lazy dog near the river bank"

    @Test func wrapsAtWordsWithinTheWidth() {
        let l = Label(text: text, font: Font(size: 16))
        l.numberOfLines = 0
        l.frame = Rect(x: 10, y: 10, width: 160, height: 200)
        let h = Harness(root: { let r = View(); r.addSubview(l); return r }(), size: Size(width: 300, height: 300))
        let lines = l.lines(width: 160, measurer: TextMeasurer(renderer: h.renderer))
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text, "nothing lost, no ellipsis")
        for line in lines { #expect(h.renderer.measureText(line, font: l.font).width <= 160) }
        let fit = l.sizeThatFits(Size(width: 160, height: 0))
        #expect(fit.height == (h.renderer.lineHeight(of: l.font) * Float(lines.count)).rounded(.up))
        #expect(fit.width <= 160)
    }

    @Test func truncatesTheTailWithAnEllipsis() {
        let l = Label(text: text, font: Font(size: 16))
        l.frame = Rect(x: 10, y: 10, width: 150, height: 30)
        let h = Harness(root: { let r = View(); r.addSubview(l); return r }(), size: Size(width: 300, height: 100))
        let m = TextMeasurer(renderer: h.renderer)
        let one = l.lines(width: 150, measurer: m)
        #expect(one.count == 1)
        #expect(one[0].hasSuffix("…"))
        #expect(h.renderer.measureText(one[0], font: l.font).width <= 150)
        l.numberOfLines = 2
        let two = l.lines(width: 150, measurer: m)
        #expect(two.count == 2)
        #expect(!two[0].hasSuffix("…") && two[1].hasSuffix("…"))
        l.text = "Short"
        #expect(l.lines(width: 150, measurer: m) == ["Short"])
    }

    @Test func aStaticLabelCostsNothingPerFrame() throws {
        let root = View()
        root.backgroundColor = .white
        let l = Label(text: "Hello, kiosk", font: Font(size: 24), color: .black)
        l.frame = Rect(x: 20, y: 20, width: 300, height: 40)
        root.addSubview(l)
        let h = Harness(root: root, size: Size(width: 400, height: 100))
        let img = h.render()
        try img.writePNG(to: TestOutput.path("controls-label.png"))
        var dark = 0
        for y in 20..<60 { for x in 20..<320 where img.pixel(x: x, y: y).r < 100 { dark += 1 } }
        #expect(dark > 100, "the text is drawn")
        let layouts = l.lineLayoutCount
        let raster = h.renderer.stats.textRasterizations
        for _ in 0..<5 { _ = h.render() }   // full redraws
        h.advance(by: 0.5)
        #expect(h.renderer.stats.textRasterizations == raster)
        #expect(l.lineLayoutCount == layouts)
        l.frame.size.width = 200
        _ = h.render()
        #expect(l.lineLayoutCount == layouts + 1, "a width change lays out again")
        l.textColor = .red
        _ = h.render()
        #expect(l.lineLayoutCount == layouts + 1, "a colour change does not")
        #expect(h.renderer.stats.textRasterizations == raster, "nor rasterise: text is tinted")
    }

    @Test func alignmentAndBadInput() {
        let l = Label(text: "Hi", font: Font(size: 20))
        l.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        l.textAlignment = .right
        let root = View()
        root.backgroundColor = .white
        root.addSubview(l)
        l.textColor = .black
        let h = Harness(root: root, size: Size(width: 200, height: 40))
        let img = h.render()
        var minX = 999
        for y in 0..<40 { for x in 0..<200 where img.pixel(x: x, y: y).r < 128 { minX = min(minX, x) } }
        #expect(minX > 150, "right-aligned")
        l.numberOfLines = -3
        #expect(l.numberOfLines == 0)
        l.text = nil
        #expect(l.sizeThatFits(Size(width: 100, height: 100)) == .zero)
        l.frame = Rect(x: .nan, y: 0, width: .infinity, height: 10)
        _ = h.render()
    }
}
