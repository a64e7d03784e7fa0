import Tactile

/// A large rounded button with an accent colour (stands in for `Button` until the controls
/// land): highlighted while a finger is on it, fires when the finger lifts inside.
@MainActor
final class KioskButton: View {
    var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    var subtitle: String? { didSet { if subtitle != oldValue { setNeedsDisplay() } } }
    var accent: Color { didSet { if accent != oldValue { setNeedsDisplay() } } }
    var font: Font = Palette.button
    /// Filled with the accent, or a dark card with an accent bar on the left.
    var filled: Bool { didSet { if filled != oldValue { setNeedsDisplay() } } }
    var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    var action: (() -> Void)?
    private(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    init(_ title: String, subtitle: String? = nil, accent: Color = Palette.action, filled: Bool = true, action: (() -> Void)? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.accent = accent
        self.filled = filled
        self.action = action
        super.init(frame: .zero)
        cornerRadius = 14
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        let dim: (Color) -> Color = { c in
            Color(r: UInt8(Float(c.r) * 0.7), g: UInt8(Float(c.g) * 0.7), b: UInt8(Float(c.b) * 0.7), a: c.a)
        }
        let base = filled ? accent : Palette.card
        let fill = !isEnabled ? Palette.neutral : (isHighlighted ? dim(base) : base)
        renderer.fillRoundedRect(bounds, radius: cornerRadius, color: fill)
        var textBox = bounds.insetBy(dx: 16, dy: 0)
        if !filled {
            renderer.strokeRoundedRect(bounds, radii: cornerRadii, width: 2, color: isHighlighted ? accent : Palette.cardBorder)
            renderer.fillRoundedRect(Rect(x: 10, y: 14, width: 6, height: max(0, bounds.height - 28)), radius: 3, color: accent)
            textBox = Rect(x: 30, y: 0, width: max(0, bounds.width - 46), height: bounds.height)
        }
        let color = isEnabled ? Palette.text : Palette.secondaryText
        let align: TextAlignment = filled ? .center : .left
        if let subtitle {
            let top = Rect(x: textBox.minX, y: bounds.height / 2 - 30, width: textBox.width, height: 32)
            let bottom = Rect(x: textBox.minX, y: bounds.height / 2 + 2, width: textBox.width, height: 24)
            renderer.drawText(title, font: font, color: color, in: top, alignment: align)
            renderer.drawText(subtitle, font: Palette.small, color: filled ? color : Palette.secondaryText, in: bottom, alignment: align)
        } else {
            renderer.drawText(title, font: font, color: color, in: textBox, alignment: align)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if isEnabled { isHighlighted = true }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled, let t = touches.first else { return }
        isHighlighted = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let fire = isEnabled && isHighlighted
        isHighlighted = false
        if fire { action?() }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = false
    }
}
