import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ImmediateIdentityTests {
    func makeHarness(_ content: @escaping (UI) -> Void) -> (Harness, ImmediatePlane) {
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        let layer = h.engine.addImmediatePlane(content: content)
        h.runFrame()
        return (h, layer)
    }

    @Test func heldStateFollowsTheItemWhenTheListReorders() {
        let t = ImmediateTally()
        let (h, _) = makeHarness { ui in
            ui.layout(in: Rect(x: 0, y: 0, width: 200, height: 300), spacing: 0) {
                for item in t.items {
                    ui.id(item) {
                        t.held["\(item)"] = ui.holdButton("Item \(item)", size: .fixed(50))
                    }
                }
            }
        }
        // Rows: item 1 at y 0..<50, item 2 at 50..<100, item 3 at 100..<150.
        h.touchDown(at: Point(x: 100, y: 75))
        #expect(t.held["2"] == true)
        #expect(t.held["1"] == false)
        t.items = [2, 3, 1]  // item 2 moves to the top row, item 1 takes the bottom
        h.runFrame()
        h.advance(by: 1.0 / 60)
        #expect(t.held["2"] == true, "the finger stays with item 2")
        #expect(t.held["1"] == false)
        #expect(t.held["3"] == false)
        h.touchUp()
        #expect(t.held["2"] == false)
    }

    @Test func sliderDragStaysWithItsItemAcrossReorder() {
        let t = ImmediateTally()
        let (h, _) = makeHarness { ui in
            ui.layout(in: Rect(x: 0, y: 0, width: 224, height: 300), spacing: 0) {
                for item in t.items {
                    ui.id(item) {
                        var v = t.values["\(item)"] ?? 0
                        ui.slider(&v, in: 0...100, size: .fixed(50))
                        t.values["\(item)"] = v
                    }
                }
            }
        }
        h.touchDown(at: Point(x: 12, y: 125))         // item 3's knob at 0
        t.items = [3, 1, 2]                               // item 3 now at the top
        h.touchMove(to: Point(x: 112, y: 125))         // halfway along the track
        #expect(t.values["3"] == 50)
        #expect((t.values["2"] ?? 0) == 0, "the row now under the finger is not dragged")
        h.touchUp()
    }

    @Test func clashIsReportedForLoopsWithoutIDs() {
        let (h, layer) = makeHarness { ui in
            for i in 0..<3 { _ = ui.button("B\(i)", frame: Rect(x: 0, y: Float(i) * 50, width: 100, height: 40)) }
        }
        h.runFrame()
        _ = h.render()
        #expect(layer.ui.idClashCount >= 2)
    }

    @Test func noClashWithIDs() {
        let (h, layer) = makeHarness { ui in
            for i in 0..<3 { ui.id(i) { _ = ui.button("B\(i)", frame: Rect(x: 0, y: Float(i) * 50, width: 100, height: 40)) } }
        }
        _ = h.render()
        #expect(layer.ui.idClashCount == 0)
        #expect(layer.ui.liveWidgetCount == 3)
    }

    @Test func stateOfVanishedWidgetsIsDropped() {
        let t = ImmediateTally()
        let (h, layer) = makeHarness { ui in
            if t.show {
                if ui.button("A", frame: Rect(x: 10, y: 10, width: 100, height: 40)) { t.fires += 1 }
                t.held["A"] = ui.lastItem.isHeld
            }
            ui.label("always", frame: Rect(x: 10, y: 100, width: 100, height: 20))
        }
        #expect(layer.ui.liveWidgetCount == 2)
        h.touchDown(at: Point(x: 50, y: 30))
        #expect(t.held["A"] == true)
        t.show = false
        _ = h.render()
        #expect(layer.ui.liveWidgetCount == 1, "A's state is gone")
        t.show = true
        _ = h.render()
        #expect(t.held["A"] == false, "the returning widget is not held by the old finger")
        h.touchUp(at: Point(x: 50, y: 30))
        h.advance(by: 0.1)
        #expect(t.fires == 0, "releasing the orphaned finger does not fire it")
    }

    @Test func hostedRetainedViewIsRemovedWhenNotSubmitted() {
        let t = ImmediateTally()
        let (h, layer) = makeHarness { ui in
            if t.show {
                ui.view(frame: Rect(x: 20, y: 20, width: 60, height: 60)) { () -> View in
                    let v = View()
                    v.backgroundColor = .red
                    return v
                }
            }
        }
        _ = h.render()
        #expect(layer.ui.hostedViewCount == 1)
        #expect(h.window.subviews.count == 2)
        #expect(h.render().pixel(x: 50, y: 50) == .red)
        t.show = false
        _ = h.render()
        #expect(layer.ui.hostedViewCount == 0)
        #expect(h.window.subviews.count == 1)
    }
}
