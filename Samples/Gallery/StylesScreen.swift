import Tactile

/// Styled buttons in every state, and the theme's named styles.
@MainActor
final class StylesScreen: GalleryScreen {
    override init(frame: Rect) {
        super.init(frame: frame)
        func styled(_ title: String, configure: (StyledButton) -> Void = { _ in }) -> View {
            let b = StyledButton(title: title)
            configure(b)
            return b
        }
        let states = row([
            labelled("normal", styled("Normal")),
            labelled("highlighted", styled("Pressed") { $0.isHighlighted = true; $0.isUserInteractionEnabled = false }),
            labelled("selected", styled("Selected") { $0.isSelected = true }),
            labelled("disabled", styled("Disabled") { $0.isEnabled = false }),
        ], adaptive: true)
        let named = row([
            labelled("style \"primary\"", styled("Primary") { $0.styleName = "primary" }),
            labelled("style \"danger\"", styled("Danger") { $0.styleName = "danger" }),
            labelled("code: radius 24, border", styled("Custom") {
                $0.cornerRadius = 24
                $0.accentWidth = 24
                $0.borderWidth = 2
                $0.setBorderColor(Color("#F39C12"), for: .normal)
                $0.setAccentColor(Color("#E74C3C"), for: .normal)
                $0.setAccentColor(Color("#C0392B"), for: .highlighted)
            }),
            labelled("plain Button", { let b = Button(title: "Button"); b.minimumHeight = 48; return b }()),
        ], adaptive: true)
        let toggle = StyledButton(title: "Tap to select")
        toggle.addAction(for: .primaryActionTriggered) { c in
            c.isSelected.toggle()
            c.setTitle(c.isSelected ? "Selected — tap again" : "Tap to select", for: .normal)
        }
        stack.addArrangedSubview(caption("StyledButton: corner radius, left accent cut by the corners, per-state colours."))
        stack.addArrangedSubview(states)
        stack.addArrangedSubview(named)
        stack.addArrangedSubview(toggle)
        stack.addArrangedSubview(Spacer())
    }

    private func labelled(_ text: String, _ view: View) -> View {
        let s = StackView(arrangedSubviews: [view, caption(text)], axis: .vertical, spacing: 4)
        return s
    }
}
