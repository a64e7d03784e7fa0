import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A navigation controller without a parent controller (its view added to a plain view), as
/// the gallery's screens use one: the root's viewDidLoad settings reach the bar.
@MainActor
@Suite struct NavigationStandaloneTests {
    final class Root: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            navigationController?.navigationBar.prefersLargeTitles = true
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Note \(indexPath.row)"
            return cell
        }
    }

    @Test func rootsPrefersLargeTitlesInViewDidLoadIsHonouredWithoutAParent() throws {
        let nav = NavigationController(rootViewController: Root(style: .plain))
        let host = View(frame: Rect(x: 0, y: 0, width: 390, height: 600))
        host.addSubview(nav.view)
        nav.view.frame = host.bounds
        let h = Harness(root: host, size: Size(width: 390, height: 600))
        _ = h.render()
        let bar = nav.navigationBar
        #expect(bar.prefersLargeTitles)
        #expect(bar.showsLargeTitle, "the root's large title shows")
        #expect(bar.frame.height == NavigationBar.height + NavigationBar.largeTitleHeight, "\(bar.frame)")
        #expect(bar.largeTitleLabel.text == "Notes")
        try h.render().writePNG(to: TestOutput.path("navigation/standalone-large-title.png"))
    }

    /// The gallery's case: the navigation controller's view is loaded before its root is set
    /// (the root arrives in a change that runs later), so the root's view loads before it is
    /// a child; its viewDidLoad still finds `navigationController`.
    @Test func rootPushedOntoALoadedStackFindsItsNavigationControllerInViewDidLoad() {
        let nav = NavigationController()
        let host = View(frame: Rect(x: 0, y: 0, width: 390, height: 600))
        host.addSubview(nav.view)
        nav.view.frame = host.bounds
        let h = Harness(root: host, size: Size(width: 390, height: 600))
        let root = Root(style: .plain)
        nav.setViewControllers([root], animated: false)
        _ = h.render()
        #expect(nav.navigationBar.prefersLargeTitles && nav.navigationBar.showsLargeTitle)
        #expect(root.navigationController === nav)
    }
}
