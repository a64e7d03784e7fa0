import Tactile

/// `--scene button-grid-one`: the standard scene drawn once, then each frame one button's
/// title changes (button `frame % N`, its title alternating "Button i" / "Button i*") and
/// the frame goes through the engine's normal dirty-area path: no forced full redraw.
///
/// `--scene list-one` is the same with the buttons in one long list (rows of six going on
/// below the window), so the damaged area holds one button whatever N is.
///
/// The sequence of title changes is run twice: once untimed (it rasterises and caches every
/// title the timed frames show, as the full-frame scene's warm-up frame does), then timed.
@MainActor
enum DamageScene {
    /// `list`: the buttons do not wrap after eleven rows but continue below the window (a
    /// long list, most of it out of sight), and only the visible ones change.
    static func makeButton(_ i: Int, list: Bool) -> (View, EngineScene.TitleView) {
        let o = list ? (x: Float(5 + (i % 6) * 130), y: Float(5 + (i / 6) * 43)) : ButtonGridLayout.origin(of: i)
        return EngineScene.makeButton(i, at: o)
    }

    /// What a run measured.
    struct Result {
        var msPerFrame: Double
        var lastFrame: Bitmap
        /// Views drawn, summed over the timed frames.
        var viewsDrawn: Int
        /// Views the traversal entered, summed over the timed frames.
        var viewsVisited: Int
        /// SDL draw calls, summed over the timed frames.
        var drawCalls: Int
    }

    /// Runs the scene on `output` (offscreen or a window): ms per frame, the last frame
    /// (captured before its present) and the views and draws counted.
    static func run(n: Int, frames: Int, output: RenderOutput, list: Bool = false) throws -> Result {
        let engine = Engine(output: output, clock: SystemClock())
        engine.renderer.textCache.capacity = max(engine.renderer.textCache.capacity, 2 * n + 64)
        engine.renderer.textCache.byteBudget = max(engine.renderer.textCache.byteBudget, (2 * n + 64) * 32 * 1024)
        let bg = ButtonGridLayout.background
        engine.window.backgroundColor = Color(r: bg.r, g: bg.g, b: bg.b)
        let screen = View(frame: .zero)
        var titles: [EngineScene.TitleView] = []
        titles.reserveCapacity(n)
        for i in 0..<n {
            let (b, t) = makeButton(i, list: list)
            screen.addSubview(b)
            titles.append(t)
        }
        engine.window.rootView = screen
        engine.window.setNeedsFullRedraw()
        engine.runFrame(force: true)  // the standard scene, drawn once

        func change(_ frame: Int) {
            guard !titles.isEmpty else { return }
            let i = frame % (list ? min(titles.count, 66) : titles.count)
            let t = titles[i]
            t.title = t.title.hasSuffix("*") ? ButtonGridLayout.title(of: i) : ButtonGridLayout.title(of: i) + "*"
        }
        // Untimed pass: every title the timed frames show gets rasterised and cached.
        for f in 0..<frames { change(f); engine.runFrame() }
        let rasterized = engine.renderer.stats.textRasterizations
        let timed = timedFrames(engine: engine, frames: frames, change: change)
        let extra = engine.renderer.stats.textRasterizations - rasterized
        if extra != 0 { BenchOutput.warn("the engine rasterised text \(extra) times during the timed frames") }
        return Result(msPerFrame: timed.ms, lastFrame: lastFrame(engine, change: change, frames: frames), viewsDrawn: timed.views, viewsVisited: timed.visited, drawCalls: timed.draws)
    }

    /// The frame to write or compare: a window's back buffer is undefined after a present,
    /// so one more frame is drawn and captured before its present (not timed).
    static func lastFrame(_ engine: Engine, change: (Int) -> Void, frames: Int) -> Bitmap {
        if !engine.output.preservesContents {
            change(frames)
            engine.renderer.captureNextPresent()
            engine.runFrame(force: true)
        }
        let frame = engine.readPixels()
        BenchOutput.hold()
        return frame
    }

    /// The timed loop, not inlined so `valgrind --tool=callgrind --toggle-collect='*timedFrames*'`
    /// counts exactly these frames.
    @inline(never)
    static func timedFrames(engine: Engine, frames: Int, change: (Int) -> Void) -> (ms: Double, views: Int, visited: Int, draws: Int) {
        var views = 0, visited = 0, draws = 0
        let start = BenchClock.now()
        for f in 0..<frames {
            change(f)
            engine.runFrame()
            views += engine.renderer.stats.viewsDrawnThisFrame
            visited += engine.renderer.stats.viewsVisitedThisFrame
            draws += engine.renderer.stats.drawCallsThisFrame
        }
        return (BenchClock.millisecondsSince(start) / Double(frames), views, visited, draws)
    }
}
