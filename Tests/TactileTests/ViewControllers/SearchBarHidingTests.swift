import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `hidesSearchBarWhenScrolling` under a large title, as iOS: the search bar collapses first
/// as the list scrolls up, then the title; pulled back down, it shows again.
@MainActor
@Suite struct SearchBarHidingTests {
    final class List: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Note \(indexPath.row)"
            return cell
        }
    }

    static func setUp(hides: Bool) -> (List, SearchController, NavigationController, Harness) {
        let list = List(style: .plain)
        list.title = "Notes"
        let search = SearchController()
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = hides
        let nav = NavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 700))
        h.runFrame()
        return (list, search, nav, h)
    }

    @Test func searchBarCollapsesBeforeTheTitleAndComesBack() throws {
        let (list, search, nav, h) = Self.setUp(hides: true)
        let table = list.tableView
        let rest = table.contentOffset.y
        #expect(search.searchBar.frame.height == SearchController.barHeight && !search.searchBar.isHidden)
        try h.render().writePNG(to: TestOutput.path("navigation/search-hiding-rest.png"))
        table.contentOffset = Point(x: 0, y: rest + 30)
        h.runFrame()
        #expect(search.searchBar.frame.height == SearchController.barHeight - 30, "half collapsed: \(search.searchBar.frame)")
        #expect(nav.navigationBar.largeTitleShown == NavigationBar.largeTitleHeight, "the title waits for the search bar")
        try h.render().writePNG(to: TestOutput.path("navigation/search-hiding-half.png"))
        table.contentOffset = Point(x: 0, y: rest + SearchController.barHeight + 20)
        h.runFrame()
        #expect(search.searchBar.isHidden && search.searchBar.frame.height == 0)
        #expect(nav.navigationBar.largeTitleShown == NavigationBar.largeTitleHeight - 20, "then the title collapses")
        try h.render().writePNG(to: TestOutput.path("navigation/search-hiding-hidden.png"))
        table.contentOffset = Point(x: 0, y: rest + 2000)
        h.runFrame()
        #expect(search.searchBar.isHidden && nav.navigationBar.largeTitleShown == 0)
        // Pulled back down to the top: the bar shows again.
        table.contentOffset = Point(x: 0, y: rest)
        h.runFrame()
        #expect(!search.searchBar.isHidden && search.searchBar.frame.height == SearchController.barHeight && search.searchBar.alpha == 1)
        // Bad offsets never trap and leave a sane bar.
        for y: Float in [.nan, .infinity, -.infinity, 1e9, -1e9] {
            table.contentOffset = Point(x: 0, y: y)
            h.runFrame()
            let f = search.searchBar.frame
            #expect(f.height >= 0 && f.height <= SearchController.barHeight && f.height.isFinite)
        }
    }

    @Test func falseKeepsTheBarWhileTheTitleCollapses() {
        let (list, search, nav, h) = Self.setUp(hides: false)
        let table = list.tableView
        let rest = table.contentOffset.y
        table.contentOffset = Point(x: 0, y: rest + 30)
        h.runFrame()
        #expect(search.searchBar.frame.height == SearchController.barHeight && !search.searchBar.isHidden)
        #expect(nav.navigationBar.largeTitleShown == NavigationBar.largeTitleHeight - 30)
    }

    @Test func anActiveSearchKeepsItsBar() {
        let (list, search, _, h) = Self.setUp(hides: true)
        list.tableView.contentOffset = Point(x: 0, y: list.tableView.contentOffset.y + 100)
        h.runFrame()
        #expect(search.searchBar.isHidden)
        search.isActive = true
        h.advance(by: 0.3)
        #expect(!search.searchBar.isHidden && search.searchBar.frame.height == SearchController.barHeight)
    }
}
