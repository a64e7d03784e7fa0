import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// The compositor's strategy per situation, and frames that do not depend on it: a tree
/// repainted only where it changed, on whichever canvas, equals the same tree drawn whole.
@MainActor
@Suite struct CompositorTests {
    final class World: Game {
        var color = Color(r: 20, g: 40, b: 90)
        func update(dt: Double) {}
        func draw(in renderer: Renderer, interpolation: Double) {
            renderer.fill(Rect(x: 0, y: 0, width: 400, height: 240), color: color)
        }
        func handleTouch(_ input: TouchInput) {}
    }

    /// A plane that draws nothing: beneath the tree, it makes the engine draw everything
    /// from scratch each frame (the reference).
    final class EmptyPlane: EnginePlane {
        func claimsTouch(at point: Point) -> Bool { false }
        func handleTouch(_ input: TouchInput, timestamp: Double) {}
        func update(_ frame: FrameInfo) {}
        func draw(in renderer: Renderer, frame: FrameInfo) {}
        var needsFrame: Bool { false }
    }

    private func makeTree(seed: UInt64) -> View {
        var g = SeededGenerator(seed: seed)
        let root = View()
        root.backgroundColor = .white
        for i in 0..<12 {
            let v = View(frame: Rect(x: Float(g.below(360)), y: Float(g.below(200)), width: 30 + Float(g.below(90)),
                                     height: 20 + Float(g.below(60))))
            v.backgroundColor = Color(r: UInt8(g.below(256)), g: UInt8(g.below(256)), b: UInt8(g.below(256)))
            v.cornerRadius = Float(g.below(12))
            v.tag = i
            root.addSubview(v)
        }
        return root
    }

    @Test func strategyFollowsThePlanes() {
        let h = Harness(root: makeTree(seed: 1), size: Size(width: 400, height: 240))
        #expect(h.engine.compositor.lastStrategy == .outputIsCanvas)
        let hud = h.engine.addImmediatePlane { ui in _ = ui.button("HUD", frame: Rect(x: 10, y: 10, width: 80, height: 30)) }
        _ = h.render()
        #expect(h.engine.compositor.lastStrategy == .keptCanvas)
        h.engine.removePlane(hud)
        _ = h.render()
        #expect(h.engine.compositor.lastStrategy == .outputIsCanvas)
        _ = h.engine.addGamePlane(World())
        _ = h.render()
        #expect(h.engine.compositor.lastStrategy == .direct)
    }

    /// A plane that draws nothing now (an awake dimmer, as every kiosk has) does not make the
    /// frames whole: the tree keeps its partial repaint, and a frame repaints only what changed.
    /// Dimmed, the veil is drawn over the kept tree; woken, the screen equals a tree without one.
    @Test func hiddenPlanesKeepFramesPartial() {
        let h = Harness(root: makeTree(seed: 3), size: Size(width: 400, height: 240))
        let twin = Harness(root: makeTree(seed: 3), size: Size(width: 400, height: 240))
        let dimmer = InactivityDimmer.install(on: h.engine, configuration: IdleConfiguration())
        dimmer.fadeDuration = 0
        _ = h.render()
        #expect(dimmer.isHidden)
        #expect(h.engine.compositor.lastStrategy == .outputIsCanvas)
        h.root.subviews[0].backgroundColor = .red
        twin.root.subviews[0].backgroundColor = .red
        h.runFrame()
        #expect(!h.engine.renderer.damage.isWhole)
        #expect(h.engine.renderer.damage.rects.count == 1)

        dimmer.dim()
        h.runFrame()
        h.runFrame()
        #expect(!dimmer.isHidden)
        #expect(h.engine.compositor.lastStrategy == .keptCanvas)
        let white = Point(x: 399, y: 239)  // the root's white, under no subview of this seed
        let dimmed = h.engine.readPixels()
        #expect(dimmed.pixel(x: Int(white.x), y: Int(white.y)).r < 200)

        dimmer.wake()
        h.runFrame()
        #expect(dimmer.isHidden)
        #expect(h.engine.compositor.lastStrategy == .outputIsCanvas)
        twin.runFrame()
        let pa = h.engine.readPixels(), pb = twin.engine.readPixels()
        var differing = 0
        for y in 0..<pa.height { for x in 0..<pa.width where pa.pixel(x: x, y: y) != pb.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test func rotatedDisplayKeepsTheTreeOnACanvas() {
        let h = Harness(root: makeTree(seed: 2), size: Size(width: 400, height: 240), rotation: .clockwise90)
        #expect(h.engine.compositor.lastStrategy == .keptCanvas)
    }

    /// Seeded: random view changes and planes added and removed between frames; after every
    /// frame the partially repainted output equals a twin tree drawn whole, from scratch
    /// (the twin has an empty plane beneath its tree, so it is never kept).
    @Test(arguments: [UInt64(11), 12, 13, 14])
    func partialFramesEqualFullFramesAcrossStrategies(seed: UInt64) throws {
        let a = Harness(root: makeTree(seed: seed), size: Size(width: 400, height: 240))
        let b = Harness(root: makeTree(seed: seed), size: Size(width: 400, height: 240))
        b.engine.addPlane(EmptyPlane(), at: 0)
        var g = SeededGenerator(seed: seed &* 7919)
        var planes: [(EnginePlane, EnginePlane)] = []
        // Where the planes' labels are: moved by the steps, so a plane drawn onto a kept tree
        // without repainting it would leave its old label behind.
        final class Position { var y: Float = 0 }
        let position = Position()
        for step in 0..<40 {
            switch g.below(6) {
            case 0 where planes.count < 2:
                let label = "P\(step)"
                let x = Float(g.below(280))
                let content: (UI) -> Void = { ui in
                    ui.label(label, frame: Rect(x: x, y: position.y, width: 120, height: 30))
                    ui.setNeedsFrame()
                }
                planes.append((a.engine.addImmediatePlane(content: content), b.engine.addImmediatePlane(content: content)))
            case 1 where !planes.isEmpty:
                let (pa, pb) = planes.removeLast()
                a.engine.removePlane(pa)
                b.engine.removePlane(pb)
            default:
                let i = g.below(12)
                let color = Color(r: UInt8(g.below(256)), g: UInt8(g.below(256)), b: UInt8(g.below(256)))
                let dx = Float(g.below(41)) - 20
                position.y = Float(g.below(200))
                for h in [a, b] {
                    let v = h.root.subviews[i]
                    v.backgroundColor = color
                    v.frame.origin.x += dx
                }
            }
            a.runFrame()
            b.engine.runFrame(force: true)
            #expect(b.engine.compositor.lastStrategy == .direct)
            let pa = a.engine.readPixels(), pb = b.engine.readPixels()
            var differing = 0
            for y in 0..<pa.height { for x in 0..<pa.width where pa.pixel(x: x, y: y) != pb.pixel(x: x, y: y) { differing += 1 } }
            if differing > 0 {
                try? pa.writePNG(to: TestOutput.path("compositor-\(seed)-\(step)-partial.png"))
                try? pb.writePNG(to: TestOutput.path("compositor-\(seed)-\(step)-full.png"))
            }
            #expect(differing == 0, "step \(step) (\(String(describing: a.engine.compositor.lastStrategy))): \(differing) pixels differ")
            if differing > 0 { return }
        }
    }
}
