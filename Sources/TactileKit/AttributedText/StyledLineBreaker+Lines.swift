extension StyledLineBreaker {
    /// The line showing characters `range`, with "…" after them when `ellipsis` is set (in
    /// the attributes of the last character shown, or of the first when none is).
    func line(_ range: Range<Int>, ellipsis: Bool) -> StyledLine {
        var line = StyledLine()
        var s = range.lowerBound
        while s < range.upperBound {
            var e = s + 1
            while e < range.upperBound && owner(e) == owner(s) { e += 1 }
            line.fragments.append(fragment(String(chars[s..<e]), run: owner(s), x: 0))
            s = e
        }
        if ellipsis {
            if line.fragments.isEmpty {
                line.fragments.append(fragment(TextLayout.ellipsis, run: owner(min(range.lowerBound, chars.count - 1)), x: 0))
            } else {
                let last = line.fragments.count - 1
                let run = owner(range.upperBound - 1)
                line.fragments[last] = fragment(line.fragments[last].text + TextLayout.ellipsis, run: run, x: 0)
            }
        }
        var x: Float = 0
        for i in line.fragments.indices {
            line.fragments[i].x = x
            x += line.fragments[i].width
        }
        line.width = x
        // Every font on the line shares the baseline; an empty line is as tall as the
        // font of the character where it sits.
        let fonts = line.fragments.isEmpty ? [font(at: range.lowerBound)] : line.fragments.map(\.font)
        var descent: Float = 0
        for f in fonts {
            let a = measure.clean(measure.ascent(f)), h = measure.clean(measure.lineHeight(f))
            line.ascent = max(line.ascent, a)
            descent = max(descent, h - a)
        }
        line.height = line.ascent + descent
        return line
    }

    /// The line showing as much of `range` as fits `width` with "…" after it (`force`: the
    /// ellipsis even when all of it fits, because text after it was dropped).
    func truncatedLine(_ range: Range<Int>, width: Float, force: Bool) -> StyledLine {
        if !force && self.width(range) <= width { return line(range, ellipsis: false) }
        var lo = 0, hi = range.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidate = line(trimmingTrailingSpaces(range.lowerBound..<(range.lowerBound + mid)), ellipsis: true)
            if candidate.width <= width { lo = mid } else { hi = mid - 1 }
        }
        let kept = trimmingTrailingSpaces(range.lowerBound..<(range.lowerBound + lo))
        let result = line(kept, ellipsis: true)
        return result.width <= width ? result : line(range.lowerBound..<range.lowerBound, ellipsis: false)
    }

    private func fragment(_ text: String, run: Int, x: Float) -> StyledLine.Fragment {
        let f = runFont(run)
        let kern = runAttributes(run).kern
        let w = measure.clean(measure.width(text, f) + kern * Float(text.count))
        return StyledLine.Fragment(text: text, attributes: runAttributes(run), font: f, x: x, width: w)
    }
}
