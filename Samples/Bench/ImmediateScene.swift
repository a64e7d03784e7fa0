import Tactile

/// The standard button-grid scene drawn with the immediate-mode UI (`--scene
/// button-grid-immediate`): clear to RGB(30,30,40), then `n` buttons 120x40 at
/// x = 5 + (i % 6) * 130, y = 5 + ((i / 6) % 11) * 43, radius 8, fill RGB(40,160,90), a
/// 40-point accent RGB(200,80,60) cut by the rounded left corners, and the title
/// "Button i" (16 pt, white) at x + 46, vertically centred, clipped by the button.
///
/// Call it inside a frame of a `UI` (see Docs/Immediate.md, "Benchmark"):
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
