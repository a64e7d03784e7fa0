import Testing
@testable import Gallery
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The gallery's Ported tab (what UIKit code ports to) in light and dark, and with a row's
/// swipe actions open, written as PNGs.
@MainActor
@Suite struct GalleryPortedTabTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func portedTabShowsTheUIKitIdioms(style: UserInterfaceStyle) throws {
        let (h, _, table) = try openPortedTab(style)
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 1), ListIndexPath(row: 3)])
        #expect(table.numberOfRows(inSection: 0) == 6)
        try h.render().writePNG(to: TestOutput.path("gallery/ported-\(style).png"))
        // A row swiped open: the trash symbol at the trailing edge, Flag beside it.
        let r = try #require(table.rectForRow(at: ListIndexPath(row: 2)))
        let y = table.convert(Point(x: 0, y: r.midY), to: nil).y
        h.touchDown(at: Point(x: 760, y: y))
        for i in 1...12 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 760 - Float(i) * 14, y: y + 1)) }
        h.advance(by: 0.2)
        h.touchUp()
        h.advance(by: 0.5)
        #expect(table.cellForRow(at: ListIndexPath(row: 2))?.actionButtons.count == 2)
        try h.render().writePNG(to: TestOutput.path("gallery/ported-swiped-\(style).png"))
    }

    /// The Ported tab's search controller: typing filters the notes; scrolling the list up
    /// hides the search bar (hidesSearchBarWhenScrolling).
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func searchFiltersAndHidesWhenScrolling(style: UserInterfaceStyle) throws {
        let (h, notes, table) = try openPortedTab(style)
        let bar = try #require(notes.findFirst(SearchBar.self))
        #expect(!bar.isHidden && bar.frame.height == SearchController.barHeight)
        let rest = table.contentOffset.y
        table.contentOffset = Point(x: 0, y: rest + 80)
        h.advance(by: 0.1)
        #expect(bar.isHidden, "scrolled up: the search bar is gone")
        try h.render().writePNG(to: TestOutput.path("gallery/ported-scrolled-\(style).png"))
        table.contentOffset = Point(x: 0, y: rest)
        h.advance(by: 0.1)
        #expect(!bar.isHidden)
        h.tap(at: bar.convert(Point(x: bar.bounds.midX, y: bar.bounds.midY), to: nil))
        h.advance(by: 0.3)
        h.type("i")
        h.advance(by: 0.1)
        #expect(table.numberOfRows(inSection: 0) == 5, "all but Gate codes")
        try h.render().writePNG(to: TestOutput.path("gallery/ported-search-\(style).png"))
    }

    /// The gallery at 800x480 in `style` with the Ported tab shown: the harness, the notes
    /// screen's view and its table.
    private func openPortedTab(_ style: UserInterfaceStyle) throws -> (Harness, View, TableView) {
        let gallery = GalleryController()
        let h = Harness(rootViewController: gallery, size: Size(width: 800, height: 480))
        h.window.overrideUserInterfaceStyle = style
        let index = try #require(GalleryView.topics.firstIndex { $0.0 == "Ported" })
        gallery.selectedIndex = index
        h.advance(by: 0.3)
        let screen = try #require((gallery.selectedViewController as? GalleryScreenController)?.screen as? PortedScreen)
        let notes = try #require(screen.subviews.first { !($0 is StackView) })
        return (h, notes, try #require(notes.findFirst(TableView.self)))
    }
}

extension View {
    /// The first view of type `T` in this subtree (depth first).
    func findFirst<T: View>(_ type: T.Type) -> T? {
        if let v = self as? T { return v }
        for s in subviews { if let v = s.findFirst(type) { return v } }
        return nil
    }
}
