import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The view controller lifecycle in UIKit's documented order, a rule a test.
@MainActor
@Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsLazilyOnFirstAccessAndOnce() {
        let log = CallLog()
        let c = RecordingController("a", log: log)
        #expect(!c.isViewLoaded)
        #expect(c.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let v = c.view
        #expect(c.isViewLoaded)
        #expect(c.view === v)
        #expect(log.entries == ["a.loadView", "a.viewDidLoad"])
    }

    @Test func becomingTheWindowRootRunsLoadAppearLayoutInUIKitOrder() {
        let log = CallLog()
        let c = RecordingController("a", log: log)
        let h = Harness(root: View())
        h.window.rootViewController = c
        // UIKit: loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.
        #expect(log.entries == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewWillLayoutSubviews",
                                "a.viewDidLayoutSubviews", "a.viewDidAppear"])
        #expect(h.window.rootView === c.view)
        #expect(c.view.frame == h.window.bounds)
    }

    @Test func aHarnessForAControllerKeepsUIKitsOrder() {
        let log = CallLog()
        let c = RecordingController("a", log: log)
        let h = Harness(rootViewController: c)
        #expect(log.entries == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewWillLayoutSubviews",
                                "a.viewDidLayoutSubviews", "a.viewDidAppear"])
        #expect(h.root === c.view && h.rootViewController === c)
    }

    @Test func replacingTheRootDisappearsTheOldOne() {
        let log = CallLog()
        let a = RecordingController("a", log: log), b = RecordingController("b", log: log)
        let h = Harness(rootViewController: a)
        log.clear()
        h.window.rootViewController = b
        #expect(log.appearance == ["a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear", "b.viewDidAppear"])
        #expect(a.view.superview == nil)
    }

    @Test func layoutCallbacksSurroundEveryLayoutOfTheView() {
        let log = CallLog()
        let c = RecordingController("a", log: log)
        let h = Harness(rootViewController: c)
        log.clear()
        c.view.setNeedsLayout()
        h.runFrame()
        #expect(log.entries == ["a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews"])
    }

    @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMoveNil() {
        let log = CallLog()
        let parent = ViewController(), child = RecordingController("c", log: log)
        parent.addChild(child)
        #expect(log.entries == ["c.willMove(parent)"])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        child.didMove(toParent: parent)
        log.clear()
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.entries == ["c.willMove(nil)", "c.didMove(nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func aControllerCannotBeItsOwnAncestor() {
        let a = ViewController(), b = ViewController()
        a.addChild(b)
        let lines = capturingDiagnostics { b.addChild(a); a.addChild(a) }
        #expect(a.parent == nil)
        #expect(b.children.isEmpty)
        #expect(lines.count == 2)
    }

    @Test func appearanceCallsAreBalancedWhenRepeated() {
        let log = CallLog()
        let c = RecordingController("a", log: log)
        c.beginAppearanceTransition(true, animated: false)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        c.endAppearanceTransition()
        c.beginAppearanceTransition(false, animated: false)
        c.beginAppearanceTransition(false, animated: false)
        c.endAppearanceTransition()
        #expect(log.appearance == ["a.viewWillAppear", "a.viewDidAppear", "a.viewWillDisappear", "a.viewDidDisappear"])
    }

    @Test func childrenReceiveTheParentsAppearanceCallbacks() {
        let log = CallLog()
        let parent = RecordingController("p", log: log), child = RecordingController("c", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        _ = Harness(rootViewController: parent)
        #expect(log.appearance == ["p.viewWillAppear", "c.viewWillAppear", "p.viewDidAppear", "c.viewDidAppear"])
    }

    @Test func aLoadViewThatSetsNoViewIsReportedAndReplaced() {
        final class Broken: ViewController { override func loadView() {} }
        let c = Broken()
        let lines = capturingDiagnostics { _ = c.view }
        #expect(c.isViewLoaded)
        #expect(lines.contains { $0.contains("loadView() set no view") })
    }

    @Test func titleUpdatesTheTabBarItem() {
        let c = ViewController()
        c.title = "One"
        #expect(c.tabBarItem.title == "One")
        c.title = "Two"
        #expect(c.tabBarItem.title == "Two")
    }

    @Test func badPreferredContentSizeIsSanitised() {
        let c = ViewController()
        c.preferredContentSize = Size(width: .nan, height: -5)
        #expect(c.preferredContentSize.width.isFinite && c.preferredContentSize.width >= 0)
        #expect(c.preferredContentSize.height >= 0)
    }
}
