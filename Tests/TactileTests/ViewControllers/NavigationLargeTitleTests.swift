import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Large titles and the back button's title, as UIKit's navigation bar.
@MainActor
@Suite struct NavigationLargeTitleTests {
    final class ListScreen: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            // The iOS idiom: the root turns large titles on in viewDidLoad.
            navigationController?.navigationBar.prefersLargeTitles = true
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class Plain: ViewController {
        init(_ title: String, large: NavigationItem.LargeTitleDisplayMode = .automatic) {
            super.init()
            self.title = title
            navigationItem.largeTitleDisplayMode = large
        }
    }

    @Test func rootShowsALargeTitleThatCollapsesOnScroll() throws {
        let list = ListScreen(style: .insetGrouped)
        let nav = NavigationController(rootViewController: list)
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 700))
        _ = h.render()
        let bar = nav.navigationBar
        #expect(bar.prefersLargeTitles && bar.showsLargeTitle)
        #expect(bar.frame.height == NavigationBar.height + NavigationBar.largeTitleHeight)
        #expect(bar.largeTitleLabel.text == "Settings" && bar.titleLabel.alpha == 0)
        try h.render().writePNG(to: TestOutput.path("navigation/large-title-expanded.png"))
        // Scrolled up by half the row: half collapsed; by the whole row: the inline title shows.
        let table = list.tableView
        table.contentOffset = Point(x: 0, y: table.contentOffset.y + 26)
        _ = h.render()
        #expect(bar.frame.height == NavigationBar.height + 26)
        try h.render().writePNG(to: TestOutput.path("navigation/large-title-half.png"))
        table.contentOffset = Point(x: 0, y: table.contentOffset.y + 100)
        _ = h.render()
        #expect(bar.frame.height == NavigationBar.height && bar.titleLabel.alpha == 1)
        try h.render().writePNG(to: TestOutput.path("navigation/large-title-collapsed.png"))
        table.contentOffset = Point(x: 0, y: -table.adjustedContentInset.top)
        _ = h.render()
        #expect(bar.frame.height == NavigationBar.height + NavigationBar.largeTitleHeight)
    }

    @Test func displayModesFollowTheStack() {
        let root = Plain("Inbox")
        let nav = NavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 700))
        _ = h.render()
        #expect(nav.navigationBar.showsLargeTitle)
        // A plain screen (no scroll view) sits under the whole bar.
        #expect(root.view.convert(Point(x: 0, y: 0), to: nil).y == NavigationBar.height + NavigationBar.largeTitleHeight)
        nav.pushViewController(Plain("Message", large: .never), animated: false)
        _ = h.render()
        #expect(!nav.navigationBar.showsLargeTitle && nav.navigationBar.frame.height == NavigationBar.height)
        nav.pushViewController(Plain("Details"), animated: false)   // automatic: as the one below (never)
        _ = h.render()
        #expect(!nav.navigationBar.showsLargeTitle)
        nav.pushViewController(Plain("Attachments", large: .always), animated: false)
        _ = h.render()
        #expect(nav.navigationBar.showsLargeTitle)
        nav.navigationBar.prefersLargeTitles = false
        _ = h.render()
        #expect(!nav.navigationBar.showsLargeTitle && nav.navigationBar.frame.height == NavigationBar.height)
    }

    @Test func backTitleFallsBackToBackThenTheChevron() throws {
        func backTitle(previous: String, title: String, width: Float) -> String? {
            let nav = NavigationController(rootViewController: Plain(previous))
            let h = Harness(rootViewController: nav, size: Size(width: width, height: 400))
            nav.pushViewController(Plain(title), animated: false)
            _ = h.render()
            return nav.navigationBar.backButton.title(for: .normal)
        }
        #expect(backTitle(previous: "Settings", title: "Profile", width: 390) == "‹ Settings")
        #expect(backTitle(previous: "Notifications", title: "Profile", width: 390) == "‹ Notifications")
        #expect(backTitle(previous: "All my Settings and Privacy Options", title: "Notification Preferences", width: 390) == "‹ Back")
        #expect(backTitle(previous: "Settings", title: "A very long title that takes the bar", width: 320) == "‹")
        // Bad sizes: no trap, some title.
        for w: Float in [0, 1, 30] { #expect(backTitle(previous: "Settings", title: "Profile", width: w) != nil) }
    }

    @Test func backButtonDisplayModes() {
        let root = Plain("Settings")
        root.navigationItem.backButtonDisplayMode = .minimal
        let nav = NavigationController(rootViewController: root)
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 400))
        nav.pushViewController(Plain("Profile"), animated: false)
        _ = h.render()
        #expect(nav.navigationBar.backButton.title(for: .normal) == "‹")
        #expect(nav.navigationBar.backButton.accessibilityLabel == "Back")
        root.navigationItem.backButtonDisplayMode = .generic
        _ = h.render()
        #expect(nav.navigationBar.backButton.title(for: .normal) == "‹ Back")
    }

    @Test func pushedScreenOfALargeTitleStack() throws {
        let list = ListScreen(style: .insetGrouped)
        let nav = NavigationController(rootViewController: list)
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 700))
        _ = h.render()
        nav.pushViewController(Plain("Profile", large: .never), animated: true)
        h.advance(by: NavigationController.transitionDuration / 2)
        try h.render().writePNG(to: TestOutput.path("navigation/large-title-push-half.png"))
        h.waitForTransitions()
        try h.render().writePNG(to: TestOutput.path("navigation/large-title-pushed.png"))
        #expect(nav.navigationBar.backButton.title(for: .normal) == "‹ Settings")
        nav.popViewController(animated: false)
        _ = h.render()
        #expect(nav.navigationBar.showsLargeTitle && nav.navigationBar.frame.height == 108)
    }
}
