import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct FontRegistrationTests {
    static let serif = ["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"]
        .first { FileManager.default.fileExists(atPath: $0) }

    @Test func aRegisteredFileIsFoundByFamilyStyleAndFileName() throws {
        let installed = try #require(Self.serif, "DejaVu (fonts-dejavu-core) is a dependency")
        // An app's own copy under another file name, as a bundled font.
        let copy = TestOutput.path("fonts/Brand-Regular.ttf")
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: installed, toPath: copy)
        let names = try Font.register(fileAt: copy)
        #expect(names.contains("Brand-Regular"))
        let font = try #require(Font(name: "brand-regular", size: 16))
        #expect(font.source == .file(copy) && font.size == 16)
        #expect(Font(name: "Brand Regular", size: 12)?.source == .file(copy))
        #expect(throws: TactileError.self) { try Font.register(fileAt: TestOutput.path("fonts/missing.ttf")) }
        #expect(Font.registerFonts(inDirectory: TestOutput.path("fonts")) == 1)
        let lines = Diagnostics.capture { #expect(Font.registerFonts(inDirectory: TestOutput.path("no-such-folder")) == 0) }
        #expect(lines.count == 1)
    }

    @Test func textStylesHaveUIKitsSizes() {
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(Font.preferredFont(forTextStyle: .headline).source == Font.boldSystemFont(ofSize: 17).source)
    }

    @Test func measuringWithoutARendererMatchesALabel() {
        let font = Font(size: 20)
        let s = "Hello, world".size(withAttributes: [.font: font])
        let label = Label()
        label.font = font
        label.text = "Hello, world"
        let l = label.sizeThatFits(.zero)
        #expect(abs(s.width - l.width) <= 1 && abs(s.height - l.height) <= 2, "\(s) vs \(l)")
        let kerned = "Hello".size(withAttributes: [.font: font, .kern: 2.0])
        #expect(kerned.width >= "Hello".size(withAttributes: [.font: font]).width + 7)
        let one = "a long sentence that wraps".boundingRect(with: Size(width: 80, height: .infinity), options: [], attributes: [.font: font])
        let wrapped = "a long sentence that wraps".boundingRect(with: Size(width: 80, height: .infinity), options: .usesLineFragmentOrigin, attributes: [.font: font])
        #expect(wrapped.height > one.height * 2 && wrapped.width <= 80)
        let bad = "x".boundingRect(with: Size(width: .nan, height: -1), options: .usesLineFragmentOrigin, attributes: [.kern: Double.nan])
        #expect(bad.width.isFinite && bad.height > 0)
    }
}
