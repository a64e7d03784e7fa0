import Tactile

/// The button grid as a real retained view tree: a window holding N rounded, clipping
/// views, each with an accent subview and a title view, redrawn in full every frame
/// through the engine's own frame loop (layout, traversal, culling, renderer).
@MainActor
enum EngineScene {
    /// Draws one title line, vertically centred, in the default font (the least a label does);
    /// a new title marks its own area for repainting (the damage scenes change it).
    final class TitleView: View {
        let font = Font(size: ButtonGridLayout.fontSize)
        var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

        init(title: String, frame: Rect) {
            self.title = title
            super.init(frame: frame)
        }

        override func draw(_ rect: Rect, in renderer: Renderer) {
            let lineHeight = renderer.lineHeight(of: font)
            renderer.drawText(title, font: font, color: .white, at: Point(x: 0, y: (bounds.height - lineHeight) / 2))
        }
    }

    static func makeButton(_ i: Int) -> View { makeButton(i, at: ButtonGridLayout.origin(of: i)).button }

    /// Button `i` of the standard scene at `o`: a rounded, clipping view with an accent and a title.
    static func makeButton(_ i: Int, at o: (x: Float, y: Float)) -> (button: View, title: TitleView) {
        let w = ButtonGridLayout.buttonWidth, h = ButtonGridLayout.buttonHeight
        let button = View(frame: Rect(x: o.x, y: o.y, width: w, height: h))
        button.backgroundColor = Color(r: ButtonGridLayout.fill.r, g: ButtonGridLayout.fill.g, b: ButtonGridLayout.fill.b)
        button.cornerRadius = ButtonGridLayout.cornerRadius
        button.clipsToBounds = true
        let accent = View(frame: Rect(x: 0, y: 0, width: ButtonGridLayout.accentWidth, height: h))
        accent.backgroundColor = Color(r: ButtonGridLayout.accent.r, g: ButtonGridLayout.accent.g, b: ButtonGridLayout.accent.b)
        button.addSubview(accent)
        let tx = ButtonGridLayout.titleX
        let title = TitleView(title: ButtonGridLayout.title(of: i), frame: Rect(x: tx, y: 0, width: w - tx, height: h))
        button.addSubview(title)
        return (button, title)
    }

    /// Runs the warm-up frame and `frames` timed frames on `output`; returns milliseconds
    /// per frame, the last frame (captured before its present) and the draws counted.
    static func run(n: Int, frames: Int, output: RenderOutput) throws -> DamageScene.Result {
        let engine = Engine(output: output, clock: SystemClock())
        // Every title stays cached, as the baseline keeps every texture (N = 10000 needs
        // more than the default 1024 entries and 48 MB).
        engine.renderer.textCache.capacity = max(engine.renderer.textCache.capacity, n + 64)
        engine.renderer.textCache.byteBudget = max(engine.renderer.textCache.byteBudget, (n + 64) * 32 * 1024)
        let bg = ButtonGridLayout.background
        engine.window.backgroundColor = Color(r: bg.r, g: bg.g, b: bg.b)
        let screen = View(frame: .zero)
        for i in 0..<n { screen.addSubview(makeButton(i)) }
        engine.window.rootView = screen

        engine.window.setNeedsFullRedraw()
        engine.runFrame(force: true)  // warm-up: layout, text rasterisation, canvas creation
        let rasterized = engine.renderer.stats.textRasterizations
        let timed = timedFrames(engine: engine, frames: frames)
        let extra = engine.renderer.stats.textRasterizations - rasterized
        if extra != 0 {
            BenchOutput.warn("the engine rasterised text \(extra) times during the timed frames")
        }
        return DamageScene.Result(msPerFrame: timed.ms, lastFrame: lastFrame(engine), viewsDrawn: timed.views, viewsVisited: timed.visited, drawCalls: timed.draws)
    }

    /// The frame to write or compare: a window's back buffer is undefined after a present,
    /// so one more frame is drawn and captured before its present (not timed).
    static func lastFrame(_ engine: Engine) -> Bitmap {
        if !engine.output.preservesContents {
            engine.window.setNeedsFullRedraw()
            engine.renderer.captureNextPresent()
            engine.runFrame(force: true)
        }
        let frame = engine.readPixels()
        BenchOutput.hold()
        return frame
    }

    /// The timed loop (not inlined, so `callgrind --toggle-collect='*timedFrames*'` counts
    /// exactly these frames).
    @inline(never)
    static func timedFrames(engine: Engine, frames: Int) -> (ms: Double, views: Int, visited: Int, draws: Int) {
        var views = 0, visited = 0, draws = 0
        let start = BenchClock.now()
        for _ in 0..<frames {
            engine.window.setNeedsFullRedraw()
            engine.runFrame()
            views += engine.renderer.stats.viewsDrawnThisFrame
            visited += engine.renderer.stats.viewsVisitedThisFrame
            draws += engine.renderer.stats.drawCallsThisFrame
        }
        return (BenchClock.millisecondsSince(start) / Double(frames), views, visited, draws)
    }
}
