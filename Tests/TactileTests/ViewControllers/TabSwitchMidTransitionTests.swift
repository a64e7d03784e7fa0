import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A tab chosen while the tab bar controller itself appears or disappears (inside an
/// appearance callback) leaves every controller's callbacks balanced: found by the app
/// fuzzer (seed 1795633172: a full-screen sheet presented, the tab switched in the covered
/// screen's viewWillDisappear, and that screen never got viewDidDisappear).
@MainActor
@Suite struct TabSwitchMidTransitionTests {
    /// Each controller's appearance calls alternate will/did and end on a "did".
    func balanced(_ log: CallLog, _ names: [String]) -> [String] {
        var problems: [String] = []
        for n in names {
            let calls = log.of(n).filter { $0.contains("Appear") || $0.contains("Disappear") }
            var pending = false
            for c in calls {
                if c.hasPrefix("viewWill") { pending = true } else if !pending { problems.append("\(n): did without will \(calls)") } else { pending = false }
            }
            if pending { problems.append("\(n): left with a will and no did \(calls)") }
        }
        return problems
    }

    @Test(arguments: [false, true]) func aTabChosenWhileTheTabsDisappear(animated: Bool) {
        let log = CallLog()
        let detail = RecordingController("detail", log: log), other = RecordingController("other", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: detail), NavigationController(rootViewController: other)]
        let h = Harness(rootViewController: tabs)
        detail.onWillDisappear = { _ in tabs.selectedIndex = 1 }
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        detail.present(sheet, animated: animated)
        h.waitForTransitions()
        #expect(balanced(log, ["detail", "other", "sheet"]).isEmpty, "\(log.appearance)")
        #expect(log.of("detail").last == "viewDidDisappear")
        #expect(log.of("other").filter { $0.contains("Appear") }.isEmpty)   // the tabs went away: the new tab never showed
        // Back: the sheet leaves, the tab chosen meanwhile appears.
        log.clear()
        sheet.dismiss(animated: animated)
        h.waitForTransitions()
        #expect(balanced(log, ["detail", "other", "sheet"]).isEmpty, "\(log.appearance)")
        #expect(log.of("other").last == "viewDidAppear" && log.of("detail").isEmpty)
    }

    @Test func aTabChosenWhileTheTabsAppear() {
        let log = CallLog()
        let a = RecordingController("a", log: log), b = RecordingController("b", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        a.onWillAppear = { _ in tabs.selectedIndex = 1 }
        _ = Harness(rootViewController: tabs)
        #expect(balanced(log, ["a", "b"]).isEmpty, "\(log.appearance)")
        #expect(log.of("a").last == "viewDidDisappear" && log.of("b").last == "viewDidAppear", "\(log.appearance)")
    }
}
