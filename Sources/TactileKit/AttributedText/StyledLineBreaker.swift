/// The characters of attributed text with the run each belongs to, and the measuring that
/// line breaking needs (widths of character ranges, summed per run).
struct StyledLineBreaker {
    let chars: [Character]
    /// The run index of each character.
    private let owners: [Int]
    private let runs: [StyledText.Run]
    private let fonts: [Font]
    private let defaultFont: Font
    let measure: StyledTextMeasure

    init(_ text: StyledText, defaultFont: Font, measure: StyledTextMeasure) {
        var chars: [Character] = [], owner: [Int] = []
        for (i, r) in text.runs.enumerated() {
            for c in r.text { chars.append(c); owner.append(i) }
        }
        self.chars = chars
        self.owners = owner
        runs = text.runs
        fonts = text.runs.map { $0.attributes.font ?? defaultFont }
        self.defaultFont = defaultFont
        self.measure = measure
    }

    func owner(_ i: Int) -> Int { owners.isEmpty ? 0 : owners[max(0, min(i, owners.count - 1))] }
    func runFont(_ run: Int) -> Font { fonts.indices.contains(run) ? fonts[run] : defaultFont }
    func runAttributes(_ run: Int) -> TextRunAttributes { runs.indices.contains(run) ? runs[run].attributes : TextRunAttributes() }
    func font(at i: Int) -> Font { runFont(owner(i)) }

    /// The same-run pieces of `range`.
    private func segments(_ range: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var s = range.lowerBound
        while s < range.upperBound {
            var e = s + 1
            while e < range.upperBound && owners[e] == owners[s] { e += 1 }
            out.append(s..<e)
            s = e
        }
        return out
    }

    private func segmentWidth(_ text: String, run: Int, count: Int) -> Float {
        measure.clean(measure.width(text, fonts[run]) + runs[run].attributes.kern * Float(count))
    }

    /// The width of characters `range`, run by run, kerning included.
    func width(_ range: Range<Int>) -> Float {
        segments(range).reduce(Float(0)) { $0 + segmentWidth(String(chars[$1]), run: owners[$1.lowerBound], count: $1.count) }
    }

    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var hi = range.upperBound
        while hi > range.lowerBound && chars[hi - 1] == " " { hi -= 1 }
        return range.lowerBound..<hi
    }

    /// Lines of `range` broken at spaces; a word longer than `width` breaks between characters.
    func wrapWords(_ range: Range<Int>, width: Float) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = range.lowerBound, lineWidth: Float = 0, i = range.lowerBound
        while i < range.upperBound {
            var j = i
            while j < range.upperBound && chars[j] == " " { j += 1 }
            var k = j
            while k < range.upperBound && chars[k] != " " { k += 1 }
            if k == j { i = k; continue }  // trailing spaces
            let spaceW = self.width(i..<j), wordW = self.width(j..<k)
            if i == lineStart {
                // An empty line: leading spaces count only at the paragraph's start.
                let from = i == range.lowerBound ? i : j
                let lead = i == range.lowerBound ? spaceW : 0
                if lead + wordW <= width {
                    lineStart = from
                    lineWidth = lead + wordW
                } else {
                    let parts = wrapChars(from..<k, width: width)
                    let last = parts.last ?? (from..<k)
                    lines.append(contentsOf: parts.dropLast())
                    lineStart = last.lowerBound
                    lineWidth = self.width(last)
                }
                i = k
            } else if lineWidth + spaceW + wordW <= width {
                lineWidth += spaceW + wordW
                i = k
            } else {
                lines.append(lineStart..<i)
                lineStart = j; lineWidth = 0; i = j
            }
        }
        lines.append(lineStart..<range.upperBound)
        return lines
    }

    /// Lines of `range` broken between any characters.
    func wrapChars(_ range: Range<Int>, width: Float) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = range.lowerBound, lineWidth: Float = 0
        for i in range {
            let w = self.width(i..<(i + 1))
            if i > lineStart && lineWidth + w > width {
                lines.append(lineStart..<i)
                lineStart = i; lineWidth = 0
            }
            lineWidth += w
        }
        lines.append(lineStart..<range.upperBound)
        return lines
    }
}
