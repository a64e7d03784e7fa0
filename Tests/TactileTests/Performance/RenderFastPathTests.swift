import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The shortcuts taken for speed keep the pixels: opaque fills replace instead of
/// blending, the retained canvas is not cleared under an opaque window background, and a
/// partial redraw gives the same frame as a full one.
@MainActor
@Suite struct RenderFastPathTests {
    let bg = Color(r: 30, g: 30, b: 40)
    let fill = Color(r: 40, g: 160, b: 90)
    let accent = Color(r: 200, g: 80, b: 60)

    @Test func opaqueFillReplacesAndTranslucentFillStillBlendsAfterIt() throws {
        let out = try OffscreenOutput(size: Size(width: 60, height: 20))
        let r = out.renderer
        r.beginFrame()
        r.clear(bg)
        r.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: fill)
        // Drawn right after an opaque fill: must blend, not replace.
        r.fill(Rect(x: 20, y: 0, width: 20, height: 20), color: Color(r: 255, g: 255, b: 255, a: 128))
        r.fill(Rect(x: 40, y: 0, width: 20, height: 20), color: accent)
        r.present()
        let img = out.readPixels()
        #expect(img.pixel(x: 10, y: 10) == fill)
        #expect(img.pixel(x: 50, y: 10) == accent)
        let half = img.pixel(x: 30, y: 10)
        #expect(half.r > bg.r && half.r < 255, "a translucent fill after an opaque one must blend, got \(half)")
        #expect(abs(Int(half.r) - (Int(bg.r) + 255) / 2) <= 2)
    }

    @Test func roundedShapeAfterOpaqueFillKeepsItsFringe() throws {
        let out = try OffscreenOutput(size: Size(width: 80, height: 60))
        let r = out.renderer
        r.beginFrame()
        r.clear(bg)
        r.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: accent)
        r.fillRoundedRect(Rect(x: 10, y: 10, width: 60, height: 40), radius: 12, color: fill)
        r.present()
        let img = out.readPixels()
        // In the top-left corner square, the curve's fringe pixels lie strictly between
        // background and fill (were geometry drawn without blending, they would be fill).
        var blends = 0
        for y in 10..<22 {
            for x in 10..<22 {
                let c = img.pixel(x: x, y: y)
                if c != bg && c != fill {
                    blends += 1
                    #expect(c.g > bg.g && c.g < fill.g, "fringe pixel \(c) at \(x),\(y) is not a blend")
                }
            }
        }
        #expect(blends >= 4, "the corner's feathered fringe must still blend")
        #expect(img.pixel(x: 10, y: 10) == bg)
        #expect(img.pixel(x: 20, y: 20) == fill)
    }

    func buttonGrid(count: Int) -> View {
        let screen = View(frame: .zero)
        for i in 0..<count {
            let b = View(frame: Rect(x: Float(5 + (i % 6) * 130), y: Float(5 + ((i / 6) % 11) * 43), width: 120, height: 40))
            b.backgroundColor = fill
            b.cornerRadius = 8
            b.clipsToBounds = true
            let a = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            a.backgroundColor = accent
            b.addSubview(a)
            screen.addSubview(b)
        }
        return screen
    }

    @Test func partialRedrawUnderOpaqueWindowMatchesAFullRedraw() throws {
        let screen = buttonGrid(count: 24)
        let harness = Harness(root: screen)
        harness.window.backgroundColor = bg
        harness.window.setNeedsFullRedraw()
        harness.runFrame()
        let before = harness.render()
        // Change one button and change it back: only its area is repainted, twice.
        let button = screen.subviews[7]
        button.backgroundColor = .white
        harness.runFrame()
        #expect(harness.render().pixel(x: Int(button.frame.midX) + 20, y: Int(button.frame.midY)) == .white)
        button.backgroundColor = fill
        harness.runFrame()
        let after = harness.render()
        #expect(after == before, "a partial redraw must give the frame a full redraw gives")
    }

    @Test func translucentWindowBackgroundIsStillClearedFirst() throws {
        let screen = View(frame: .zero)
        let harness = Harness(root: screen)
        harness.window.backgroundColor = Color(r: 200, g: 0, b: 0, a: 128)
        harness.window.setNeedsFullRedraw()
        harness.runFrame()
        let first = harness.render()
        // Repainting the same area again must not accumulate the translucent colour.
        harness.window.setNeedsFullRedraw()
        harness.runFrame()
        harness.window.setNeedsFullRedraw()
        harness.runFrame()
        #expect(harness.render() == first)
    }

    /// A layer drawing one white square, to switch the engine off and back on its
    /// draw-straight-into-the-output path.
    final class SquareLayer: EnginePlane {
        func claimsTouch(at point: Point) -> Bool { false }
        func handleTouch(_ input: TouchInput, timestamp: Double) {}
        func update(_ frame: FrameInfo) {}
        func draw(in renderer: Renderer, frame: FrameInfo) {
            renderer.fill(Rect(x: 300, y: 200, width: 50, height: 50), color: .white)
        }
        var needsFrame: Bool { false }
    }

    @Test func addingAndRemovingALayerLeavesNoTraceOnTheRetainedFrame() throws {
        let screen = buttonGrid(count: 30)
        let harness = Harness(root: screen)
        harness.window.backgroundColor = bg
        harness.window.setNeedsFullRedraw()
        harness.runFrame()
        let before = harness.render()
        #expect(before.pixel(x: 320, y: 220) != .white)
        let layer = SquareLayer()
        harness.engine.addPlane(layer)
        harness.runFrame()
        #expect(harness.render().pixel(x: 320, y: 220) == .white)
        // While the layer is up, the tree changes; then the layer goes.
        screen.subviews[0].backgroundColor = accent
        harness.runFrame()
        harness.engine.removePlane(layer)
        harness.runFrame()
        screen.subviews[0].backgroundColor = fill
        harness.runFrame()
        #expect(harness.render() == before, "the square must be gone and the tree repainted")
    }
}
