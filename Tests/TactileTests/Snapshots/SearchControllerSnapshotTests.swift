// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A navigation item's search controller: at rest under a large title over a list, and
/// active (bar row hidden, Cancel shown, text typed); light and dark.
@MainActor
@Suite struct SearchControllerSnapshotTests {
    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            c.textLabel?.text = ["Groceries", "Kiosk ideas", "Pi setup", "Notes"][indexPath.row]
            return c
        }
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func searchUnderTheTitle(style: UserInterfaceStyle) throws {
        let list = TableViewController(style: .insetGrouped)
        list.title = "Notes"
        let rows = Rows()
        list.tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        list.tableView.dataSource = rows
        let search = SearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search notes"
        list.navigationItem.searchController = search
        let nav = NavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let h = Harness(rootViewController: nav, size: Size(width: 320, height: 360))
        h.window.overrideUserInterfaceStyle = style
        h.advance(by: 0.3)
        try h.render().writePNG(to: TestOutput.path("search-controller/rest-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "rest-\(style)")
        search.isActive = true
        search.searchBar.searchTextField.insertText("pi")
        h.advance(by: 0.3)
        try h.render().writePNG(to: TestOutput.path("search-controller/active-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "active-\(style)")
        _ = rows
    }
}
#endif
