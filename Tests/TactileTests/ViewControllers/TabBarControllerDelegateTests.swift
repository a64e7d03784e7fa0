import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class Gate: TabBarControllerDelegate {
    var refused: ViewController?
    var log: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("should \(viewController.title ?? "")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append("did \(viewController.title ?? "")")
    }
}

@MainActor
@Suite struct TabBarControllerDelegateTests {
    @Test func aTapIsAskedAndToldCodeIsNot() {
        let tabs = TabBarController()
        let a = ViewController(), b = ViewController(), c = ViewController()
        a.title = "A"; b.title = "B"; c.title = "C"
        tabs.viewControllers = [a, b, c]
        let gate = Gate()
        gate.refused = c
        tabs.delegate = gate
        let h = Harness(rootViewController: tabs, size: Size(width: 300, height: 400))
        h.runFrame()
        let barY = tabs.tabBar.frame.midY
        h.tap(at: Point(x: 150, y: barY))
        h.advance(by: 0.3)
        #expect(tabs.selectedIndex == 1 && gate.log == ["should B", "did B"])
        h.tap(at: Point(x: 250, y: barY))
        h.advance(by: 0.3)
        #expect(tabs.selectedIndex == 1 && gate.log.last == "should C", "refused")
        gate.log.removeAll()
        tabs.selectedIndex = 2
        h.advance(by: 0.1)
        #expect(tabs.selectedIndex == 2 && gate.log.isEmpty, "code selection asks no delegate (UIKit)")
    }
}
