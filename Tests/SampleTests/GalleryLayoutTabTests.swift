import Testing
@testable import Gallery
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The gallery's Layout tab in both orientations and right to left, written as PNGs.
@MainActor
@Suite struct GalleryLayoutTabTests {
    @Test(arguments: [Size(width: 800, height: 480), Size(width: 480, height: 800)])
    func layoutTabLaysOut(size: Size) throws {
        let gallery = GalleryController()
        let h = Harness(rootViewController: gallery, size: size)
        let index = try #require(GalleryView.topics.firstIndex { $0.0 == "Layout" })
        gallery.selectedIndex = index
        h.advance(by: 0.1)
        let screen = try #require((gallery.selectedViewController as? GalleryScreenController)?.screen as? LayoutScreen)
        #expect(screen.grid.visibleCells.count > 4)
        #expect(screen.grid.cellsCreated < 100)
        #expect(screen.panel.frame.width > 100)
        let name = size.width > size.height ? "landscape" : "portrait"
        try h.render().writePNG(to: TestOutput.path("gallery/layout-\(name).png"))
        screen.semanticContentAttribute = .forceRightToLeft
        h.advance(by: 0.1)
        #expect(screen.panel.frame.maxX == screen.bounds.width - 20)
        try h.render().writePNG(to: TestOutput.path("gallery/layout-\(name)-rtl.png"))
    }
}
