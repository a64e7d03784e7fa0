import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `Image(systemName:)`: Tactile's drawn stand-ins for common SF Symbols.
@MainActor
@Suite struct SystemSymbolTests {
    @Test func everyListedNameDrawsAndOthersAreNil() throws {
        for name in Image.systemSymbolNames {
            let image = try #require(Image(systemName: name), "\(name)")
            #expect(image.size == Size(width: 22, height: 22) && image.renderingMode == .alwaysTemplate)
        }
        var reports: [String] = []
        reports = Diagnostics.capture {
            #expect(Image(systemName: "no.such.symbol") == nil)
            #expect(Image(systemName: "") == nil)
            #expect(Image(systemName: String(repeating: "x", count: 100_000)) == nil)
        }
        #expect(reports.count == 3 && reports[0].contains("no.such.symbol"))
    }

    @Test func outlineAndFillDiffer() throws {
        let outline = try #require(Image(systemName: "heart")), fill = try #require(Image(systemName: "heart.fill"))
        func coverage(_ i: Image) -> Int {
            var total = 0
            for y in 0..<22 { for x in 0..<22 { total += Int(i.bitmap.pixel(x: x, y: y).a) } }
            return total
        }
        #expect(coverage(fill) > coverage(outline) * 3 / 2)
    }

    /// The port tool keeps its own copy of the names (it does not link Tactile).
    @Test func thePortToolKnowsEveryName() throws {
        let tests = URL(fileURLWithPath: #filePath)
        let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Tools/tactile-port/Sources/TactilePort/SystemSymbolNames.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        for name in Image.systemSymbolNames where !name.hasSuffix(".fill") {
            #expect(text.contains("\"\(name)\""), "\(name) missing from the port tool's list")
        }
    }

    /// A sheet of every symbol tinted blue, in image views, to look at.
    @Test func symbolSheet() throws {
        let root = View()
        root.backgroundColor = .white
        let names = Image.systemSymbolNames
        for (i, name) in names.enumerated() {
            let v = ImageView(image: Image(systemName: name))
            v.tintColor = .systemBlue
            v.frame = Rect(x: Float(8 + (i % 10) * 36), y: Float(8 + (i / 10) * 36), width: 22, height: 22)
            root.addSubview(v)
        }
        let h = Harness(root: root, size: Size(width: 368, height: Float(16 + ((names.count + 9) / 10) * 36)))
        try h.render().writePNG(to: TestOutput.path("controls/system-symbols.png"))
        #expect(names.count >= 50)
    }
}
