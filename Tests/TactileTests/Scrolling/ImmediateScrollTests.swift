import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ImmediateScrollTests {
    @MainActor final class Box {
        var fired: [Int] = []
        var offset: Float { region?.offset ?? 0 }
        var region: ImmediateScrollRegion?
    }

    /// A panel with a 200 pt scroll region of 40 buttons (48 pt apart).
    func makeHarness(_ box: Box) -> (Harness, ImmediatePlane) {
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        let layer = h.engine.addImmediatePlane { ui in
            ui.panel(frame: Rect(x: 20, y: 20, width: 300, height: 260)) {
                ui.label("Rooms")
                ui.scroll(id: "rooms", height: 200) {
                    for i in 0..<40 {
                        ui.id(i) { if ui.button("Room \(i)", size: .fixed(40)) { box.fired.append(i) } }
                    }
                }
            }
        }
        h.runFrame()
        box.region = layer.ui.scrollRegions.values.first
        return (h, layer)
    }

    @Test func dragScrollsAndTheButtonUnderTheFingerDoesNotFire() throws {
        let box = Box()
        let (h, _) = makeHarness(box)
        let region = try #require(box.region)
        #expect(region.contentHeight == 40 * 40 + 39 * 8)
        h.drag(from: Point(x: 150, y: 240), to: Point(x: 150, y: 90), duration: 0.3)
        #expect(box.offset > 100)
        #expect(box.fired.isEmpty)
        try h.render().writePNG(to: TestOutput.path("immediate-scroll-dragged.png"))
        // A tap fires the button under it (after the content came to rest).
        advance(h, until: { !region.motion.isActive })
        #expect(!region.motion.isActive)
        let before = box.offset
        // The button whose content rectangle is under y = 140 (the region starts at y = 58).
        let contentY = 140 - 58 + before
        let index = Int(contentY / 48)
        #expect(contentY - Float(index) * 48 < 40, "not in the spacing between buttons")
        h.tap(at: Point(x: 150, y: 140))
        h.runFrame()
        #expect(box.fired == [index])
        #expect(box.offset == before)
    }

    @Test func flickDeceleratesLikeTheRetainedScrollView() {
        let box = Box()
        let (h, _) = makeHarness(box)
        // 1,000 pt/s up.
        fling(h, from: Point(x: 150, y: 250), by: Point(x: 0, y: -150), duration: 0.15)
        h.runFrame()
        let atLift = box.offset
        #expect(box.region?.motion.isActive == true)
        advance(h, until: { box.region?.motion.isActive == false })
        let travel = box.offset - atLift
        #expect(abs(travel - 499) < 25, "travelled \(travel)")
        #expect(box.fired.isEmpty)
    }

    @Test func pullPastTheTopRubberBandsAndReturns() throws {
        let box = Box()
        let (h, _) = makeHarness(box)
        h.touchDown(at: Point(x: 150, y: 100))
        for i in 1...20 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 150, y: 100 + Float(i) * 9)) }
        h.advance(by: 0.2)
        #expect(box.offset < 0 && box.offset > -180)
        try h.render().writePNG(to: TestOutput.path("immediate-scroll-overscroll.png"))
        h.touchUp()
        h.advance(by: 0.6)
        #expect(box.offset == 0)
        #expect(box.fired.isEmpty)
    }

    @Test func touchDuringDecelerationStopsItWithoutFiring() {
        let box = Box()
        let (h, _) = makeHarness(box)
        fling(h, from: Point(x: 150, y: 250), by: Point(x: 0, y: -150), duration: 0.15)
        h.advance(by: 0.2)
        h.touchDown(at: Point(x: 150, y: 150))
        let held = box.offset
        h.advance(by: 0.3)
        #expect(box.offset == held)
        h.touchUp()
        h.advance(by: 0.3)
        #expect(box.fired.isEmpty)
        #expect(box.offset == held)
    }

    @Test func wheelScrollsTheRegionAndGoesIdle() {
        let box = Box()
        let (h, layer) = makeHarness(box)
        h.wheel(dy: -2, at: Point(x: 150, y: 150))
        h.runFrame()
        #expect(box.offset == 40)
        h.wheel(dy: 1e9, at: Point(x: 150, y: 150))
        #expect(box.offset == 0)
        h.wheel(dy: -1e9, at: Point(x: 150, y: 150))
        #expect(box.offset == box.region!.maximumOffset)
        h.advance(by: 1.5)
        #expect(!layer.ui.wantsFrame)
        #expect(!h.engine.wantsFrame)
    }

    @Test func badHeightsAndWheelsAreSanitised() {
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        var heights: [Float] = [.nan, .infinity, -5, 1e12, 0]
        var index = 0
        h.engine.addImmediatePlane { ui in
            ui.scroll(id: "bad", height: heights[index % heights.count]) {
                for i in 0..<5 { ui.id(i) { ui.button("B\(i)") } }
            }
        }
        for _ in 0..<heights.count {
            h.runFrame()
            h.wheel(dy: .nan, at: Point(x: 100, y: 10))
            h.wheel(dy: -1e9, at: Point(x: 100, y: 10))
            h.drag(from: Point(x: 100, y: 20), to: Point(x: 100, y: 5), duration: 0.05)
            index += 1
            h.advance(by: 0.1)
        }
        heights = [120]
        h.advance(by: 3)
        _ = h.render()
    }

    @Test func wheelOverAnImmediatePanelDoesNotScrollTheListBeneath() {
        let (h, scroll) = makeScrollScene()
        h.engine.addImmediatePlane { ui in
            ui.panel(frame: Rect(x: 0, y: 0, width: 200, height: 100)) { ui.label("HUD") }
        }
        h.runFrame()
        h.wheel(dy: -2, at: Point(x: 100, y: 50))
        #expect(scroll.contentOffset.y == 0)
        h.wheel(dy: -2, at: Point(x: 300, y: 200))
        #expect(scroll.contentOffset.y == 40)
    }
}
