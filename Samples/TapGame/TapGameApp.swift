import Tactile

/// Wires the game together: the world in a ``GamePlane`` at the bottom, the retained pause
/// menu in the window, the immediate HUD on top.
@MainActor
final class TapGameApp {
    let engine: Engine
    let game: TapGame
    let world: GamePlane
    private(set) var hud: ImmediatePlane!
    private(set) var menu: PauseMenu!
    private(set) var isPaused = false
    /// `true` while the HUD's slow-motion button is held.
    private(set) var slowMotion = false

    init(engine: Engine, seed: UInt64, trace: Bool) {
        self.engine = engine
        let size = engine.window.bounds.size
        game = TapGame(size: size, seed: seed)
        game.trace = trace
        game.engine = engine
        // Touches on empty screen fall through the retained root to the game.
        engine.window.rootView = PassthroughView()
        world = engine.addGamePlane(game, rate: 60)
        game.step = world.timestep.step
        menu = PauseMenu(onResume: { [unowned self] in resume() },
                         onRestart: { [unowned self] in resume(); game.start() })
        hud = engine.addImmediatePlane(style: TapGameApp.hudStyle) { [unowned self] ui in drawHUD(ui) }
    }

    static let hudStyle = ImmediateStyle(
        background: Color(r: 52, g: 58, b: 80), pressedBackground: Color(r: 90, g: 100, b: 140),
        accent: Color(r: 245, g: 150, b: 40), cornerRadius: 10, font: Font(size: 18),
        panelBackground: Color(r: 10, g: 12, b: 20, a: 190))

    /// Shows the retained pause menu above everything (the window plane moves on top of
    /// the HUD while it is shown) and lets the engine sleep between events.
    func pause() {
        guard !isPaused, game.phase == .playing else { return }
        isPaused = true
        world.pause()
        menu.show(score: game.score)
        engine.window.rootView?.addSubview(menu)
        menu.frame = engine.window.bounds
        engine.moveWindowPlane(to: engine.planes.count)
    }

    func resume() {
        guard isPaused else { return }
        isPaused = false
        menu.removeFromSuperview()
        engine.moveWindowPlane(to: 1)
        world.resume()
    }

    // MARK: The immediate HUD

    private func drawHUD(_ ui: UI) {
        let bounds = ui.bounds
        ui.panel(frame: Rect(x: 8, y: 8, width: bounds.width - 16, height: 56), axis: .horizontal,
                 padding: EdgeInsets(top: 6, left: 12, bottom: 6, right: 6)) {
            ui.label("Score \(game.score)", font: Font(size: 22), size: .fixed(140))
            drawLives(in: ui.nextRect(.fixed(96)), ui: ui)
            ui.label("\(Int(engine.framesPerSecond.rounded())) fps", font: Font(size: 14),
                     color: Color(r: 150, g: 156, b: 180), size: .fixed(64))
            // Push the two buttons to the trailing edge (90 + 100 wide, two spacings).
            ui.spacer(.fixed(max(0, ui.remainingLength - (90 + 8 + 100 + 8))))
            if game.phase == .playing && !isPaused {
                // Held by one finger while others keep playing: slow motion.
                slowMotion = ui.holdButton("Slow", size: .fixed(90))
                if ui.button("Pause", size: .fixed(100)) { pause() }
            } else {
                slowMotion = false
            }
        }
        world.timeScale = slowMotion ? 0.35 : 1
        switch game.phase {
        case .ready:
            centerCard(ui, title: "Tap Targets", detail: "tap orange · swipe across blue", action: "Play")
        case .over:
            centerCard(ui, title: "Game over", detail: "Score \(game.score) · best \(game.best)", action: "Play again")
        case .playing:
            break
        }
    }

    private func drawLives(in rect: Rect, ui: UI) {
        for i in 0..<3 {
            let c = Point(x: rect.minX + 14 + Float(i) * 30, y: rect.midY)
            ui.renderer.fillCircle(center: c, radius: 10,
                                   color: i < game.lives ? Color(r: 235, g: 70, b: 90) : Color(r: 70, g: 74, b: 90))
        }
    }

    private func centerCard(_ ui: UI, title: String, detail: String, action: String) {
        let w: Float = 340, h: Float = 200
        let frame = Rect(x: (ui.bounds.width - w) / 2, y: (ui.bounds.height - h) / 2 + 20, width: w, height: h)
        ui.panel(frame: frame, spacing: 10, padding: EdgeInsets(all: 18)) {
            ui.label(title, font: Font(size: 30), alignment: .center, size: .fixed(40))
            ui.label(detail, color: Color(r: 190, g: 196, b: 215), alignment: .center, size: .fixed(26))
            ui.spacer(.fixed(4))
            if ui.button(action, size: .fill) { game.start() }
        }
    }
}
