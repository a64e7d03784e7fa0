import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

@MainActor
@Suite struct SystemFontTests {
    @Test func boldIsWiderAndMetricsAreUIKitShaped() {
        let regular = Font.systemFont(ofSize: 20)
        let bold = Font.systemFont(ofSize: 20, weight: .bold)
        #expect(regular.source == .embeddedDefault)
        #expect(bold.source == .embeddedDefaultBold)
        let wr = TextMetrics.size(of: "Bold text", font: regular).width
        let wb = TextMetrics.size(of: "Bold text", font: bold).width
        #expect(wb > wr, "bold \(wb) vs regular \(wr)")
        #expect(bold.withSize(40).pointSize == 40)
        #expect(bold.withSize(40).source == .embeddedDefaultBold)
        #expect(regular.lineHeight >= regular.ascender - regular.descender)
        #expect(regular.ascender > 0 && regular.descender < 0)
        #expect(Font.systemFont(ofSize: .nan).pointSize == 16)
    }

    @Test func fontByNameSearchesInstalledFonts() {
        if Font.boldSystemFontPath != nil {
            let f = Font(name: "DejaVu Sans Bold", size: 18)
            #expect(f != nil)
            #expect(f?.pointSize == 18)
        }
        #expect(Font(name: "No Such Font Anywhere", size: 12) == nil)
        #expect(Font(name: "", size: 12) == nil)
    }
}
