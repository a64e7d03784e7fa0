import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// The glyph fallback chain asks fontconfig only for characters the requested font and the
/// embedded DejaVu both lack: its first query loads fontconfig's configuration (5-12 ms), which
/// a kiosk whose text DejaVu covers ("All bookings ›", "10:30–11:00 · Fjord") never needs.
@MainActor
@Suite struct FallbackOrderTests {
    @Test func charactersDejaVuHasAskNoFontconfigQuery() {
        let lookups = FontConfig.fallbackLookups
        let root = View()
        // Canadian syllabics and a few punctuation marks: in DejaVu Sans, not in ASCII, and
        // used by no other test (fontconfig's answers are cached per process).
        let label = Label(text: "ᐁᐃᐅᐊ ᐧ ᐸᑊ")
        label.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 300, height: 30))
        h.runFrame()
        #expect(h.renderer.stats.textRasterizations > 0, "the label was drawn")
        #expect(FontConfig.fallbackLookups == lookups, "no fontconfig query for characters the embedded font has")
        #expect(h.renderer.fonts.fallbackChoice.count > 0, "the line went through the per-character chain")
    }
}
