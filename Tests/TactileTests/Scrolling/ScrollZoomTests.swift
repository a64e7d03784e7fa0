import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScrollZoomTests {
    final class Box { var value = 0 }

    /// A 400x300 scroll view zooming a 400x300 tiled content view (1...3 by default) with a
    /// button at (20, 20, 60, 40) in the content's own coordinates.
    func zoomScene(min: Float = 1, max: Float = 3) -> (Harness, ScrollView, View, Button, Box) {
        let root = View()
        root.backgroundColor = .black
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        content.backgroundColor = Color(r: 30, g: 30, b: 40)
        for row in 0..<6 {
            for col in 0..<8 where (row + col) % 2 == 0 {
                let tile = View(frame: Rect(x: Float(col) * 50, y: Float(row) * 50, width: 50, height: 50))
                tile.backgroundColor = Color(r: UInt8(40 + col * 25), g: UInt8(60 + row * 30), b: 160)
                tile.isUserInteractionEnabled = false
                content.addSubview(tile)
            }
        }
        let button = Button(title: "Go")
        button.frame = Rect(x: 20, y: 20, width: 60, height: 40)
        content.addSubview(button)
        let taps = Box()
        button.addAction(for: .touchUpInside) { _ in taps.value += 1 }
        scroll.addSubview(content)
        scroll.contentSize = content.bounds.size
        scroll.viewForZooming = { [weak content] _ in content }
        scroll.minimumZoomScale = min
        scroll.maximumZoomScale = max
        root.addSubview(scroll)
        return (Harness(root: root, size: Size(width: 400, height: 300)), scroll, content, button, taps)
    }

    @Test func pinchZoomsAroundTheFingersAndScalesTheContentSize() throws {
        let (h, scroll, content, _, _) = zoomScene()
        var zooms = 0, ended: Float = 0
        scroll.onZoom = { _ in zooms += 1 }
        scroll.didEndZooming = { _, _, s in ended = s }
        let centre = Point(x: 120, y: 100)
        h.pinch(center: centre, from: 100, to: 200)
        h.advance(by: 0.5)
        #expect(abs(scroll.zoomScale - 2) < 0.02, "scale \(scroll.zoomScale)")
        #expect(abs(ended - scroll.zoomScale) < 0.001)
        #expect(zooms > 3)
        #expect(abs(scroll.contentSize.width - 400 * scroll.zoomScale) < 0.01)
        #expect(abs(scroll.contentSize.height - 300 * scroll.zoomScale) < 0.01)
        #expect(content.transform == AffineTransform(scaleX: scroll.zoomScale, y: scroll.zoomScale))
        // The content point under the fingers' centre is still (120, 100): the harness moves
        // one finger then the other, so the centre when the pinch began was off by half a
        // step (1.4 pt); allow that.
        let under = content.convert(centre, from: nil)
        #expect(abs(under.x - 120) < 1.5 && abs(under.y - 100) < 1.5, "\(under)")
        #expect(abs(scroll.contentOffset.x - 120) < 3 && abs(scroll.contentOffset.y - 100) < 3, "\(scroll.contentOffset)")
        #expect(!scroll.isZooming)
        try h.render().writePNG(to: TestOutput.path("zoom/zoomed-2x.png"))
    }

    @Test func overPinchingRubberBandsThenSpringsBackToTheMaximum() throws {
        let (h, scroll, _, _, _) = zoomScene(max: 2)
        var largest: Float = 0, zoomingSeen = false, ends = 0
        scroll.onZoom = { s in largest = Swift.max(largest, s.zoomScale); if s.isZooming { zoomingSeen = true } }
        scroll.didEndZooming = { _, _, _ in ends += 1 }
        h.pinch(center: Point(x: 200, y: 150), from: 50, to: 250)   // asks for 5x
        #expect(zoomingSeen)
        #expect(largest > 2.05 && largest < 4, "rubber-banded peak \(largest)")
        #expect(scroll.isZoomBouncing)
        h.advance(by: 0.15)
        let mid = scroll.zoomScale
        #expect(mid > 2 && mid < largest, "mid-bounce \(mid)")
        try h.render().writePNG(to: TestOutput.path("zoom/bounce-mid.png"))
        h.advance(by: 0.4)
        #expect(scroll.zoomScale == 2)
        #expect(!scroll.isZoomBouncing)
        #expect(ends == 1)
        #expect(scroll.contentSize == Size(width: 800, height: 600))
        // At rest inside the scroll range, centred on the pinch.
        #expect(abs(scroll.contentOffset.x - 200) < 1 && abs(scroll.contentOffset.y - 150) < 1, "\(scroll.contentOffset)")
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let (h, scroll, _, _, _) = zoomScene(max: 2)
        scroll.bouncesZoom = false
        var largest: Float = 0
        scroll.onZoom = { s in largest = Swift.max(largest, s.zoomScale) }
        h.pinch(center: Point(x: 200, y: 150), from: 50, to: 250)
        #expect(largest == 2)
        #expect(scroll.zoomScale == 2)
    }

    @Test func noZoomWhenMinimumEqualsMaximum() {
        let (h, scroll, content, _, _) = zoomScene(min: 1, max: 1)
        #expect(scroll.pinchGestureRecognizer == nil)
        h.pinch(center: Point(x: 200, y: 150), from: 100, to: 250)
        h.advance(by: 0.5)
        #expect(scroll.zoomScale == 1)
        #expect(content.transform == .identity)
        #expect(scroll.contentSize == Size(width: 400, height: 300))
    }

    @Test func oneFingerScrollingWorksAfterZooming() {
        let (h, scroll, _, _, _) = zoomScene()
        h.pinch(center: Point(x: 200, y: 150), from: 100, to: 200)
        h.advance(by: 0.5)
        let before = scroll.contentOffset
        h.drag(from: Point(x: 300, y: 250), to: Point(x: 200, y: 150), duration: 0.5)
        h.advance(by: 0.1)
        #expect(scroll.contentOffset.y > before.y + 60, "\(before) -> \(scroll.contentOffset)")
        #expect(scroll.contentOffset.x > before.x + 60)
        h.advance(by: 3)
        // Still in range of the zoomed content (800x600 - 400x300).
        #expect(scroll.contentOffset.x <= 400.5 && scroll.contentOffset.y <= 300.5)
    }

    @Test func tapOnAZoomedButtonHitsIt() throws {
        let (h, scroll, _, _, taps) = zoomScene()
        scroll.zoomScale = 2
        scroll.contentOffset = .zero
        try h.render().writePNG(to: TestOutput.path("zoom/button-2x.png"))
        // Unzoomed the button spans (20...80, 20...60); at 2x (40...160, 40...120).
        h.tap(at: Point(x: 140, y: 100))
        h.advance(by: 0.3)
        #expect(taps.value == 1)
        h.tap(at: Point(x: 200, y: 140))
        h.advance(by: 0.3)
        #expect(taps.value == 1)
    }

    @Test func setZoomScaleAndZoomToRect() {
        let (h, scroll, _, _, _) = zoomScene()
        scroll.setZoomScale(2, animated: false)
        // Around the visible centre: (200, 150) stays in the middle.
        #expect(scroll.contentOffset == Point(x: 200, y: 150))
        scroll.setZoomScale(10, animated: true)
        h.advance(by: 0.1)
        #expect(scroll.zoomScale > 2 && scroll.zoomScale < 3)
        h.advance(by: 0.4)
        #expect(scroll.zoomScale == 3)
        scroll.zoom(to: Rect(x: 0, y: 0, width: 200, height: 150), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == .zero)
        scroll.zoom(to: Rect(x: 0, y: 0, width: 400, height: 300), animated: false)
        #expect(scroll.zoomScale == 1)
        #expect(scroll.contentSize == Size(width: 400, height: 300))
    }

    @Test func badZoomValuesAreSanitised() {
        let (h, scroll, _, _, _) = zoomScene()
        scroll.minimumZoomScale = .nan
        #expect(scroll.minimumZoomScale == 1)
        scroll.maximumZoomScale = -3
        #expect(scroll.maximumZoomScale == 1)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = .infinity
        #expect(scroll.maximumZoomScale == 1)
        scroll.maximumZoomScale = 1e30
        #expect(scroll.maximumZoomScale == 1000)
        scroll.zoomScale = .nan
        scroll.zoomScale = -.infinity
        scroll.zoomScale = 0
        #expect(scroll.zoomScale == 1)
        scroll.zoom(to: Rect(x: .nan, y: 0, width: 10, height: 10), animated: true)
        scroll.zoom(to: Rect(x: 0, y: 0, width: 0, height: 0), animated: true)
        #expect(scroll.zoomScale == 1)
        // A maximum below the minimum acts as the minimum: the scale is pinned there.
        scroll.minimumZoomScale = 4
        scroll.maximumZoomScale = 2
        #expect(scroll.zoomScale == 4)
        scroll.setZoomScale(1, animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.pinchGestureRecognizer == nil)
        #expect(scroll.contentSize.width.isFinite && scroll.contentOffset.isFinite)
        h.advance(by: 0.5)
    }

    @Test func noViewForZoomingMeansNoZoom() {
        let (h, scroll, content, _, _) = zoomScene()
        scroll.viewForZooming = { _ in View() }   // not a subview
        h.pinch(center: Point(x: 200, y: 150), from: 100, to: 200)
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)
        #expect(content.transform == .identity)
    }

    @Test func scrollViewRemovedInsideItsZoomCallbackIsFine() {
        let (h, scroll, _, _, _) = zoomScene()
        var calls = 0
        scroll.onZoom = { s in calls += 1; if calls == 3 { s.removeFromSuperview() } }
        h.pinch(center: Point(x: 200, y: 150), from: 50, to: 300)
        h.advance(by: 1)
        #expect(scroll.window == nil)
        #expect(scroll.zoomScale.isFinite)
    }

    @Test func randomTreeMutationsInsideZoomCallbacksNeverTrap() {
        var rng = SeededGenerator(seed: 14)
        for _ in 0..<20 {
            let (h, scroll, content, _, _) = zoomScene(max: Float(rng.next() % 4 + 1))
            scroll.onZoom = { s in
                switch rng.next() % 6 {
                case 0: content.removeFromSuperview()
                case 1: s.addSubview(content)
                case 2: s.maximumZoomScale = Float(rng.next() % 5)
                case 3: s.setZoomScale(Float(rng.next() % 5), animated: rng.next() % 2 == 0)
                case 4: s.contentSize = Size(width: .nan, height: 5)
                default: break
                }
            }
            let c = Point(x: Float(rng.next() % 400), y: Float(rng.next() % 300))
            h.pinch(center: c, from: Float(rng.next() % 200 + 20), to: Float(rng.next() % 300 + 20))
            h.advance(by: 0.5)
            h.drag(from: Point(x: 200, y: 200), to: Point(x: 150, y: 100))
            h.advance(by: 1)
            #expect(scroll.zoomScale.isFinite && scroll.zoomScale > 0)
            #expect(scroll.contentOffset.isFinite)
        }
    }

}
