/// One line of text cut into short runs (a word with its trailing space, or at most
/// ``maxRunLength`` clusters), each measured once and drawn as its own cached texture.
///
/// An edit re-measures (and the next frame rasterises) only the runs it touched; the runs
/// after it just shift. The caret's x is the start of its run plus the measured width of
/// the run's prefix, so a keystroke in a 10,000-character field measures a few short
/// strings instead of the whole line.
///
/// A run's width (where the next run starts) comes from `advance` when given: the run's
/// shaped advance with sub-pixel precision, so that rounding at the seams does not add up
/// and the caret stays within a pixel of the whole line shaped at once (kerning across a
/// seam is the only thing lost: at most a pixel at that seam).
struct TextRuns {
    struct Run {
        var start: Int
        var count: Int
        var text: String
        var width: Float
        var x: Float
        var end: Int { start + count }
    }

    static let maxRunLength = 24

    private(set) var runs: [Run] = []
    /// Clusters covered.
    private(set) var count = 0
    /// Measure calls made (tests and the benchmark read it).
    private(set) var measurements = 0

    var totalWidth: Float { runs.last.map { $0.x + $0.width } ?? 0 }

    /// Lays out all of `chars` from scratch.
    mutating func rebuild(_ chars: [Character], measure: (String) -> Float, advance: ((String) -> Float)? = nil) {
        runs.removeAll(keepingCapacity: true)
        if let advance {
            runs.append(contentsOf: split(chars, 0..<chars.count, measure: advance))
        } else {
            runs.append(contentsOf: split(chars, 0..<chars.count, measure: measure))
        }
        count = chars.count
        recomputeX(from: 0)
    }

    /// Updates after `old` clusters of the previous text became `newCount` clusters of `chars`.
    mutating func update(_ chars: [Character], replacing old: Range<Int>, newCount: Int, measure: (String) -> Float,
                         advance: ((String) -> Float)? = nil) {
        let delta = newCount - old.count
        guard !runs.isEmpty, old.lowerBound <= count, old.upperBound <= count, chars.count == count + delta else {
            rebuild(chars, measure: measure, advance: advance)
            return
        }
        // Runs touching the edit, one cluster of margin each side (a space typed or deleted
        // changes where a word's run ends).
        let a = runIndex(containing: max(0, old.lowerBound - 1))
        let b = runIndex(containing: min(count - 1, old.upperBound))
        let lo = runs[a].start, oldHi = runs[b].end
        let newHi = oldHi + delta
        var replacement: [Run] = []
        if lo < newHi {
            if let advance { replacement = split(chars, lo..<newHi, measure: advance) } else { replacement = split(chars, lo..<newHi, measure: measure) }
        }
        runs.replaceSubrange(a...b, with: replacement)
        for i in (a + replacement.count)..<runs.count { runs[i].start += delta }
        count = chars.count
        recomputeX(from: a)
    }

    private mutating func split(_ chars: [Character], _ range: Range<Int>, measure: (String) -> Float) -> [Run] {
        var out: [Run] = []
        var s = range.lowerBound
        while s < range.upperBound {
            var e = s
            while e < range.upperBound && e - s < Self.maxRunLength {
                let c = chars[e]
                e += 1
                if c == " " { break }
            }
            let text = String(chars[s..<e])
            measurements += 1
            out.append(Run(start: s, count: e - s, text: text, width: sanitize(measure(text)), x: 0))
            s = e
        }
        return out
    }

    private func sanitize(_ w: Float) -> Float { w.isFinite ? max(0, w) : 0 }

    private mutating func recomputeX(from i: Int) {
        guard i < runs.count else { return }
        var x: Float = i > 0 ? runs[i - 1].x + runs[i - 1].width : 0
        for k in i..<runs.count {
            runs[k].x = x
            x += runs[k].width
        }
    }

    /// The run holding cluster `i` (the last run for the end offset).
    func runIndex(containing i: Int) -> Int { runs.lastIndex(startingAtOrBefore: i, start: \.start) }

    /// The x of the boundary before cluster `offset`, measuring only within its run.
    mutating func x(at offset: Int, _ chars: [Character], measure: (String) -> Float) -> Float {
        guard !runs.isEmpty else { return 0 }
        if offset >= count { return totalWidth }
        if offset <= 0 { return 0 }
        let r = runs[runIndex(containing: offset)]
        if offset == r.start { return r.x }
        measurements += 1
        return r.x + sanitize(measure(String(chars[r.start..<offset])))
    }

    /// The boundary nearest to `x`.
    mutating func offset(atX x: Float, _ chars: [Character], measure: (String) -> Float) -> Int {
        guard !runs.isEmpty, x > 0 else { return 0 }
        if x >= totalWidth { return count }
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].x <= x { lo = mid } else { hi = mid - 1 }
        }
        let r = runs[lo]
        var prev: Float = r.x
        for i in (r.start + 1)...r.end {
            let xi = i == r.end ? r.x + r.width : r.x + sanitize(measure(String(chars[r.start..<i])))
            measurements += 1
            if xi >= x { return (x - prev) < (xi - x) ? i - 1 : i }
            prev = xi
        }
        return r.end
    }

    /// The runs intersecting `[minX, maxX)`, by index.
    func visibleRange(minX: Float, maxX: Float) -> Range<Int> {
        guard !runs.isEmpty else { return 0..<0 }
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].x <= minX { lo = mid } else { hi = mid - 1 }
        }
        var end = lo
        while end < runs.count && runs[end].x < maxX { end += 1 }
        return lo..<max(lo, end)
    }
}
