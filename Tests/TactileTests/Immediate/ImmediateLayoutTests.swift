import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ImmediateLayoutTests {
    /// Runs `content` in one frame of a UI drawing offscreen.
    func frame(_ content: (UI) -> Void) -> UI {
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        let ui = UI()
        h.renderer.beginFrame()
        ui.run(renderer: h.renderer, bounds: Rect(x: 0, y: 0, width: 400, height: 300), content)
        return ui
    }

    @Test func fractionsShareTheSpacing() {
        var frames: [Rect] = []
        _ = frame { ui in
            ui.layout(in: Rect(x: 0, y: 0, width: 300, height: 100), axis: .horizontal, spacing: 10) {
                ui.button("A", size: .fraction(0.5)); frames.append(ui.lastItem.frame)
                ui.button("B", size: .fraction(0.5)); frames.append(ui.lastItem.frame)
            }
        }
        #expect(frames == [Rect(x: 0, y: 0, width: 145, height: 100), Rect(x: 155, y: 0, width: 145, height: 100)])
    }

    @Test func fixedThenFillTakesTheRest() {
        var frames: [Rect] = []
        _ = frame { ui in
            ui.layout(in: Rect(x: 10, y: 20, width: 300, height: 200), spacing: 5, padding: EdgeInsets(all: 10)) {
                ui.label("Title", size: .fixed(30)); frames.append(ui.lastItem.frame)
                ui.row(spacing: 4) {
                    ui.button("L", size: .fixed(60)); frames.append(ui.lastItem.frame)
                    ui.button("R", size: .fill); frames.append(ui.lastItem.frame)
                }
                ui.slider(&value, size: .fill); frames.append(ui.lastItem.frame)
            }
        }
        #expect(frames[0] == Rect(x: 20, y: 30, width: 280, height: 30))
        #expect(frames[1] == Rect(x: 20, y: 65, width: 60, height: 40), "a row is itemHeight tall")
        #expect(frames[2] == Rect(x: 84, y: 65, width: 216, height: 40))
        #expect(frames[3] == Rect(x: 20, y: 110, width: 280, height: 100), "fill takes the rest of the column")
    }

    @Test func autoSizeFitsTheTitle() {
        var w: Float = 0
        var measured: Float = 0
        let ui = frame { ui in
            ui.layout(in: Rect(x: 0, y: 0, width: 400, height: 40), axis: .horizontal) {
                ui.button("A longer title")
                w = ui.lastItem.frame.width
                measured = ui.renderer.measureText("A longer title", font: ui.style.font).width
            }
        }
        #expect(w == measured + ui.style.padding.left + ui.style.padding.right)
    }

    @Test func panelPadsItsItemsAndTakesTouches() {
        var inner = Rect.zero
        let ui = frame { ui in
            ui.panel(frame: Rect(x: 50, y: 50, width: 200, height: 100), padding: EdgeInsets(all: 12)) {
                ui.label("in", size: .fill)
                inner = ui.lastItem.frame
            }
        }
        #expect(inner == Rect(x: 62, y: 62, width: 176, height: 76))
        #expect(ui.claims(Point(x: 55, y: 55)))
        #expect(!ui.claims(Point(x: 45, y: 55)))
    }

    @Test func nonsenseSizesBecomeEmptyNotCrashes() {
        var frames: [Rect] = []
        _ = frame { ui in
            ui.button("NaN", size: .fixed(.nan)); frames.append(ui.lastItem.frame)
            ui.button("neg", size: .fixed(-20)); frames.append(ui.lastItem.frame)
            ui.button("inf", frame: Rect(x: .infinity, y: 0, width: 10, height: 10)); frames.append(ui.lastItem.frame)
        }
        #expect(frames.allSatisfy { $0.isFinite })
        #expect(frames[0].height == 0 && frames[1].height == 0)
        #expect(frames[2] == .zero)
    }

    @Test func widgetsOutsideAFrameAreReportedNotDrawn() {
        let ui = UI()
        #expect(ui.button("late") == false)
        #expect(!ui.isInFrame)
    }

    @Test func toggleFlipsOnTap() {
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        let t = ImmediateTally()
        var on = false
        h.engine.addImmediatePlane { ui in
            if ui.toggle("Sound", isOn: &on, frame: Rect(x: 20, y: 20, width: 200, height: 40)) { t.fires += 1 }
        }
        h.runFrame()
        h.tap(at: Point(x: 190, y: 40))
        #expect(on)
        h.tap(at: Point(x: 60, y: 40))
        #expect(!on)
        #expect(t.fires == 2)
    }
}

@MainActor private var value: Float = 0.5
