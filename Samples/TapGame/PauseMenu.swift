import Tactile

/// The retained pause menu: a dimming full-screen view (it takes every touch, so it is
/// modal) with a card holding a title and two buttons.
@MainActor
final class PauseMenu: View {
    private let card = View()
    private let title = TextView(text: "Paused", size: 30)
    private let detail = TextView(text: "", size: 17)
    let resumeButton = MenuButton(title: "Resume")
    let restartButton = MenuButton(title: "Restart")

    init(onResume: @escaping () -> Void, onRestart: @escaping () -> Void) {
        super.init(frame: .zero)
        backgroundColor = Color(r: 0, g: 0, b: 0, a: 150)
        card.backgroundColor = Color(r: 40, g: 44, b: 60)
        card.cornerRadius = 16
        card.borderWidth = 1
        card.borderColor = Color(r: 90, g: 96, b: 120)
        resumeButton.action = onResume
        restartButton.action = onRestart
        restartButton.backgroundColor = Color(r: 90, g: 60, b: 70)
        addSubview(card)
        for v in [title, detail, resumeButton, restartButton] { card.addSubview(v) }
    }

    /// Shows the score in the card.
    func show(score: Int) { detail.text = "Score \(score)" }

    override func layoutSubviews() {
        let w: Float = 320, h: Float = 250
        card.frame = Rect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
        title.frame = Rect(x: 0, y: 20, width: w, height: 40)
        detail.frame = Rect(x: 0, y: 62, width: w, height: 26)
        resumeButton.frame = Rect(x: 30, y: 104, width: w - 60, height: 52)
        restartButton.frame = Rect(x: 30, y: 170, width: w - 60, height: 52)
    }
}

/// A line of centred text (until the controls library lands).
@MainActor
final class TextView: View {
    var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    let font: Font

    init(text: String, size: Float) {
        self.text = text
        font = Font(size: size)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.drawText(text, font: font, color: .white, in: bounds, alignment: .center)
    }
}

/// A retained button: highlighted while held, fires when released inside.
@MainActor
final class MenuButton: View {
    let title: String
    var action: (() -> Void)?
    private var held = false { didSet { if held != oldValue { setNeedsDisplay() } } }

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        backgroundColor = Color(r: 40, g: 160, b: 90)
        cornerRadius = 10
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        if held { renderer.fillRoundedRect(bounds, radius: cornerRadius, color: Color(r: 255, g: 255, b: 255, a: 60)) }
        renderer.drawText(title, font: Font(size: 20), color: .white, in: bounds, alignment: .center)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { held = true }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        held = touches.contains { bounds.insetBy(dx: -12, dy: -12).contains($0.location(in: self)) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let inside = touches.contains { bounds.insetBy(dx: -12, dy: -12).contains($0.location(in: self)) }
        held = false
        if inside { action?() }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { held = false }
}
