import Foundation
import Tactile

/// A navigation push at 800x480: the button-grid screen under a navigation bar, and a
/// second grid pushed over it with the iOS slide (parallax and shade), back and forth, one
/// frame every 1/60 s of a virtual clock so every timed frame is a transition frame.
/// Compared with a static frame of the same screen fully redrawn (the same pixels' worth of
/// work without motion).
@MainActor
enum PushScene {
    final class GridController: ViewController {
        let n: Int
        init(n: Int, title: String) {
            self.n = n
            super.init()
            self.title = title
        }
        override func loadView() {
            let v = View()
            let bg = ButtonGridLayout.background
            v.backgroundColor = Color(r: bg.r, g: bg.g, b: bg.b)
            for i in 0..<n { v.addSubview(EngineScene.makeButton(i)) }
            view = v
        }
    }

    /// Returns milliseconds per transition frame and per static frame, and the last frame.
    static func run(n: Int, frames: Int) throws -> (msPerFrame: Double, staticMsPerFrame: Double, lastFrame: Bitmap) {
        let output = try OffscreenOutput(size: Size(width: Float(ButtonGridLayout.canvasWidth),
                                                    height: Float(ButtonGridLayout.canvasHeight)))
        let clock = VirtualClock()
        let engine = Engine(output: output, clock: clock)
        engine.renderer.textCache.capacity = max(engine.renderer.textCache.capacity, 2 * n + 64)
        let nav = NavigationController(rootViewController: GridController(n: n, title: "Rooms"))
        let detail = GridController(n: n, title: "Room 4")
        engine.window.rootViewController = nav
        engine.runFrame(force: true)
        // Warm-up: one push and pop, so both screens' text is rasterised and canvases exist.
        func step() { clock.advance(by: 1.0 / 60.0); engine.runFrame() }
        nav.pushViewController(detail, animated: true)
        while nav.isTransitioning { step() }
        nav.popViewController(animated: true)
        while nav.isTransitioning { step() }

        // Static frames: the root screen, fully redrawn each frame.
        var start = BenchClock.now()
        for _ in 0..<frames {
            engine.window.setNeedsFullRedraw()
            clock.advance(by: 1.0 / 60.0)
            engine.runFrame()
        }
        let staticMs = BenchClock.millisecondsSince(start) / Double(frames)

        // Transition frames: push, pop, push… with every timed frame inside a transition.
        var timed = 0
        var elapsed = 0.0
        var drawn = 0
        while timed < frames {
            if !nav.isTransitioning {
                if nav.viewControllers.count == 1 { nav.pushViewController(detail, animated: true) } else { nav.popViewController(animated: true) }
            }
            clock.advance(by: 1.0 / 60.0)
            start = BenchClock.now()
            if engine.runFrame() { drawn += 1 }
            elapsed += BenchClock.millisecondsSince(start)
            timed += 1
        }
        if drawn != frames { BenchOutput.warn("\(frames - drawn) of the push scene's frames drew nothing") }
        return (elapsed / Double(frames), staticMs, engine.readPixels())
    }
}
