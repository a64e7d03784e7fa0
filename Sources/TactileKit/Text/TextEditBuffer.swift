/// Editable text as grapheme clusters (Swift `Character`s), with a caret and a selection
/// that can only sit between clusters, and an undo history.
///
/// Positions are cluster offsets (0...count). An edit re-forms clusters only around the
/// place it changed, so "e" followed by a typed combining acute becomes one "é", and
/// deleting backwards removes a whole emoji (ZWJ sequence, flag, skin tone) at once.
struct TextEditBuffer: Sendable {
    /// The clusters.
    public private(set) var characters: [Character] = []
    /// Where a selection started (equal to ``caret`` when nothing is selected).
    public private(set) var anchor = 0
    /// The caret: the moving end of the selection.
    public private(set) var caret = 0

    /// What one edit changed, in cluster offsets: `range` of the old text became
    /// `newCount` clusters.
    public struct Change: Hashable, Sendable {
        /// The clusters of the old text that changed.
        public var range: Range<Int>
        /// How many clusters replaced them.
        public var newCount: Int
        /// Exactly the clusters replaced when no cluster re-formed at the seams (``range`` then
        /// also covers unchanged neighbours), else `nil`.
        public var replaced: Range<Int>? = nil
        /// How many clusters replaced ``replaced``.
        public var insertedCount = 0
    }

    private struct UndoStep: Sendable {
        var location: Int
        var removed: [Character]
        var insertedCount: Int
        var anchor: Int
        var caret: Int
    }
    private var undoStack: [UndoStep] = []
    /// The most edits ``undo()`` can take back.
    public static let undoLimit = 100

    /// Creates a buffer holding `text`, the caret at the end.
    public init(_ text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    /// The text.
    public var text: String { String(characters) }
    /// The number of clusters.
    public var count: Int { characters.count }
    /// The selected range (empty at the caret when nothing is selected).
    public var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    /// Whether a range is selected.
    public var hasSelection: Bool { anchor != caret }
    /// Whether ``undo()`` has something to take back.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// Replaces all the text (no undo), caret at the end.
    public mutating func setText(_ text: String) {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
        undoStack.removeAll()
    }

    /// Places the caret (collapsing the selection), or with `extending` moves only the
    /// caret end of the selection. Offsets are clamped.
    public mutating func setCaret(_ offset: Int, extending: Bool = false) {
        caret = clamp(offset)
        if !extending { anchor = caret }
    }

    /// Sets both ends of the selection (clamped): `anchor` stays, `caret` moves.
    public mutating func setSelection(anchor: Int, caret: Int) {
        self.anchor = clamp(anchor)
        self.caret = clamp(caret)
    }

    /// Selects `range` (clamped); the caret goes to its end.
    public mutating func select(_ range: Range<Int>) {
        anchor = clamp(range.lowerBound)
        caret = clamp(range.upperBound)
    }

    private func clamp(_ i: Int) -> Int { min(max(0, i), characters.count) }

    /// Replaces `range` with `string`, re-forming clusters at the seams; the caret goes after
    /// the inserted text. Returns the change (for incremental layout).
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with string: String, recordUndo: Bool = true) -> Change {
        let lo = clamp(range.lowerBound), hi = max(lo, clamp(range.upperBound))
        let inserted = Array(string)
        if recordUndo {
            undoStack.append(UndoStep(location: lo, removed: Array(characters[lo..<hi]), insertedCount: inserted.count,
                                      anchor: anchor, caret: caret))
            if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
        }
        characters.replaceSubrange(lo..<hi, with: inserted)
        // Re-form clusters around both seams: a couple of clusters each side, and the whole
        // run of regional indicators (flags pair up from the left).
        var wlo = max(0, lo - 2)
        while wlo > 0 && characters[wlo - 1].isRegionalIndicator { wlo -= 1 }
        let insertedEnd = lo + inserted.count
        let whi = min(characters.count, insertedEnd + 2)
        var caretAfter = insertedEnd
        var windowEnd = whi
        var reformedSeam = false
        if wlo < whi {
            let window = characters[wlo..<whi]
            let reformed = Array(String(window))
            if !reformed.elementsEqual(window) {
                let before = String(characters[wlo..<insertedEnd]).count
                characters.replaceSubrange(wlo..<whi, with: reformed)
                windowEnd = wlo + reformed.count
                caretAfter = min(wlo + before, windowEnd)
                reformedSeam = true
            }
        }
        anchor = caretAfter
        caret = caretAfter
        // Old [wlo, hi + what followed the insertion in the window) became new [wlo, windowEnd).
        return Change(range: min(wlo, lo)..<(hi + (whi - insertedEnd)), newCount: windowEnd - min(wlo, lo),
                      replaced: reformedSeam ? nil : lo..<hi, insertedCount: inserted.count)
    }

    /// Takes the last edit back; returns the change, or `nil` when there is nothing to undo.
    @discardableResult
    public mutating func undo() -> Change? {
        guard let step = undoStack.popLast() else { return nil }
        // Clusters re-formed at a seam can make the text shorter than the step remembers.
        let loc = min(step.location, characters.count)
        let end = min(characters.count, loc + step.insertedCount)
        let change = replace(loc..<end, with: String(step.removed), recordUndo: false)
        anchor = clamp(step.anchor)
        caret = clamp(step.caret)
        return change
    }

    /// The offset one cluster before `i` (0 stays 0).
    public func offset(before i: Int) -> Int { max(0, min(i, characters.count) - 1) }
    /// The offset one cluster after `i`.
    public func offset(after i: Int) -> Int { min(characters.count, max(0, i) + 1) }

    /// The word around offset `i` (letters, digits and `_`), or the single other cluster
    /// there: what a double tap selects.
    public func wordRange(at i: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        var p = clamp(i)
        if p == characters.count || (!characters[p].isWordCharacter && p > 0 && characters[p - 1].isWordCharacter) { p -= 1 }
        guard characters[p].isWordCharacter else { return p..<(p + 1) }
        var lo = p, hi = p + 1
        while lo > 0 && characters[lo - 1].isWordCharacter { lo -= 1 }
        while hi < characters.count && characters[hi].isWordCharacter { hi += 1 }
        return lo..<hi
    }
}

extension Character {
    var isWordCharacter: Bool { isLetter || isNumber || self == "_" }
    var isRegionalIndicator: Bool {
        guard let s = unicodeScalars.first else { return false }
        return (0x1F1E6...0x1F1FF).contains(s.value)
    }
}

extension TextEditBuffer {
    /// Whether the next letter typed at the caret should be a capital under `type`: at the
    /// start, after a space (`.words`) or a line break, or after a sentence's end and a space.
    public func wantsCapital(_ type: AutocapitalizationType) -> Bool {
        let before = characters[..<caret]
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last.map { $0 == " " || $0 == "\n" } ?? true
        case .sentences:
            guard let i = before.lastIndex(where: { $0 != " " }) else { return true }
            return before[i] == "\n" || (before.last == " " && ".!?".contains(before[i]))
        }
    }
}
