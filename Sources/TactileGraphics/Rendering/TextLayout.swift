/// Horizontal alignment of text in its box.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    case left, center, right
}

/// Vertical placement of text in its box.
public enum VerticalAlignment: String, Sendable, Hashable, Codable {
    case top, center, bottom
}

/// How text that does not fit is broken and cut, as `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, Codable {
    /// Wrap at word boundaries (long words break between characters); the last allowed
    /// line is cut with an ellipsis when text remains.
    case byWordWrapping
    /// Wrap between any characters.
    case byCharWrapping
    /// One line per paragraph, cut at the edge.
    case byClipping
    /// One line per paragraph, ending in "…" when cut.
    case byTruncatingTail
}

/// Breaks text into lines that fit a width, with an ellipsis when it is cut.
///
/// Pure logic over a measuring function, so it is tested without SDL and used by both the
/// ``Renderer`` and `Label` (which caches the result until its text or width changes).
package enum TextLayout {
    /// The ellipsis appended to cut text.
    public static let ellipsis = "…"

    /// Lays out `text` in lines no wider than `maxWidth` (`nil`: unlimited), at most
    /// `maxLines` of them (0: unlimited). `measure` returns a string's width.
    public static func lines(for text: String, maxWidth: Float?, maxLines: Int, lineBreakMode: LineBreakMode,
                             measure: (String) -> Float) -> [String] {
        let width = maxWidth.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        var truncated = false
        paragraphLoop: for paragraph in paragraphs {
            var pieces: [String]
            switch lineBreakMode {
            case .byWordWrapping:
                pieces = width.map { wrapWords(paragraph, width: $0, measure: measure) } ?? [paragraph]
            case .byCharWrapping:
                pieces = width.map { wrapChars(paragraph, width: $0, measure: measure) } ?? [paragraph]
            case .byClipping, .byTruncatingTail:
                pieces = [paragraph]
            }
            if pieces.isEmpty { pieces = [""] }
            for piece in pieces {
                if maxLines > 0 && out.count == maxLines { truncated = true; break paragraphLoop }
                out.append(piece)
            }
        }
        guard let width, lineBreakMode != .byClipping else { return out }
        // Cut lines that are still too wide, and mark the last line when text was dropped.
        for i in out.indices {
            let isLast = i == out.count - 1
            if measure(out[i]) > width || (isLast && truncated) {
                if lineBreakMode == .byCharWrapping && !(isLast && truncated) { continue }
                out[i] = truncate(out[i], width: width, forceEllipsis: isLast && truncated, measure: measure)
            }
        }
        return out
    }

    /// The longest prefix of `line` that fits `width` with an ellipsis after it.
    public static func truncate(_ line: String, width: Float, forceEllipsis: Bool = false,
                                measure: (String) -> Float) -> String {
        if !forceEllipsis && measure(line) <= width { return line }
        let chars = Array(line)
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidate = trimmedEnd(String(chars[0..<mid])) + ellipsis
            if measure(candidate) <= width { lo = mid } else { hi = mid - 1 }
        }
        if lo == 0 { return measure(ellipsis) <= width ? ellipsis : "" }
        return trimmedEnd(String(chars[0..<lo])) + ellipsis
    }

    static func trimmedEnd(_ s: String) -> String {
        var t = Substring(s)
        while t.last == " " { t = t.dropLast() }
        return String(t)
    }

    static func wrapWords(_ paragraph: String, width: Float, measure: (String) -> Float) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.isEmpty { return [""] }
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = "" }
            if measure(word) <= width {
                current = word
            } else {
                var parts = wrapChars(word, width: width, measure: measure)
                current = parts.popLast() ?? ""
                lines.append(contentsOf: parts)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func wrapChars(_ paragraph: String, width: Float, measure: (String) -> Float) -> [String] {
        var lines: [String] = []
        var current = ""
        for ch in paragraph {
            let candidate = current + String(ch)
            if !current.isEmpty && measure(candidate) > width {
                lines.append(current)
                current = ch == " " ? "" : String(ch)
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }
}
