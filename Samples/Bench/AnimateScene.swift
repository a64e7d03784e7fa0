import Foundation
import Tactile

/// `--scene animate`: N small views (the button grid's cells) animating position and alpha at
/// once through `View.animate` (repeating, autoreversing), frame by frame on a virtual clock,
/// against the same scene static but repainted in full every frame. Prints ms per frame for
/// both and, when `Tools/malloc-counter.c` is preloaded, allocations per frame at steady state.
/// `--animate position|alpha|both` picks what animates (both by default).
@MainActor
enum AnimateScene {
    typealias CountFunction = @convention(c) () -> UInt
    static let mallocCount: CountFunction? = {
        guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "tactile_malloc_count") else { return nil }
        return unsafeBitCast(sym, to: CountFunction.self)
    }()

    static func makeEngine(n: Int) throws -> (Engine, VirtualClock, [View]) {
        let output = try OffscreenOutput(size: Size(width: Float(ButtonGridLayout.canvasWidth),
                                                    height: Float(ButtonGridLayout.canvasHeight)))
        let clock = VirtualClock()
        let engine = Engine(output: output, clock: clock)
        engine.window.backgroundColor = Color(r: 30, g: 30, b: 40)
        let screen = View(frame: .zero)
        var views: [View] = []
        for i in 0..<n {
            let o = ButtonGridLayout.origin(of: i)
            let v = View(frame: Rect(x: o.x, y: o.y, width: 120, height: 40))
            v.backgroundColor = Color(r: 40, g: 160, b: 90)
            v.cornerRadius = 8
            screen.addSubview(v)
            views.append(v)
        }
        engine.window.rootView = screen
        engine.runFrame(force: true)
        return (engine, clock, views)
    }

    /// Returns (animated ms/frame, static ms/frame, allocations per animated frame or nil, last frame).
    static func run(n: Int, frames: Int, properties: String) throws -> (animated: Double, still: Double, allocations: Double?, lastFrame: Bitmap) {
        // Static: the same views, repainted in full every frame.
        let (se, sclock, _) = try makeEngine(n: n)
        for _ in 0..<30 {
            sclock.advance(by: 1.0 / 60)
            se.window.setNeedsFullRedraw()
            se.runFrame()
        }
        let staticAllocsBefore = mallocCount?()
        var start = BenchClock.now()
        for _ in 0..<frames {
            sclock.advance(by: 1.0 / 60)
            se.window.setNeedsFullRedraw()
            se.runFrame()
        }
        let still = BenchClock.millisecondsSince(start) / Double(frames)
        if let b = staticAllocsBefore, let f = mallocCount {
            BenchOutput.warn("static scene: \(String(format: "%.2f", Double(f() - b) / Double(frames))) allocations per frame")
        }

        let (engine, clock, views) = try makeEngine(n: n)
        for (i, v) in views.enumerated() {
            View.animate(withDuration: 0.5 + Double(i % 7) * 0.1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                         animations: {
                if properties != "alpha" { v.center.x += 10 }
                if properties != "position" { v.alpha = 0.4 }
            })
        }
        for _ in 0..<30 {  // warm-up: arrays at capacity, textures made
            clock.advance(by: 1.0 / 60)
            engine.runFrame()
        }
        let allocsBefore = mallocCount?()
        start = BenchClock.now()
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            engine.runFrame()
        }
        let animated = BenchClock.millisecondsSince(start) / Double(frames)
        let allocs = allocsBefore.flatMap { before in mallocCount.map { Double($0() - before) / Double(frames) } }
        if !engine.isAnimating { BenchOutput.warn("the animations stopped early") }
        return (animated, still, allocs, engine.readPixels())
    }
}
