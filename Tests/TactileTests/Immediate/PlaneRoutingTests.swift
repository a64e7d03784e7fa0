import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A game that counts its updates and records the touches it receives.
@MainActor
final class ImmediateCountingGame: Game {
    var updates = 0
    var lastDT: Double = 0
    var touches: [TouchInput.Phase] = []
    var drawn = 0
    func update(dt: Double) { updates += 1; lastDT = dt }
    func draw(in renderer: Renderer, interpolation: Double) {
        drawn += 1
        renderer.fill(Rect(x: 0, y: 0, width: 400, height: 300), color: Color(r: 0, g: 0, b: 90))
    }
    func handleTouch(_ input: TouchInput) { touches.append(input.phase) }
}

/// A retained view that records the touches it receives.
final class ImmediateTestRetainedView: View {
    var began = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += touches.count }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
}

@MainActor
@Suite struct PlaneRoutingTests {
    @Test func immediateOverRetainedOverGame() throws {
        let root = PassthroughView()
        let retained = ImmediateTestRetainedView(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        retained.backgroundColor = Color(r: 0, g: 120, b: 0)
        root.addSubview(retained)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        let game = ImmediateCountingGame()
        let world = h.engine.addGamePlane(game)
        let t = ImmediateTally()
        // An immediate button overlapping the retained view's left part.
        h.engine.addImmediatePlane { ui in
            if ui.button("HUD", frame: Rect(x: 80, y: 120, width: 80, height: 40)) { t.fires += 1 }
        }
        h.runFrame()
        #expect(h.engine.planes.first === world)
        #expect(h.engine.planes.last is ImmediatePlane)

        h.tap(at: Point(x: 120, y: 140))         // on the button, above the retained view
        #expect(t.fires == 1)
        #expect(retained.began == 0)
        #expect(game.touches.isEmpty)

        h.tap(at: Point(x: 250, y: 150))         // on the retained view only
        #expect(retained.began == 1)
        #expect(t.fires == 1)
        #expect(game.touches.isEmpty)

        h.tap(at: Point(x: 30, y: 260))          // on nothing: the game
        #expect(game.touches == [.began, .ended])
        #expect(retained.began == 1)
        #expect(t.fires == 1)

        // A finger that started on the game stays with it when it moves under the button.
        h.touchDown(at: Point(x: 30, y: 30), finger: 3)
        h.touchMove(to: Point(x: 120, y: 140), finger: 3)
        h.touchUp(finger: 3)
        #expect(game.touches.count == 5)
        #expect(t.fires == 1)

        // Drawn in order: the game's world, the retained view, the immediate button.
        let img = h.render()
        let imgDrawn = h.recordFrame()
        try img.writePNG(to: TestOutput.path("immediate-planes.png"))
        #expect(imgDrawn.shapeColor(at: Point(x: 10.5, y: 10.5)) == Color(r: 0, g: 0, b: 90))
        #expect(imgDrawn.shapeColor(at: Point(x: 280.5, y: 190.5)) == Color(r: 0, g: 120, b: 0))
        #expect(imgDrawn.shapeColor(at: Point(x: 90.5, y: 150.5)) == ImmediateStyle(theme: h.window.theme).background.lightAppearance)
    }

    @Test func anAppCanChooseAnotherOrder() {
        let root = PassthroughView()
        let retained = ImmediateTestRetainedView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.addSubview(retained)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        let t = ImmediateTally()
        let hud = h.engine.addImmediatePlane { ui in
            if ui.button("Under", frame: Rect(x: 10, y: 10, width: 100, height: 40)) { t.fires += 1 }
        }
        h.runFrame()
        h.engine.moveWindowPlane(to: h.engine.planes.count)   // the retained tree on top
        #expect(h.engine.planes.first === hud)
        h.tap(at: Point(x: 50, y: 30))
        #expect(retained.began == 1)
        #expect(t.fires == 0)
    }

    @Test func immediateViewInsideTheRetainedTree() throws {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        let t = ImmediateTally()
        let iv = ImmediateView(frame: Rect(x: 50, y: 60, width: 200, height: 100)) { ui in
            ui.panel(padding: EdgeInsets(all: 10)) {
                if ui.button("Inside", size: .fill) { t.fires += 1 }
            }
            // Drawn partly outside the view: clipped like any view's content.
            _ = ui.button("Overhang", frame: Rect(x: 150, y: 80, width: 100, height: 60))
        }
        iv.clipsToBounds = true
        root.addSubview(iv)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        h.runFrame()
        // The view is hit-tested like any other: the tap's location is converted to its bounds.
        h.tap(at: Point(x: 150, y: 110))
        #expect(t.fires == 1)
        h.tap(at: Point(x: 10, y: 10))
        #expect(t.fires == 1)
        let img = h.render()
        let imgDrawn = h.recordFrame()
        try img.writePNG(to: TestOutput.path("immediate-view.png"))
        #expect(imgDrawn.shapeColor(at: Point(x: 270.5, y: 150.5)) == Color(r: 30, g: 30, b: 40), "the overhang is clipped by the view")
        #expect(imgDrawn.shapeColor(at: Point(x: 245.5, y: 150.5)) == ImmediateStyle(theme: h.window.theme).background.lightAppearance)
    }

    @Test func immediateViewHostsRetainedViewsAndRunsOnDemand() {
        let t = ImmediateTally()
        var runs = 0
        let iv = ImmediateView(frame: Rect(x: 100, y: 50, width: 200, height: 200)) { ui in
            runs += 1
            ui.view(frame: Rect(x: 10, y: 10, width: 80, height: 80)) { ImmediateTestRetainedView() }
            if ui.button("B", frame: Rect(x: 10, y: 120, width: 80, height: 40)) { t.fires += 1 }
        }
        let h = Harness(subviews: [iv], size: Size(width: 400, height: 300))
        h.runFrame()
        let hosted = iv.subviews.first as? ImmediateTestRetainedView
        #expect(hosted != nil)
        #expect(hosted?.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        // The retained subview is hit-tested first, like any subview.
        h.tap(at: Point(x: 150, y: 100))
        #expect(hosted?.began == 1)
        #expect(t.fires == 0)
        h.tap(at: Point(x: 150, y: 190))
        #expect(t.fires == 1)
        // On-demand: with nothing happening the content does not run.
        h.advance(by: 0.2)
        let before = runs
        h.advance(by: 1)
        #expect(runs == before)
        #expect(!h.engine.wantsFrame)
        // ... and every frame when asked to.
        iv.runsEveryFrame = true
        h.advance(by: 0.5)
        #expect(runs >= before + 30)
        iv.runsEveryFrame = false
        h.advance(by: 0.1)
        let after = runs
        h.advance(by: 0.5)
        #expect(runs == after)
    }
}

