import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Gradients: stops, dithering (no bands), one render per size, bad input.
@MainActor
@Suite struct GradientTests {
    @Test func axialEndsAreTheStopColours() throws {
        let g = GradientLayer(colors: [.red, .blue])
        let b = try #require(GradientRasterizer.render(g, width: 4, height: 100))
        #expect(b.pixel(x: 0, y: 0).r > 245 && b.pixel(x: 0, y: 0).b < 10)
        #expect(b.pixel(x: 0, y: 99).b > 245 && b.pixel(x: 0, y: 99).r < 10)
    }

    @Test func slowGradientIsDitheredNotBanded() throws {
        // 16 levels over 400 pixels: undithered, each level is a 25-pixel band. Dithered,
        // neighbouring columns mix two levels and the average still rises smoothly.
        let g = GradientLayer(colors: [Color(white: 0.2), Color(r: 67, g: 67, b: 67)])
        g.startPoint = Point(x: 0, y: 0.5)
        g.endPoint = Point(x: 1, y: 0.5)
        let b = try #require(GradientRasterizer.render(g, width: 400, height: 8))
        var longestRun = 0, run = 1
        for x in 1..<400 {
            if b.pixel(x: x, y: 0) == b.pixel(x: x - 1, y: 0) { run += 1 } else { longestRun = max(longestRun, run); run = 1 }
        }
        #expect(longestRun < 20, "undithered, a level is a 25-pixel band: longest run \(longestRun)")
        func average(_ x0: Int) -> Float {
            var s: Float = 0
            for x in x0..<(x0 + 8) { for y in 0..<8 { s += Float(b.pixel(x: x, y: y).r) } }
            return s / 64
        }
        for x in stride(from: 0, to: 384, by: 16) { #expect(average(x + 16) >= average(x) - 0.01) }
    }

    @Test func theImageIsMadeOncePerSize() {
        let v = GradientView(frame: Rect(x: 0, y: 0, width: 100, height: 50), gradient: GradientLayer(colors: [.white, .black]))
        let root = View()
        root.addSubview(v)
        let h = Harness(root: root, size: Size(width: 200, height: 100))
        _ = h.render()
        v.frame = Rect(x: 50, y: 20, width: 100, height: 50)
        h.runFrame()
        #expect(v.gradientLayer.renderCount == 1, "moving does not render again")
        v.gradientLayer.colors = [.red, .black]
        h.runFrame()
        #expect(v.gradientLayer.renderCount == 2)
    }

    @Test func badInputDrawsSomethingSaneOrNothing() {
        let g = GradientLayer(colors: [.red, .blue], type: .radial)
        g.startPoint = Point(x: .nan, y: .infinity)
        g.endPoint = Point(x: .nan, y: .nan)
        g.locations = [.nan, 2]
        #expect(GradientRasterizer.render(g, width: 10, height: 10) != nil)
        g.locations = [0.5]  // wrong count: ignored
        #expect(GradientRasterizer.render(g, width: 10, height: 10) != nil)
        #expect(GradientRasterizer.render(GradientLayer(), width: 10, height: 10) == nil)
        let root = View()
        let v = GradientView(frame: Rect(x: 0, y: 0, width: 1e9, height: .nan), gradient: g)
        root.addSubview(v)
        _ = Harness(root: root, size: Size(width: 50, height: 50)).render()
    }
}

/// Gradient colours from a theme; code-set colours win.
@MainActor
@Suite struct GradientThemeTests {
    @Test func themeSetsAGradientViewsColours() throws {
        let root = View()
        let themed = GradientView(frame: Rect(x: 0, y: 0, width: 50, height: 100))
        themed.styleName = "hero"
        let coded = GradientView(frame: Rect(x: 60, y: 0, width: 50, height: 100), gradient: GradientLayer(colors: [.green, .green]))
        coded.styleName = "hero"
        root.addSubview(themed)
        root.addSubview(coded)
        let h = Harness(root: root, size: Size(width: 120, height: 100))
        h.window.theme = try Theme(json: """
        { "name": "t", "styles": { "hero": { "gradientStartColor": "#FF0000", "gradientEndColor": "#0000FF" } } }
        """)
        let img = h.render()
        #expect(themed.gradientLayer.colors == [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255)])
        #expect(img.pixel(x: 25, y: 1).r > 240 && img.pixel(x: 25, y: 98).b > 240)
        #expect(coded.gradientLayer.colors == [.green, .green], "colours set in code win")
        h.window.theme = try Theme(json: """
        { "name": "u", "styles": { "hero": { "gradientStartColor": "#000000", "gradientEndColor": "#FFFFFF" } } }
        """)
        _ = h.render()
        #expect(themed.gradientLayer.colors == [.black, .white], "a new theme replaces the theme's colours")
    }
}
