import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Modal presentation: UIKit's callbacks per style, refusals, interruptions.
@MainActor
@Suite struct PresentationTests {
    func setUp() -> (Harness, RecordingController, CallLog) {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let h = Harness(rootViewController: root)
        log.clear()
        return (h, root, log)
    }

    @Test func fullScreenPresentationDisappearsThePresenter() {
        let (h, root, log) = setUp()
        let m = RecordingController("m", log: log)
        m.modalPresentationStyle = .fullScreen
        var done = 0
        root.present(m, animated: true) { done += 1 }
        #expect(root.presentedViewController === m)
        #expect(m.presentingViewController === root)
        #expect(m.isBeingPresented)
        h.waitForTransitions()
        #expect(done == 1)
        #expect(log.appearance == ["root.viewWillDisappear", "m.viewWillAppear", "root.viewDidDisappear", "m.viewDidAppear"])
        #expect(m.view.frame.size == h.window.bounds.size)
        log.clear()
        m.dismiss(animated: true) { done += 1 }
        h.waitForTransitions()
        #expect(done == 2)
        #expect(log.appearance == ["m.viewWillDisappear", "root.viewWillAppear", "m.viewDidDisappear", "root.viewDidAppear"])
        #expect(root.presentedViewController == nil && m.presentingViewController == nil)
        #expect(m.view.window == nil)
        #expect(h.window.subviews.count == 1)
    }

    @Test func aSheetLeavesThePresenterVisible() {
        let (h, root, log) = setUp()
        for style in [ViewController.ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let m = RecordingController("m", log: log)
            m.modalPresentationStyle = style
            root.present(m, animated: true)
            h.waitForTransitions()
            #expect(log.appearance == ["m.viewWillAppear", "m.viewDidAppear"])
            #expect(m.view.frame.width < h.window.bounds.width || m.view.window!.bounds.height > m.view.convert(Rect(x: 0, y: 0, width: 1, height: 1), to: nil).minY)
            #expect(root.view.window === h.window && !root.view.isHidden)
            root.dismiss(animated: false)
            log.clear()
        }
    }

    @Test func presentingAnAlreadyPresentedControllerIsRefused() {
        let (h, root, _) = setUp()
        let m = ViewController(), other = ViewController()
        root.present(m, animated: true)
        let lines = capturingDiagnostics {
            root.present(m, animated: true)
            root.present(other, animated: true)
            m.present(m, animated: true)
        }
        h.waitForTransitions()
        #expect(lines.count == 3)
        #expect(root.presentedViewController === m)
        #expect(other.presentingViewController == nil)
        #expect(h.window.subviews.count == 2)
    }

    @Test func dismissingDuringThePresentationFinishesItFirst() {
        let (h, root, log) = setUp()
        let m = RecordingController("m", log: log)
        m.modalPresentationStyle = .fullScreen
        var presented = 0, dismissed = 0
        root.present(m, animated: true) { presented += 1 }
        h.advance(by: 0.1)
        root.dismiss(animated: true) { dismissed += 1 }
        h.waitForTransitions()
        #expect(presented == 1 && dismissed == 1)
        #expect(log.appearance == ["root.viewWillDisappear", "m.viewWillAppear", "root.viewDidDisappear", "m.viewDidAppear",
                                   "m.viewWillDisappear", "root.viewWillAppear", "m.viewDidDisappear", "root.viewDidAppear"])
        #expect(h.window.subviews.count == 1)
        #expect(!root.view.isHidden)
    }

    @Test func dismissingTheMiddleOfAChainRemovesEverythingAbove() {
        let (h, root, _) = setUp()
        let a = ViewController(), b = ViewController()
        root.present(a, animated: false)
        a.present(b, animated: false)
        #expect(a.presentedViewController === b)
        root.dismiss(animated: true)
        h.waitForTransitions()
        #expect(root.presentedViewController == nil && a.presentedViewController == nil)
        #expect(h.window.subviews.count == 1)
    }

    @Test func aChildPresentsFromTheTopOfItsChain() {
        let (h, _, _) = setUp()
        let nav = NavigationController(rootViewController: ViewController())
        h.window.rootViewController = nav
        let m = ViewController()
        nav.topViewController!.present(m, animated: false)
        #expect(nav.presentedViewController === m)
        #expect(m.presentingViewController === nav)
        nav.topViewController!.dismiss(animated: false)
        #expect(nav.presentedViewController == nil)
    }

    @Test func presentingFromAControllerOutsideAWindowIsRefused() {
        let lonely = ViewController()
        let lines = capturingDiagnostics { lonely.present(ViewController(), animated: true) }
        #expect(lines.first?.contains("not in a window") == true)
        #expect(lonely.presentedViewController == nil)
    }

    @Test func theSheetBlocksTouchesToTheScreenBeneath() {
        let (h, root, _) = setUp()
        var taps = 0
        let b = Button(title: "under")
        b.frame = Rect(x: 0, y: 0, width: 800, height: 480)
        b.addAction(for: .touchUpInside) { _ in taps += 1 }
        root.view.addSubview(b)
        root.present(ViewController(), animated: false)
        h.tap(at: Point(x: 10, y: 10))
        #expect(taps == 0)
    }

    @Test func replacingTheRootRemovesItsPresentations() {
        let (h, root, log) = setUp()
        let m = RecordingController("m", log: log)
        root.present(m, animated: true)
        h.advance(by: 0.1)
        h.window.rootViewController = ViewController()
        h.waitForTransitions()
        #expect(m.view.window == nil)
        #expect(m.appearanceState == .disappeared)
        #expect(h.window.subviews.count == 1)
    }
}
