internal import CSDL2

extension TextMetrics {
    /// The distance from the top of a line of `font` to its baseline, in points, without a
    /// renderer (attributed text puts runs of different fonts on one baseline).
    package static func ascent(of font: Font) -> Float {
        guard let f = handle(font) else { return font.size * 0.93 }
        return Float(TTF_FontAscent(f))
    }
}
