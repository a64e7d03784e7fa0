import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A TextView's lines are re-wrapped per edit only where the edit touched them
/// (issue 22 item 3): the work per keystroke does not grow with the text.
@MainActor
@Suite struct TextLinesTests {
    /// A width function without SDL: 7 points per cluster, 3 per space.
    static func measure(_ s: ArraySlice<Character>) -> Float { s.reduce(0) { $0 + ($1 == " " ? 3 : 7) } }

    /// Prose with paragraphs, as the benchmark types into.
    static func prose(_ n: Int) -> String {
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
        // Counted as it grows (ASCII: one Character a byte); `s.count` each time was quadratic.
        var s = "", length = 0, i = 0
        while length < n {
            let piece = words[(i * 7) % words.count] + (i % 53 == 52 ? "\n" : " ")
            s += piece; length += piece.utf8.count; i += 1
        }
        return String(s.prefix(n))
    }

    @Test func seededEditsGiveTheSameLinesAsWrappingEverything() {
        var rng = SeededGenerator(seed: 22)
        var buffer = TextEditBuffer(Self.prose(3_000) + String(repeating: "x", count: 700) + " end")
        var lines = TextLines()
        lines.rebuild(buffer.characters, width: 180, measure: Self.measure)
        let pieces = ["a", " ", "\n", "", "word ", "longlonglonglonglonglonglonglonglong", "  ", "e\u{301}", "🇫🇷", "\n\n"]
        for step in 0..<FuzzScale.size(2_000, default: 600) {
            let n = buffer.count
            let lo = Int.random(in: 0...n, using: &rng)
            let hi = min(n, lo + (Bool.random(using: &rng) ? 0 : Int.random(in: 0...12, using: &rng)))
            let change = buffer.replace(lo..<hi, with: pieces.randomElement(using: &rng)!)
            lines.update(buffer.characters, replacing: change.range, newCount: change.newCount, measure: Self.measure)
            var full = TextLines()
            full.rebuild(buffer.characters, width: 180, measure: Self.measure)
            #expect(lines.lines == full.lines, "step \(step): edit at \(lo)..<\(hi)")
            if lines.lines != full.lines { return }
        }
    }

    @Test func aKeystrokeInALongTextRewrapsAFewLines() {
        let tv = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        // More than a field holds (100,000); 200,000 at full scale.
        let n = FuzzScale.size(200_000, default: 110_000)
        tv.text = Self.prose(n)
        #expect(tv.characters.count == n, "a text view holds more than a field (was cut at 100,000)")
        #expect(tv.lineTexts.joined(separator: "").count <= n)
        tv.selectedClusterRange = n / 2..<n / 2
        let before = tv.wrappedLineCount
        for k in 0..<20 {
            if k % 3 == 2 { tv.deleteBackward() } else { tv.insertText("q") }
        }
        tv.insertText(" \n")
        let wrapped = tv.wrappedLineCount - before
        #expect(wrapped <= 21 * 6, "lines wrapped by 21 edits: \(wrapped)")
        // And the lines are what wrapping everything gives.
        let incremental = tv.lineTexts
        tv.text = tv.text
        #expect(tv.lineTexts == incremental)
    }

    @Test func aMegabyteWithoutSpacesIsCutInLines() {
        let tv = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        // 1,000 paragraphs of 1,000 clusters with no space (250 by default, a quarter
        // megabyte): each is cut where the width ends.
        let paragraphs = FuzzScale.size(1_000, default: 250)
        tv.text = Array(repeating: String(repeating: "m", count: 999), count: paragraphs).joined(separator: "\n")
        let lines = tv.lineTexts
        #expect(lines.count > 10 * paragraphs && lines.allSatisfy { !$0.isEmpty })
        #expect(lines.allSatisfy { TextMetrics.size(of: $0, font: tv.font).width <= 284 })
        let before = tv.wrappedLineCount
        tv.selectedClusterRange = paragraphs * 500..<paragraphs * 500
        tv.insertText("i i")
        // An edit inside a run without spaces moves every later cut of that run (to its
        // paragraph's end), and no further.
        let perParagraph = lines.count / paragraphs + 1
        #expect(tv.wrappedLineCount - before <= perParagraph + 4, "\(tv.wrappedLineCount - before) lines re-wrapped")
        let incremental = tv.lineTexts
        tv.text = tv.text
        #expect(tv.lineTexts == incremental)
    }
}

/// A focused TextView holding 100,000 clusters, drawn: only the visible lines are drawn and
/// the caret's line is in view after typing in the middle.
@MainActor
@Suite struct BigTextViewPictureTests {
    @Test func aBigTextViewDrawsItsVisibleLines() throws {
        let root = View()
        root.backgroundColor = Color(white: 0.9)
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 380, height: 220))
        tv.text = TextLinesTests.prose(100_000)
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 400, height: 240))
        #expect(tv.becomeFirstResponder())
        tv.selectedClusterRange = 50_000..<50_000
        h.type("Typed HERE in the middle ")
        h.runFrame()
        #expect(tv.caretRect.minY >= 0 && tv.caretRect.maxY <= tv.bounds.height)
        #expect(tv.contentOffsetY > 1_000, "scrolled to the middle: \(tv.contentOffsetY)")
        let before = h.engine.renderer.stats.textRasterizations
        let img = h.render()
        try img.writePNG(to: TestOutput.path("text/big-text-view.png"))
        let drawn = h.engine.renderer.stats.textRasterizations - before
        #expect(drawn <= 20, "rasterised \(drawn) lines for one screen")
        #expect(tv.lineTexts.contains { $0.contains("HERE") })
    }
}
