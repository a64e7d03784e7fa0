import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A label lays out at most `Label.maximumDisplayedLength` clusters (issue 22 item 3: a
/// label given 10^6 clusters took 49 s to size and draw).
@MainActor
@Suite struct LabelLimitTests {
    @Test func longTextIsCutAtTheDocumentedLimit() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 6_000)  // 30,000 clusters
        let shown = label.lines(width: 300, measurer: TextMeasurer(for: label)).joined()
        #expect(shown.count <= Label.maximumDisplayedLength + 1, "laid out \(shown.count) clusters")
        #expect(shown.hasSuffix(TextLayout.ellipsis))
        #expect(label.lineLayoutCount == 1)
        // Short text is untouched.
        label.text = "Hello"
        #expect(label.displayedText == "Hello")
    }

    @Test func aMillionClustersSizeAndDrawWithoutStalling() throws {
        let root = View()
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        label.text = String(repeating: "é", count: 1_000_000)
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 320, height: 60))
        #expect(label.displayedText.count == Label.maximumDisplayedLength + 1)
        let fit = label.sizeThatFits(.zero)
        #expect(fit.width > 300 && fit.height > 0)
        let img = h.render()
        try img.writePNG(to: TestOutput.path("controls/label-million.png"))
        #expect(label.lineLayoutCount == 1, "laid out once for the drawn frame")
        label.numberOfLines = 0
        label.text = String(repeating: "a b ", count: 250_000)
        h.runFrame()
        #expect(label.lineLayoutCount == 2)
    }
}
