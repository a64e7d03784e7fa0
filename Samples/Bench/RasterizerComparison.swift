import Foundation
import Tactile

/// `--scene rings`: the rasteriser choice measured (issue 27). Ten 100-point rings 8
/// points wide drawn three ways, each repainted every frame: Tactile's coverage rasteriser
/// re-rasterising every frame (the ring's progress changes), the same with the raster
/// cached (only repainted: a texture copy), and tessellation, the ring as 96 anti-aliased
/// line quads through `SDL_RenderGeometry` (`Renderer.drawLine`). `--out` writes a frame
/// with one of each side by side, to compare edges.
@MainActor
enum RasterizerComparison {
    final class TessellatedRing: View {
        override func draw(_ rect: Rect, in renderer: Renderer) {
            let c = Point(x: bounds.midX, y: bounds.midY), r: Float = 46
            var last = Point(x: c.x + r, y: c.y)
            for i in 1...96 {
                let a = Float(i) / 96 * 2 * .pi
                let p = Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
                renderer.drawLine(from: last, to: p, width: 8, color: .systemBlue)
                last = p
            }
        }
    }

    static func run(frames: Int, renderer name: String?) throws -> Bitmap {
        func scene(_ make: () -> View) throws -> (Engine, [View]) {
            let engine = Engine(output: try OffscreenOutput(size: Size(width: 800, height: 480)), clock: VirtualClock())
            let root = View()
            root.backgroundColor = .white
            var views: [View] = []
            for i in 0..<10 {
                let v = make()
                v.frame = Rect(x: Float(10 + (i % 5) * 150), y: Float(20 + (i / 5) * 150), width: 100, height: 100)
                root.addSubview(v)
                views.append(v)
            }
            engine.window.rootView = root
            engine.runFrame(force: true)
            return (engine, views)
        }
        func ring() -> ProgressRingView {
            let r = ProgressRingView(frame: .zero)
            r.lineWidth = 8
            r.trackColor = .clear
            r.progressColor = .systemBlue
            r.progress = 1
            return r
        }
        func time(_ engine: Engine, _ views: [View], _ change: (View, Int) -> Void) -> Double {
            for i in 0..<5 { for v in views { change(v, i) }; engine.runFrame() }
            let start = BenchClock.now()
            for i in 0..<frames { for v in views { change(v, i) }; engine.runFrame() }
            return BenchClock.millisecondsSince(start) / Double(frames)
        }
        let (e1, v1) = try scene { ring() }
        let fresh = time(e1, v1) { v, i in (v as? ProgressRingView)?.progress = i % 2 == 0 ? 1 : 0.999 }
        BenchOutput.result(name: "rings-coverage-rasterised-each-frame", n: 10, frames: frames, msPerFrame: fresh)
        let cached = time(e1, v1) { v, _ in v.setNeedsDisplay() }
        BenchOutput.result(name: "rings-coverage-cached", n: 10, frames: frames, msPerFrame: cached)
        let (e2, v2) = try scene { TessellatedRing() }
        let tess = time(e2, v2) { v, _ in v.setNeedsDisplay() }
        BenchOutput.result(name: "rings-tessellated-geometry", n: 10, frames: frames, msPerFrame: tess)
        // One of each, side by side, for the eye.
        let engine = Engine(output: try OffscreenOutput(size: Size(width: 240, height: 120)), clock: VirtualClock())
        let root = View()
        root.backgroundColor = .white
        let a = ring(), b = TessellatedRing()
        a.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        b.frame = Rect(x: 130, y: 10, width: 100, height: 100)
        root.addSubview(a)
        root.addSubview(b)
        engine.window.rootView = root
        engine.runFrame(force: true)
        _ = name
        return engine.readPixels()
    }
}
