import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Switch and Slider thumbs cast Gaussian shadows that reach outside the controls' bounds:
/// partial repaints (the thumb sliding, a neighbour changing in the shadow's reach) leave the
/// same pixels as a full repaint.
@MainActor
@Suite(.serialized) struct ThumbShadowTests {
    func scene() -> (Harness, Switch, Slider, View) {
        let root = View()
        root.backgroundColor = .white
        let toggle = Switch(frame: Rect(x: 20, y: 20, width: 51, height: 31))
        root.addSubview(toggle)
        let slider = Slider(frame: Rect(x: 100, y: 14, width: 200, height: 44))
        slider.value = 0.2
        root.addSubview(slider)
        // A neighbour inside the shadows' reach, below both controls.
        let strip = View(frame: Rect(x: 10, y: 62, width: 300, height: 4))
        strip.backgroundColor = .white
        root.addSubview(strip)
        return (Harness(root: root, size: Size(width: 320, height: 100)), toggle, slider, strip)
    }

    func fullRepaint(_ h: Harness) -> Bitmap {
        h.window.setNeedsFullRedraw()
        return h.render()
    }

    @Test func partialRepaintsMatchAFullOne() throws {
        let (h, toggle, slider, strip) = scene()
        _ = h.render()
        #expect(Switch.shadowReach > 10 && Slider.shadowReach > 20)
        toggle.setOn(true, animated: true)
        slider.setValue(0.9, animated: true)
        h.advance(by: 0.1)
        try h.engine.readPixels().writePNG(to: TestOutput.path("graphics/thumb-shadows-mid.png"))
        h.advance(by: 1)
        strip.backgroundColor = Color(r: 250, g: 250, b: 250)
        h.runFrame()
        let partial = h.engine.readPixels()
        try partial.writePNG(to: TestOutput.path("graphics/thumb-shadows.png"))
        let full = fullRepaint(h)
        var differing = 0
        for y in 0..<full.height { for x in 0..<full.width where partial.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ between partial and full repaints")
        // The shadow shows below the switch's thumb, outside the switch's bounds.
        let below = full.pixel(x: 56, y: 53)
        #expect(below.r < 250 && below.r > 200, "a soft shadow under the thumb: \(below)")
    }
}
