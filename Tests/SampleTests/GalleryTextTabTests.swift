import Foundation
import Testing
@testable import Gallery
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The gallery's Text tab: the notes view shows rich text (a bold word, an italic one, an
/// underlined one) and typing inside the bold word stays bold; light and dark PNGs.
@MainActor
@Suite struct GalleryTextTabTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func notesShowRichText(style: UserInterfaceStyle) throws {
        let gallery = GalleryController()
        let h = Harness(rootViewController: gallery, size: Size(width: 800, height: 480))
        h.window.overrideUserInterfaceStyle = style
        let index = try #require(GalleryView.topics.firstIndex { $0.0 == "Text" })
        gallery.selectedIndex = index
        h.advance(by: 0.3)
        let screen = try #require((gallery.selectedViewController as? GalleryScreenController)?.screen as? TextScreen)
        let notes = try #require(screen.findFirst(TextView.self))
        #expect(notes.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? Font == Font.boldSystemFont(ofSize: 16))
        #expect(notes.becomeFirstResponder())
        notes.selectedRange = NSRange(location: 2, length: 0)
        h.type("o")
        h.advance(by: 0.1)
        #expect(notes.text.hasPrefix("Nootes") && notes.attributedText.attribute(.font, at: 2, effectiveRange: nil) as? Font == Font.boldSystemFont(ofSize: 16))
        try h.render().writePNG(to: TestOutput.path("gallery/text-\(style).png"))
    }
}
