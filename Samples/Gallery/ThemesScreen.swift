import Tactile

/// Switches the theme of the whole gallery, live; a broken file shows its error and the
/// theme stays.
@MainActor
final class ThemesScreen: GalleryScreen {
    let status = Label(text: "")

    override init(frame: Rect) {
        super.init(frame: frame)
        status.numberOfLines = 0
        status.text = "Current theme: \(Theme.default.name)"
        let choices = row(["Default", "Dark", "Warm", "Broken"].map { name in
            let b = Button(title: name)
            b.styleName = "primary"
            b.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.choose(name) }
            return b
        }, adaptive: false)
        let preview = StyledButton(title: "Styled")
        let sw = Switch()
        sw.setOn(true)
        let slider = Slider()
        slider.value = 0.6
        sw.accessibilityLabel = "Sample switch"
        slider.accessibilityLabel = "Sample slider"
        let previewRow = StackView(arrangedSubviews: [preview, sw, slider], axis: .horizontal, spacing: 16)
        previewRow.alignment = .center
        let sample = Label(text: "Every screen restyles at once: type styles, style names, per-state colours.")
        sample.numberOfLines = 0
        stack.addArrangedSubview(caption("Themes are JSON files (Resources/Themes); the default one is built in."))
        stack.addArrangedSubview(choices)
        stack.addArrangedSubview(card([status]))
        stack.addArrangedSubview(card([previewRow, sample]))
        stack.addArrangedSubview(Spacer())
    }

    private func choose(_ name: String) {
        guard let window else { return }
        do {
            switch name {
            case "Default": window.theme = .default
            case "Dark": try window.loadTheme(contentsOfFile: "Resources/Themes/dark.json")
            case "Warm": try window.loadTheme(contentsOfFile: "Resources/Themes/warm.json")
            default:
                // A deliberately malformed theme: the error names file, line and property.
                let broken = "{\n  \"name\": \"broken\",\n  \"types\": {\n    \"Button\": { \"cornerRadius\": \"round\" }\n  }\n}"
                window.theme = try Theme(json: broken, file: "broken.json")
            }
            status.text = "Current theme: \(window.theme.name)"
        } catch {
            status.text = "Error: \(error)\nKept theme: \(window.theme.name)"
        }
    }
}
