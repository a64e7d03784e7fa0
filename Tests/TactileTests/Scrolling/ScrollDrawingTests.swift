import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollDrawingTests {
    /// A 300x200 scroll view with rounded corners in the middle of a 400x300 window.
    func scene() -> (Harness, ScrollView) {
        let root = View()
        root.backgroundColor = Color(r: 240, g: 240, b: 240)
        let scroll = ScrollView(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        scroll.cornerRadius = 16
        scroll.backgroundColor = Color(r: 30, g: 30, b: 40)
        for i in 0..<40 {
            let row = View(frame: Rect(x: 0, y: Float(i) * 50, width: 300, height: 50))
            row.backgroundColor = i % 2 == 0 ? Color(r: 60, g: 90, b: 160) : Color(r: 200, g: 120, b: 60)
            let label = Label(frame: Rect(x: 12, y: 10, width: 200, height: 30))
            label.text = "Item \(i)"
            label.textColor = .white
            row.addSubview(label)
            scroll.addSubview(row)
        }
        scroll.contentSize = Size(width: 300, height: 2000)
        root.addSubview(scroll)
        return (Harness(root: root, size: Size(width: 400, height: 300)), scroll)
    }

    @Test func scrollingDamagesOnlyTheScrollView() {
        let (h, scroll) = scene()
        h.runFrame()
        _ = h.window.takeDirtyRect()
        scroll.contentOffset = Point(x: 0, y: 120)
        let dirty = h.window.takeDirtyRect()
        // The scroll view's frame, grown by the 1 pt anti-aliasing margin.
        #expect(dirty == Rect(x: 49, y: 49, width: 302, height: 202))
    }

    @Test func flingDrawsOnlyVisibleRowsAndRasterisesNoTextTwice() throws {
        let (h, scroll) = scene()
        fling(h, from: Point(x: 200, y: 240), by: Point(x: 0, y: -150), duration: 0.1)
        h.advance(by: 0.1)
        try h.render().writePNG(to: TestOutput.path("scroll-rounded-mid-fling.png"))
        var maxViews = 0
        var frames = 0
        let before = h.renderer.stats.framesPresented
        while scroll.isDecelerating {
            h.advance(by: h.frameInterval)
            maxViews = max(maxViews, h.renderer.stats.viewsDrawnThisFrame)
            frames += 1
        }
        #expect(h.renderer.stats.framesPresented - before >= frames - 1)
        // 200 pt of 50 pt rows: at most 5 rows and their labels, the scroll view, an
        // indicator and the backgrounds around (root, window).
        #expect(maxViews <= 2 * 5 + 2 + 4, "views drawn in a frame: \(maxViews)")
        // Back over content already shown: no text is rasterised again.
        let raster = h.renderer.stats.textRasterizations
        scroll.setContentOffset(.zero, animated: true)
        h.advance(by: 0.4)
        scroll.setContentOffset(Point(x: 0, y: 200), animated: true)
        h.advance(by: 0.4)
        #expect(h.renderer.stats.textRasterizations == raster)
    }

    @Test func roundedScrollViewClipsItsContent() throws {
        let (h, scroll) = scene()
        scroll.contentOffset = Point(x: 0, y: 25)
        let img = h.render()
        try img.writePNG(to: TestOutput.path("scroll-rounded-clip.png"))
        // Outside the rounded corner: the root's background, not a row.
        let corner = img.pixel(x: 51, y: 51)
        #expect(corner.r > 200 && corner.g > 200 && corner.b > 200)
        // Inside: the row.
        let inside = img.pixel(x: 200, y: 60)
        #expect(inside.r < 220 && (inside.b > 150 || inside.r > 150))
        // Nothing of the content outside the scroll view.
        let below = img.pixel(x: 200, y: 260)
        #expect(below.r > 200 && below.g > 200 && below.b > 200)
    }
}
