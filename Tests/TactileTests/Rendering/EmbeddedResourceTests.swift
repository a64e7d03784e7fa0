import CTactileResources
import Foundation
import Testing

/// The default font and theme that CTactileResources embeds (assembler `.incbin`) are the
/// package's resource files byte for byte, so a copied binary carries them.
@Suite struct EmbeddedResourceTests {
    /// The package's Resources/ folder, found from this file's path.
    static let resources = "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/") + "/Resources"
    /// No build system sees .incbin's inputs: after changing a resource, `make test` (or
    /// `touch Sources/CTactileResources/resources.S`) rebuilds the embedded copy.
    static let stale: Comment = "the embedded copy is stale: touch Sources/CTactileResources/resources.S (make test does)"

    @Test func theEmbeddedFontIsDejaVuSansByteForByte() throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: Self.resources + "/Fonts/DejaVuSans.ttf"))
        let size = tactile_default_font_size()
        let bytes = try #require(tactile_default_font_bytes())
        #expect(size == file.count, Self.stale)
        #expect(Data(bytes: bytes, count: size) == file, Self.stale)
    }

    @Test func theEmbeddedThemeIsDefaultJSONThenNUL() throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: Self.resources + "/Themes/default.json"))
        let text = try #require(tactile_default_theme_text())
        let count = strlen(text)
        #expect(count == file.count, Self.stale)
        #expect(Data(bytes: text, count: count) == file, Self.stale)
    }
}
