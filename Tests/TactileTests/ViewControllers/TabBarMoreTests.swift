import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Seven tabs: four on the bar, then "More" listing the other three, as UIKit on a phone.
@MainActor
@Suite struct TabBarMoreTests {
    static func tabs(_ log: CallLog) -> (TabBarController, [RecordingController]) {
        let list = (0..<7).map { i -> RecordingController in
            let c = RecordingController("t\(i)", log: log)
            c.title = "Tab \(i)"
            return c
        }
        let tabs = TabBarController()
        tabs.viewControllers = list
        return (tabs, list)
    }

    func tap(_ h: Harness, _ v: View) {
        h.tap(at: v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil))
        h.advance(by: 0.3)
    }

    @Test func moreListsTheRestAndShowsOneUnderABackBar() throws {
        let log = CallLog()
        let (tabs, list) = Self.tabs(log)
        let h = Harness(rootViewController: tabs, size: Size(width: 390, height: 600))
        #expect(tabs.tabBar.buttons.map { $0.currentTitle } == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "More"])
        #expect(tabs.children.count == 7)
        tap(h, tabs.tabBar.buttons[4])
        let more = try #require(tabs.moreListController)
        #expect(tabs.selectedViewController === more && tabs.tabBar.selectedIndex == 4)
        try h.render().writePNG(to: TestOutput.path("tabs/more-list.png"))
        let table = try #require((more as? MoreListController)?.list)
        #expect(table.numberOfRows(0) == 3)
        log.clear()
        let row = try #require(table.cellForRow(at: ListIndexPath(row: 1)))
        #expect(row.textLabel?.text == "Tab 5" && row.accessoryType == .disclosureIndicator)
        tap(h, row)
        #expect(tabs.selectedViewController === list[5] && tabs.selectedIndex == 5 && tabs.tabBar.selectedIndex == 4)
        #expect(log.appearance == ["t5.viewWillAppear", "t5.viewDidAppear"])
        #expect(list[5].view.convert(Point(x: 0, y: 0), to: nil).y == TabBarController.moreBackBarHeight)
        try h.render().writePNG(to: TestOutput.path("tabs/more-tab.png"))
        // "‹ More" goes back to the list; a bar tab leaves it.
        tap(h, try #require(tabs.moreBackBarIfMade?.subviews.first))
        #expect(tabs.selectedViewController === more)
        tap(h, tabs.tabBar.buttons[1])
        #expect(tabs.selectedViewController === list[1] && tabs.tabBar.selectedIndex == 1)
        #expect(list[1].view.convert(Point(x: 0, y: 0), to: nil).y == 0)
    }

    @Test func selectingAnOverflowTabInCodeHighlightsMoreAndFewerTabsDropIt() {
        let log = CallLog()
        let (tabs, list) = Self.tabs(log)
        let h = Harness(rootViewController: tabs, size: Size(width: 390, height: 600))
        tabs.selectedIndex = 6
        h.runFrame()
        #expect(tabs.selectedViewController === list[6] && tabs.tabBar.selectedIndex == 4)
        tabs.viewControllers = Array(list[0..<5])
        h.runFrame()
        #expect(tabs.tabBar.buttons.count == 5 && tabs.moreListController == nil)
        #expect(tabs.tabBar.buttons.last?.currentTitle == "Tab 4")
    }
}
