/// The wrapped lines of a ``TextView``: cluster ranges, laid out greedily at word boundaries,
/// and kept up to date per edit by re-wrapping only the lines the edit touched.
///
/// Wrapping is greedy and looks only forward, so a line that starts at a given offset is a
/// function of the text from there on. After an edit, wrapping restarts two lines before
/// the edit and stops as soon as a new line starts where an old one did (shifted by the
/// edit's length change) past the edit: every later line is the old one, shifted. A
/// keystroke in a megabyte of text re-wraps two or three lines and shifts the offsets of
/// the rest; nothing is measured again.
///
/// A "word" is looked at no further than ``maxWordLength`` clusters ahead, and a word too
/// long for a line is cut where the longest prefix fits (found by doubling, then halving),
/// so a megabyte without a space costs a few measurements per line, not per cluster. An edit
/// inside such a run moves every later cut of the run, so it re-wraps to the run's end (the
/// next space or line break); everywhere else an edit re-wraps a handful of lines.
struct TextLines {
    struct Line: Equatable {
        /// The first cluster.
        var start: Int
        /// The end of the shown clusters (a line break after it is not part of the line).
        var end: Int
    }

    /// The longest run of clusters treated as one word; longer runs are cut to the width.
    static let maxWordLength = 1024

    private(set) var lines: [Line] = [Line(start: 0, end: 0)]
    /// The width wrapped to.
    private(set) var width: Float = -1
    /// Lines produced by wrapping since creation (tests and the benchmark read it).
    private(set) var wrappedLines = 0
    /// Lines produced by the last ``update(_:replacing:newCount:measure:)`` or rebuild.
    private(set) var lastWrappedLines = 0

    /// Lays out all of `chars` at `width`.
    mutating func rebuild(_ chars: [Character], width: Float, measure: (ArraySlice<Character>) -> Float) {
        self.width = width
        lines.removeAll(keepingCapacity: true)
        var s = 0
        lastWrappedLines = 0
        while true {
            let (line, next) = wrapLine(from: s, chars, measure: measure)
            lines.append(line)
            guard let next else { break }
            s = next
        }
        lastWrappedLines = lines.count
        wrappedLines += lines.count
    }

    /// Updates after the clusters `old` of the previous text became `newCount` clusters of `chars`.
    mutating func update(_ chars: [Character], replacing old: Range<Int>, newCount: Int,
                         measure: (ArraySlice<Character>) -> Float) {
        let delta = newCount - old.count
        let oldCount = lines[lines.count - 1].end
        guard old.lowerBound >= 0, old.upperBound <= oldCount, chars.count == oldCount + delta else {
            rebuild(chars, width: width, measure: measure)
            return
        }
        let first = max(0, index(of: old.lowerBound) - 2)
        let editEnd = old.lowerBound + newCount
        var s = lines[first].start
        var fresh: [Line] = []
        var resume = lines.count  // the first old line kept (shifted)
        while true {
            let (line, next) = wrapLine(from: s, chars, measure: measure)
            fresh.append(line)
            guard let next else { break }
            s = next
            if s >= editEnd, let k = oldLine(startingAt: s - delta, after: first) {
                resume = k
                break
            }
        }
        lastWrappedLines = fresh.count
        wrappedLines += fresh.count
        if delta != 0 {
            for k in resume..<lines.count {
                lines[k].start += delta
                lines[k].end += delta
            }
        }
        lines.replaceSubrange(first..<resume, with: fresh)
    }

    /// The line holding offset `offset` (the last line for the end).
    func index(of offset: Int) -> Int { lines.lastIndex(startingAtOrBefore: offset, start: \.start) }

    private func oldLine(startingAt start: Int, after first: Int) -> Int? {
        let k = index(of: start)
        return k > first && lines[k].start == start ? k : nil
    }

    /// One greedy line from `s`: its range, and where the next line starts (`nil`: this is the last).
    private func wrapLine(from s: Int, _ chars: [Character], measure: (ArraySlice<Character>) -> Float) -> (Line, Int?) {
        let n = chars.count, maxW = max(1, width)
        var i = s, lineW: Float = 0
        while i < n {
            if chars[i] == "\n" { return (Line(start: s, end: i), i + 1) }
            // A word with its trailing spaces, looked at no further than maxWordLength.
            let limit = min(n, i + Self.maxWordLength)
            var wordEnd = i
            while wordEnd < limit && chars[wordEnd] != " " && chars[wordEnd] != "\n" { wordEnd += 1 }
            var j = wordEnd
            while j < limit && chars[j] == " " { j += 1 }
            let tooLong = wordEnd == limit && limit < n
            let trimmed = tooLong ? .infinity : measure(chars[i..<wordEnd])
            if !tooLong && (lineW + trimmed <= maxW || lineW == 0 && trimmed <= maxW) {
                lineW += j == wordEnd ? trimmed : measure(chars[i..<j])
                i = j
            } else if lineW > 0 {
                return (Line(start: s, end: i), i)
            } else {
                let k = longestFit(from: i, upTo: wordEnd, chars, width: maxW, measure: measure)
                return (Line(start: s, end: k), k)
            }
        }
        return (Line(start: s, end: n), nil)
    }

    /// The end of the longest run of clusters from `i` (at least one) that fits `width`.
    private func longestFit(from i: Int, upTo end: Int, _ chars: [Character], width: Float,
                            measure: (ArraySlice<Character>) -> Float) -> Int {
        var good = 1, step = 1
        // Double until a prefix does not fit, then halve back.
        while i + good < end {
            let next = min(end - i, good + step)
            if measure(chars[i..<(i + next)]) > width { break }
            good = next
            step *= 2
        }
        var lo = good, hi = min(end - i, good + step) - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(chars[i..<(i + mid)]) <= width { lo = mid } else { hi = mid - 1 }
        }
        return i + max(1, lo)
    }
}

extension Array {
    /// The last element whose `start` is at most `offset`, by binary search over elements
    /// sorted by `start` (0 when none is, or the array is empty): the line or run holding a
    /// text offset.
    func lastIndex(startingAtOrBefore offset: Int, start: (Element) -> Int) -> Int {
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if start(self[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
