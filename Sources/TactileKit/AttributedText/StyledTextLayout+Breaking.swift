extension StyledTextLayout {
    /// Lays out `text` in lines no wider than `maxWidth` (`nil`, NaN or negative:
    /// unlimited), at most `maxLines` of them (0: unlimited), as ``TextLayout`` does plain
    /// text: words wrap (a word too long for a line breaks between characters), newlines
    /// start paragraphs, and the last allowed line ends in "…" when text is left over (in
    /// the font and colour of the character before it). Runs without a font use
    /// `defaultFont`.
    init(_ text: StyledText, defaultFont: Font, maxWidth: Float?, maxLines: Int, lineBreakMode: LineBreakMode,
         measure: StyledTextMeasure) {
        self.init()
        lineSpacing = text.paragraph?.lineSpacing ?? 0
        guard !text.isEmpty else { return }
        let b = StyledLineBreaker(text, defaultFont: defaultFont, measure: measure)
        let width = maxWidth.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let maxLines = max(0, maxLines)
        var ranges: [Range<Int>] = []
        var truncated = false
        var start = 0
        let count = b.chars.count
        paragraphs: while start <= count {
            let end = b.chars[start...].firstIndex(where: \.isNewline) ?? count
            var pieces: [Range<Int>]
            switch lineBreakMode {
            case .byWordWrapping: pieces = width.map { b.wrapWords(start..<end, width: $0) } ?? [start..<end]
            case .byCharWrapping: pieces = width.map { b.wrapChars(start..<end, width: $0) } ?? [start..<end]
            case .byClipping, .byTruncatingTail: pieces = [start..<end]
            }
            if pieces.isEmpty { pieces = [start..<end] }
            for piece in pieces {
                if maxLines > 0 && ranges.count == maxLines { truncated = true; break paragraphs }
                ranges.append(lineBreakMode == .byWordWrapping ? b.trimmingTrailingSpaces(piece) : piece)
            }
            start = end + 1
        }
        for (i, range) in ranges.enumerated() {
            let isLast = i == ranges.count - 1
            let force = isLast && truncated
            guard let width, lineBreakMode != .byClipping, force || b.width(range) > width,
                  lineBreakMode != .byCharWrapping || force else {
                lines.append(b.line(range, ellipsis: false))
                continue
            }
            lines.append(b.truncatedLine(range, width: width, force: force))
        }
    }
}
