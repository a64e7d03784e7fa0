// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Glyph fallback drawn: Latin, a colour emoji, CJK, Arabic (joined, right to left) and a
/// kerned pair, in a Label and a focused TextField with its caret after the text.
@MainActor
@Suite struct FallbackSnapshotTests {
    @Test func mixedScriptsDrawAsGlyphsNotBoxes() throws {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        let label = Label(text: GlyphFallbackTests.mixed, font: Font(size: 22), color: Color(r: 20, g: 20, b: 40))
        label.frame = Rect(x: 12, y: 8, width: 336, height: 36)
        let field = TextField(frame: Rect(x: 12, y: 52, width: 336, height: 40))
        field.text = GlyphFallbackTests.mixed
        root.addSubview(label)
        root.addSubview(field)
        let h = Harness(root: root, size: Size(width: 360, height: 104), scale: 2)
        field.becomeFirstResponder()
        h.runFrame()
        assertSnapshot(of: h, as: .image, named: "mixed-scripts")
        try h.render().writePNG(to: TestOutput.path("fallback-mixed.png"))
    }
}
#endif
