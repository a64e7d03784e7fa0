import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Tabs keep their controllers and state; appearance moves with the selection.
@MainActor
@Suite struct TabBarControllerTests {
    @Test func switchingTabsKeepsEachControllerAndItsViewState() {
        let log = CallLog()
        let a = RecordingController("a", log: log), b = RecordingController("b", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let h = Harness(rootViewController: tabs)
        #expect(log.appearance == ["a.viewWillAppear", "a.viewDidAppear"])
        let toggle = Switch(frame: Rect(x: 20, y: 20, width: 60, height: 36))
        a.view.addSubview(toggle)
        toggle.setOn(true)
        log.clear()
        let second = tabs.tabBar.buttons[1]
        h.tap(at: second.convert(Point(x: second.bounds.midX, y: second.bounds.midY), to: nil))
        #expect(tabs.selectedViewController === b)
        #expect(log.appearance == ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        tabs.selectedIndex = 0
        #expect(a.view.subviews.contains { $0 === toggle } && toggle.isOn)
        #expect(log.of("a").filter { $0 == "viewDidLoad" }.isEmpty)   // loaded once, before
        #expect(tabs.children.count == 2)
    }

    @Test func badgesAndTitlesShowAndBadIndicesAreClamped() {
        let a = ViewController(), b = ViewController()
        a.title = "Home"
        b.tabBarItem = TabBarItem(title: "Inbox")
        b.tabBarItem.badgeValue = "3"
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let h = Harness(rootViewController: tabs)
        #expect(tabs.tabBar.buttons.map { $0.currentTitle } == ["Home", "Inbox"])
        tabs.selectedIndex = 99
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = -5
        #expect(tabs.selectedIndex == 0)
        h.runFrame()
        let lines = capturingDiagnostics { tabs.viewControllers = [a, a] }
        #expect(lines.count == 1)
        #expect(tabs.viewControllers?.count == 1)
    }
}
