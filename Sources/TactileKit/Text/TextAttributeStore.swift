/// The attributes of a rich ``TextView``'s clusters: one small index per cluster into a
/// palette of the distinct ``TextRunAttributes`` (a note has a handful), so that an edit is a
/// replacement in an `Int32` array, as the text's own.
struct TextAttributeStore {
    private(set) var palette: [TextRunAttributes] = [TextRunAttributes()]
    private(set) var indices: [Int32] = []

    /// The number of clusters described.
    var count: Int { indices.count }

    /// The attributes of cluster `i` (the plain ones outside the text).
    func attributes(at i: Int) -> TextRunAttributes {
        indices.indices.contains(i) ? palette[Int(indices[i])] : palette[0]
    }

    /// The palette index of cluster `i` (0, the plain attributes, outside the text).
    func index(at i: Int) -> Int32 { indices.indices.contains(i) ? indices[i] : 0 }

    /// Calls `body` with each run of clusters in `range` that share attributes, in order.
    func forEachRun(in range: Range<Int>, _ body: (Range<Int>, TextRunAttributes) -> Void) {
        var i = range.lowerBound
        while i < range.upperBound {
            let idx = index(at: i)
            var j = i + 1
            while j < range.upperBound && index(at: j) == idx { j += 1 }
            body(i..<j, attributes(at: i))
            i = j
        }
    }

    /// The palette entry for `a`, added when new.
    mutating func index(of a: TextRunAttributes) -> Int32 {
        if let i = palette.firstIndex(of: a) { return Int32(i) }
        if palette.count >= 4096 { compact() }
        palette.append(a)
        return Int32(palette.count - 1)
    }

    /// Clusters `range` became `count` clusters with attributes `a` (the range is clamped).
    mutating func replace(_ range: Range<Int>, count: Int, with a: TextRunAttributes) {
        let lo = min(max(0, range.lowerBound), indices.count), hi = min(max(lo, range.upperBound), indices.count)
        let i = index(of: a)
        indices.replaceSubrange(lo..<hi, with: repeatElement(i, count: max(0, count)))
    }

    /// Sets the attributes of `range` (clamped) to `a`.
    mutating func set(_ a: TextRunAttributes, in range: Range<Int>) {
        let lo = min(max(0, range.lowerBound), indices.count), hi = min(max(lo, range.upperBound), indices.count)
        guard lo < hi else { return }
        let i = index(of: a)
        for k in lo..<hi { indices[k] = i }
    }

    /// Sets every cluster's palette index (made with ``index(of:)``).
    mutating func set(indices new: [Int32]) { indices = new }

    /// Every cluster of a text of `count` clusters takes `a`.
    mutating func reset(count: Int, with a: TextRunAttributes) {
        palette = [TextRunAttributes()]
        indices = Array(repeating: index(of: a), count: max(0, count))
    }

    /// Applies `change` to every palette entry (UIKit's `font`/`textColor` setters reach the
    /// whole text).
    mutating func modifyAll(_ change: (inout TextRunAttributes) -> Void) {
        for k in palette.indices { change(&palette[k]) }
    }

    /// Whether some cluster carries an attachment.
    var hasAttachments: Bool { palette.contains { $0.attachment != nil } }

    /// Drops palette entries no cluster uses.
    private mutating func compact() {
        var map = [Int32](repeating: -1, count: palette.count)
        var kept: [TextRunAttributes] = [palette[0]]
        map[0] = 0
        for k in indices.indices {
            let old = Int(indices[k])
            if map[old] < 0 { map[old] = Int32(kept.count); kept.append(palette[old]) }
            indices[k] = map[old]
        }
        palette = kept
    }
}
