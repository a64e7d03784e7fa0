import Tactile

/// The kiosk's buttons and labels, made from the engine's controls with the panel's look.
@MainActor
enum Widgets {
    /// A large filled button.
    static func button(_ title: String, color: Color, font: Font = Palette.button) -> Button {
        let b = Button(title: title)
        b.setBackgroundColor(color, for: .normal)
        b.setBackgroundColor(Palette.neutral, for: .disabled)
        b.setTitleColor(Palette.text, for: .normal)
        b.setTitleColor(Palette.secondaryText, for: .disabled)
        b.titleLabel.font = font
        b.cornerRadius = 14
        return b
    }

    /// A dark button with a coloured accent bar on its left.
    static func accentButton(_ title: String, accent: Color, font: Font = Palette.body) -> StyledButton {
        let b = StyledButton(title: title)
        b.cornerRadius = 14
        b.accentWidth = 8
        b.setAccentColor(accent, for: .normal)
        b.setAccentColor(Palette.neutral, for: .disabled)
        b.setBackgroundColor(Palette.card, for: .normal)
        b.setTitleColor(Palette.text, for: .normal)
        b.setTitleColor(Palette.secondaryText, for: .disabled)
        b.borderWidth = 2
        b.setBorderColor(Palette.cardBorder, for: .normal)
        b.setBorderColor(accent, for: .highlighted)
        b.titleLabel.font = font
        return b
    }

    /// A one-line label.
    static func label(_ text: String, font: Font = Palette.body, color: Color = Palette.text,
                      alignment: TextAlignment = .left) -> Label {
        let l = Label(text: text, font: font, color: color)
        l.textAlignment = alignment
        return l
    }

    /// Runs `body` when the button is tapped.
    static func onTap(_ button: Button, _ body: @escaping @MainActor () -> Void) {
        button.addAction(for: .primaryActionTriggered) { _ in body() }
    }
}
