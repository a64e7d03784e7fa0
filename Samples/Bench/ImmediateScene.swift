import Tactile

/// The standard button-grid scene drawn with the immediate-mode UI (`--scene
/// button-grid-immediate`): clear to RGB(30,30,40), then `n` buttons 120x40 at
/// x = 5 + (i % 6) * 130, y = 5 + ((i / 6) % 11) * 43, radius 8, fill RGB(40,160,90), a
/// 40-point accent RGB(200,80,60) cut by the rounded left corners, and the title
/// "Button i" (16 pt, white) at x + 46, vertically centred, clipped by the button.
///
/// Call it inside a frame of a `UI` (see Sources/Tactile/Tactile.docc/Immediate.md, "Benchmark"):
/// ```swift
/// let ui = UI()
/// renderer.beginFrame()
/// ui.run(renderer: renderer, bounds: Rect(x: 0, y: 0, width: 800, height: 480)) { ui in
///     drawImmediateButtonGrid(ui: ui, n: n)
/// }
/// renderer.present()
/// ```
/// At steady state it allocates nothing and rasterises no text.
@MainActor
func drawImmediateButtonGrid(ui: UI, n: Int) {
    ui.renderer.clear(immediateGridBackground)
    for i in 0..<max(0, n) {
        ui.id(i) {
            let frame = Rect(x: Float(5 + (i % 6) * 130), y: Float(5 + ((i / 6) % 11) * 43), width: 120, height: 40)
            _ = ui.button("Button \(i)", style: immediateGridStyle, frame: frame)
        }
    }
}

/// The scene's clear colour.
let immediateGridBackground = Color(r: 30, g: 30, b: 40)

/// The scene's button style: fill, accent and title position of the standard scene.
@MainActor
let immediateGridStyle = ImmediateStyle(
    background: Color(r: 40, g: 160, b: 90),
    pressedBackground: Color(r: 40, g: 160, b: 90),
    foreground: .white,
    accent: Color(r: 200, g: 80, b: 60),
    accentWidth: 40,
    cornerRadius: 8,
    font: Font(size: 16),
    padding: EdgeInsets(top: 0, left: 46, bottom: 0, right: 0),
    titleAlignment: .left)

/// Runs the immediate scene offscreen at 800x480: a warm-up frame, then `frames` timed
/// frames (each `renderer.beginFrame()`, the scene, `renderer.present()`). Returns the
/// milliseconds per frame by `now` (seconds) and the last frame's pixels.
@MainActor
enum ImmediateSceneRunner {
    static func run(n: Int, frames: Int, now: () -> Double) throws -> (msPerFrame: Double, lastFrame: Bitmap) {
        let output = try OffscreenOutput(size: Size(width: 800, height: 480))
        let renderer = output.renderer
        // Every title stays cached (N = 10000 needs more than the default budget).
        renderer.textCache.capacity = max(renderer.textCache.capacity, n + 64)
        renderer.textCache.byteBudget = max(renderer.textCache.byteBudget, (n + 64) * 32 * 1024)
        let ui = UI()
        let bounds = Rect(x: 0, y: 0, width: 800, height: 480)
        func frame() {
            renderer.beginFrame()
            ui.run(renderer: renderer, bounds: bounds) { drawImmediateButtonGrid(ui: $0, n: n) }
            renderer.present()
        }
        frame()  // warm-up: text rasterisation, font opening
        let rasterized = renderer.stats.textRasterizations
        let start = now()
        for _ in 0..<max(1, frames) { frame() }
        let ms = (now() - start) * 1000 / Double(max(1, frames))
        if renderer.stats.textRasterizations != rasterized {
            Diagnostics.report("immediate scene rasterised text after the warm-up frame")
        }
        return (ms, output.readPixels())
    }
}
