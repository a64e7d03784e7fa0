import Foundation

/// Attributed text as Tactile keeps it: runs of a string with their ``TextRunAttributes``,
/// adjacent runs with equal attributes merged. Made from an `NSAttributedString` or an
/// `AttributedString` (Tactile's scope), and turned back into an `NSAttributedString` for
/// UIKit's getters.
///
/// At most ``maximumLength`` characters are kept: longer text is cut there and ends in
/// "…" (with one diagnostic), so that a label given a million characters sizes and draws in
/// milliseconds (as ``Label/maximumDisplayedLength``).
struct StyledText: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        var text: String
        var attributes: TextRunAttributes
    }

    private(set) var runs: [Run] = []

    /// The most characters kept (as ``Label/maximumDisplayedLength``).
    static let maximumLength = Label.maximumDisplayedLength

    init() {}

    init(runs: [Run]) {
        for r in runs { append(r.text, r.attributes) }
    }

    /// The plain string.
    var string: String { runs.map(\.text).joined() }
    var isEmpty: Bool { runs.isEmpty }

    /// The paragraph values of the first run (UIKit: the first paragraph's style).
    var paragraph: TextRunAttributes.ParagraphValues? { runs.first?.attributes.paragraph }

    /// Appends text, merging with the last run when the attributes are equal; stops at
    /// ``maximumLength`` characters.
    mutating func append(_ text: String, _ attributes: TextRunAttributes) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text: text, attributes: attributes))
        }
    }

    /// Cuts the text to ``maximumLength`` characters, ending in "…"; reports once when it
    /// cut. `alreadyCut`: the reader stopped early (the text goes on), so the end is marked.
    mutating func limit(_ source: String, alreadyCut: Bool = false) {
        var left = Self.maximumLength
        var out: [Run] = []
        for var r in runs {
            // utf8.count bounds the character count from above: short runs need no walk.
            if r.text.utf8.count > left {
                let head = r.text.prefix(left)
                if head.endIndex != r.text.endIndex {
                    r.text = String(head) + TextLayout.ellipsis
                    out.append(r)
                    Diagnostics.report("attributed text: \(source) longer than \(Self.maximumLength) characters is cut there")
                    runs = out
                    return
                }
            }
            left -= r.text.count
            out.append(r)
        }
        if alreadyCut, !out.isEmpty {
            out[out.count - 1].text += TextLayout.ellipsis
            Diagnostics.report("attributed text: \(source) longer than \(Self.maximumLength) characters is cut there")
        }
        runs = out
    }
}
