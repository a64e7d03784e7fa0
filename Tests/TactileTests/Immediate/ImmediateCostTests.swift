import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ImmediateCostTests {
    /// The standard scene's button style (as Samples/Bench/ImmediateScene.swift).
    static let gridStyle = ImmediateStyle(
        background: Color(r: 40, g: 160, b: 90), pressedBackground: Color(r: 40, g: 160, b: 90),
        accent: Color(r: 200, g: 80, b: 60), accentWidth: 40, cornerRadius: 8, font: Font(size: 16),
        padding: EdgeInsets(top: 0, left: 46, bottom: 0, right: 0), titleAlignment: .left)

    @Test func twoHundredWidgetsRasteriseNoTextAtSteadyState() throws {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        let h = Harness(root: root, size: Size(width: 800, height: 480))
        let layer = h.engine.addImmediatePlane { ui in
            for i in 0..<200 {
                ui.id(i) {
                    let f = Rect(x: Float(5 + (i % 6) * 130), y: Float(5 + ((i / 6) % 11) * 43), width: 120, height: 40)
                    _ = ui.button("Button \(i)", style: Self.gridStyle, frame: f)
                }
            }
        }
        _ = h.render()
        let afterWarmUp = h.renderer.stats.textRasterizations
        let img = h.render()
        _ = h.render()
        #expect(h.renderer.stats.textRasterizations == afterWarmUp)
        #expect(layer.ui.liveWidgetCount == 200)
        #expect(layer.ui.idClashCount == 0)
        try img.writePNG(to: TestOutput.path("immediate-grid.png"))
        // The last button drawn at the first slot is "Button 198" (198 % 66 == 0).
        let drawn = h.recordFrame()
        #expect(drawn.shapeColor(at: Point(x: 1.5, y: 1.5)) == Color(r: 30, g: 30, b: 40))
        #expect(drawn.shapeColor(at: Point(x: 20.5, y: 25.5)) == Color(r: 200, g: 80, b: 60))
        #expect(drawn.shapeColor(at: Point(x: 120.5, y: 8.5)) == Color(r: 40, g: 160, b: 90))
        #expect(img.pixel(x: 5, y: 5) != Color(r: 200, g: 80, b: 60), "the accent is cut by the rounded corner")
    }
}
