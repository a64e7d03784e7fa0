import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Pushes, pops, the bar and the interactive edge swipe, through the real input path.
@MainActor
@Suite struct NavigationControllerTests {
    func setUp() -> (Harness, NavigationController, RecordingController, CallLog) {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let nav = NavigationController(rootViewController: root)
        let h = Harness(rootViewController: nav)
        log.clear()
        return (h, nav, root, log)
    }

    @Test func pushRunsUIKitsOrderAndTheStackChanges() {
        let (h, nav, root, log) = setUp()
        let b = RecordingController("b", log: log)
        nav.pushViewController(b, animated: true)
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(log.appearance == ["root.viewWillDisappear", "b.viewWillAppear"])
        h.waitForTransitions()
        #expect(log.appearance == ["root.viewWillDisappear", "b.viewWillAppear", "root.viewDidDisappear", "b.viewDidAppear"])
        // The view loads first (so a failing loadView pushes nothing), then willMove(toParent:).
        #expect(log.of("b").prefix(3) == ["loadView", "viewDidLoad", "willMove(parent)"])
        #expect(log.of("b").last == "didMove(parent)")
        #expect(root.view.superview == nil)
        #expect(b.view.window === h.window)
    }

    @Test func popRunsUIKitsOrderAndReleasesThePoppedController() {
        let (h, nav, _, log) = setUp()
        weak var weakB: RecordingController?
        do {
            let b = RecordingController("b", log: log)
            weakB = b
            nav.pushViewController(b, animated: false)
            log.clear()
            #expect(nav.popViewController(animated: true) === b)
        }
        h.waitForTransitions()
        #expect(log.appearance == ["b.viewWillDisappear", "root.viewWillAppear", "b.viewDidDisappear", "root.viewDidAppear"])
        #expect(log.of("b").suffix(2) == ["viewDidDisappear", "didMove(nil)"] || log.of("b").contains("didMove(nil)"))
        #expect(nav.viewControllers.count == 1)
        #expect(weakB == nil)
    }

