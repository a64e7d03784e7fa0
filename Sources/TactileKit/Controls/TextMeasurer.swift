/// Measures text for a view: with its window's renderer when it has one (exact at the
/// output's pixel scale, answered by the text cache), else with ``TextMetrics``.
@MainActor
struct TextMeasurer {
    let renderer: Renderer?

    init(for view: View) {
        renderer = view.window?.context?.renderer
    }

    init(renderer: Renderer) {
        self.renderer = renderer
    }

    func width(_ text: String, font: Font) -> Float {
        renderer?.measureText(text, font: font).width ?? TextMetrics.size(of: text, font: font).width
    }

    func lineHeight(_ font: Font) -> Float {
        renderer?.lineHeight(of: font) ?? TextMetrics.lineHeight(of: font)
    }

    func lines(_ text: String, font: Font, maxWidth: Float?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> [String] {
        TextLayout.lines(for: text, maxWidth: maxWidth, maxLines: max(0, numberOfLines), lineBreakMode: lineBreakMode) {
            width($0, font: font)
        }
    }
}
