import Tactile

/// One line of text (stands in for `Label` until the controls land).
@MainActor
final class TextView: View {
    var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    var font: Font { didSet { if font != oldValue { setNeedsDisplay() } } }
    var textColor: Color { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    var alignment: TextAlignment { didSet { if alignment != oldValue { setNeedsDisplay() } } }

    init(_ text: String = "", font: Font = Palette.body, color: Color = Palette.text, alignment: TextAlignment = .left) {
        self.text = text
        self.font = font
        self.textColor = color
        self.alignment = alignment
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.drawText(text, font: font, color: textColor, in: bounds, alignment: alignment)
    }
}