    @Test func poppingTheRootDoesNothing() {
        let (h, nav, root, log) = setUp()
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true) == nil)
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
        #expect(log.appearance.isEmpty)
    }

    @Test func pushingTheSameControllerTwiceIsRefused() {
        let (h, nav, _, log) = setUp()
        let b = RecordingController("b", log: log)
        nav.pushViewController(b, animated: true)
        let lines = capturingDiagnostics { nav.pushViewController(b, animated: true) }
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 2)
        #expect(lines.contains { $0.contains("already on this navigation stack") })
        #expect(log.of("b").filter { $0 == "viewDidAppear" }.count == 1)
    }

    @Test func aControllerWhoseLoadViewSetsNoViewIsNotHalfPushed() {
        final class Broken: ViewController { override func loadView() {} }
        let (h, nav, root, log) = setUp()
        let lines = capturingDiagnostics { nav.pushViewController(Broken(), animated: true) }
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1)
        #expect(nav.children.count == 1)
        #expect(root.view.superview != nil)
        #expect(log.appearance.isEmpty)
        #expect(lines.contains { $0.contains("loadView() set no view") })
    }

    @Test func aPushDuringAPushFinishesTheFirstOne() {
        let (h, nav, root, log) = setUp()
        let b = RecordingController("b", log: log), c = RecordingController("c", log: log)
        nav.pushViewController(b, animated: true)
        h.advance(by: 0.1)
        nav.pushViewController(c, animated: true)
        h.waitForTransitions()
        #expect(nav.viewControllers.map { ($0 as? RecordingController)?.name } == ["root", "b", "c"])
        #expect(log.of("b") .filter { $0.hasPrefix("view") && $0.contains("ppear") } ==
                ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(root.appearanceState == .disappeared && c.appearanceState == .appeared)
        #expect(c.view.frame.minX == 0)
    }

    @Test func theBarShowsTheTitleAndABackButtonWithThePreviousTitle() {
        let (h, nav, _, log) = setUp()
        #expect(nav.navigationBar.titleLabel.text == "root")
        #expect(nav.navigationBar.backButton.isHidden)
        let b = RecordingController("Detail", log: log)
        var saved = 0
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done) { _ in saved += 1 }
        nav.pushViewController(b, animated: true)
        h.waitForTransitions()
        #expect(nav.navigationBar.titleLabel.text == "Detail")
        #expect(!nav.navigationBar.backButton.isHidden)
        #expect(nav.navigationBar.backButton.currentTitle == "‹ root")
        let save = nav.navigationBar.itemButtons[0]
        h.tap(at: save.convert(Point(x: save.bounds.midX, y: save.bounds.midY), to: nil))
        #expect(saved == 1)
        let back = nav.navigationBar.backButton
        h.tap(at: back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1)
        #expect(nav.navigationBar.titleLabel.text == "root")
    }

    @Test func pushSlidesInFromTheRightWhileTheOldScreenMovesAThirdLeft() {
        let (h, nav, root, log) = setUp()
        let b = RecordingController("b", log: log)
        nav.pushViewController(b, animated: true)
        h.advance(by: NavigationController.transitionDuration / 2)
        let w = nav.contentView.bounds.width
        #expect(b.view.frame.minX > 0 && b.view.frame.minX < w / 2)   // ease-out: more than half-way in
        #expect(root.view.frame.minX < 0 && root.view.frame.minX >= -w * 0.3)
        h.waitForTransitions()
        #expect(b.view.frame.minX == 0)
    }

    @Test func aFlickFromTheLeftEdgePopsAndASlowShortDragCancels() {
        let (h, nav, root, log) = setUp()
        let b = RecordingController("b", log: log)
        nav.pushViewController(b, animated: false)
        log.clear()
        // Short, slow drag: cancelled, in UIKit's order for a cancelled interactive pop.
        h.touchDown(at: Point(x: 5, y: 300))
        for x in stride(from: 15, through: 200, by: 15) { h.advance(by: 0.05); h.touchMove(to: Point(x: Float(x), y: 300)) }
        #expect(nav.isTransitioning)
        #expect(b.view.frame.minX > 100)
        h.advance(by: 0.3)
        h.touchMove(to: Point(x: 200, y: 300))
        h.touchUp()
        h.waitForTransitions()
        #expect(nav.topViewController === b)
        #expect(log.appearance == ["b.viewWillDisappear", "root.viewWillAppear", "root.viewWillDisappear", "root.viewDidDisappear",
                                   "b.viewWillAppear", "b.viewDidAppear"])
        #expect(b.view.frame.minX == 0)
        #expect(root.view.superview == nil)
        // A flick: popped.
        log.clear()
        h.drag(from: Point(x: 5, y: 300), to: Point(x: 200, y: 300), duration: 0.1)
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1)
        #expect(log.appearance == ["b.viewWillDisappear", "root.viewWillAppear", "b.viewDidDisappear", "root.viewDidAppear"])
    }

    @Test func aDragPastHalfWayPops() {
        let (h, nav, _, log) = setUp()
        nav.pushViewController(RecordingController("b", log: log), animated: false)
        h.touchDown(at: Point(x: 5, y: 300))
        for x in stride(from: 20, through: 600, by: 20) { h.advance(by: 0.05); h.touchMove(to: Point(x: Float(x), y: 300)) }
        h.advance(by: 0.3)
        h.touchMove(to: Point(x: 600, y: 300))
        h.touchUp()
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theEdgeSwipeDoesNotStealASlidersTouches() {
        let (h, nav, _, _) = setUp()
        let b = ViewController()
        let slider = Slider(frame: Rect(x: 40, y: 100, width: 600, height: 44))
        b.view.addSubview(slider)
        nav.pushViewController(b, animated: false)
        h.runFrame()
        let start = slider.value
        let y = slider.convert(Point(x: 0, y: 22), to: nil).y
        h.drag(from: Point(x: 60, y: y), to: Point(x: 500, y: y), duration: 0.2)
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 2)
        #expect(slider.value > start)
    }

    @Test func setViewControllersAnimatesAsAPopWhenTheNewTopWasBelow() {
        let (h, nav, root, log) = setUp()
        let b = RecordingController("b", log: log), c = RecordingController("c", log: log)
        nav.setViewControllers([root, b, c], animated: false)
        #expect(nav.viewControllers.count == 3)
        log.clear()
        nav.setViewControllers([root, b], animated: true)
        h.advance(by: 0.1)
        #expect(c.view.frame.minX > 0)  // leaving to the right: a pop
        h.waitForTransitions()
        #expect(log.appearance == ["c.viewWillDisappear", "b.viewWillAppear", "c.viewDidDisappear", "b.viewDidAppear"])
    }

    @Test func aThousandPushesThenPopToRootReleaseEveryController() {
        let (h, nav, _, _) = setUp()
        var refs: [WeakBox<ViewController>] = []
        for i in 0..<1000 {
            let c = ViewController()
            c.title = "\(i)"
            refs.append(WeakBox(c))
            nav.pushViewController(c, animated: i % 100 == 0)
        }
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1001)
        nav.popToRootViewController(animated: true)
        h.waitForTransitions()
        #expect(nav.viewControllers.count == 1)
        #expect(refs.allSatisfy { $0.value == nil })
        #expect(nav.contentView.subviews.count == 1)
    }

    @Test func removingTheWindowRootMidTransitionEndsItCleanly() {
        let (h, nav, root, log) = setUp()
        let b = RecordingController("b", log: log)
        nav.pushViewController(b, animated: true)
        h.advance(by: 0.1)
        h.window.rootViewController = nil
        h.waitForTransitions()
        #expect(h.engine.timers.runningTransitions == 0)
        #expect(h.window.rootView == nil)
        #expect(root.appearanceState == .disappeared && b.appearanceState == .disappeared)
        // Every "will" got its "did".
        for name in ["root", "b"] {
            let calls = log.of(name).filter { $0.contains("ppear") }
            #expect(calls.filter { $0.hasPrefix("viewWill") }.count == calls.filter { $0.hasPrefix("viewDid") }.count)
        }
        #expect(nav.viewControllers.count == 2)
    }

    @Test func anIdleNavigationControllerDrawsNoFrames() {
        let (h, nav, _, _) = setUp()
        nav.pushViewController(ViewController(), animated: true)
        h.waitForTransitions()
        h.advance(by: 0.1)
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 1)
        #expect(h.renderer.stats.framesPresented == frames)
        #expect(h.engine.timers.count == 0)
    }
}
