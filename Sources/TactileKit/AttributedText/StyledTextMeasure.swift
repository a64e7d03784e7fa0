/// What laying out attributed text needs to know of fonts: a string's width, a line's
/// height and its ascent, in points. Made from a ``TextMeasurer`` (the window's renderer,
/// else ``TextMetrics``) or, in tests, from plain closures.
struct StyledTextMeasure {
    var width: (String, Font) -> Float
    var lineHeight: (Font) -> Float
    var ascent: (Font) -> Float

    /// A width that is finite and not negative (a broken measurer draws nothing rather than
    /// trapping).
    func clean(_ w: Float) -> Float { w.isFinite ? max(0, w) : 0 }
}

extension TextMeasurer {
    /// This measurer's answers for attributed text.
    var styled: StyledTextMeasure {
        StyledTextMeasure(width: { width($0, font: $1) }, lineHeight: { lineHeight($0) },
                          ascent: { f in renderer?.ascent(of: f) ?? TextMetrics.ascent(of: f) })
    }
}
