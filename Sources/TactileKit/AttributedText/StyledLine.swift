/// One laid-out line of attributed text: pieces of runs placed left to right on a shared
/// baseline.
struct StyledLine: Hashable, Sendable {
    /// A piece of one run on this line.
    struct Fragment: Hashable, Sendable {
        var text: String
        var attributes: TextRunAttributes
        /// The font used (the run's, or the view's).
        var font: Font
        /// Where the piece starts, from the line's start, in points.
        var x: Float
        /// Its width, kerning included.
        var width: Float
    }

    var fragments: [Fragment] = []
    /// The sum of the fragments' widths.
    var width: Float = 0
    /// The tallest ascent on the line: the baseline's distance from the line's top.
    var ascent: Float = 0
    /// Ascent plus the deepest descent.
    var height: Float = 0
}

/// Attributed text laid out in lines for a width.
struct StyledTextLayout: Hashable, Sendable {
    var lines: [StyledLine] = []
    /// Extra points between lines (the paragraph style's).
    var lineSpacing: Float = 0

    /// The widest line and the lines' heights with spacing between them.
    var size: Size {
        let w = lines.reduce(Float(0)) { max($0, $1.width) }
        let h = lines.reduce(Float(0)) { $0 + $1.height } + lineSpacing * Float(max(0, lines.count - 1))
        return Size(width: w, height: h)
    }
}
