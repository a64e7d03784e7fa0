import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Pulling a sheet down: dismissed past half-way or flicked, springs back otherwise.
@MainActor
@Suite struct SheetDismissalTests {
    func setUp(modal: Bool = false) -> (Harness, ViewController, RecordingController, CallLog) {
        let log = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        let sheet = RecordingController("s", log: log)
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 400, height: 300)
        sheet.isModalInPresentation = modal
        root.present(sheet, animated: false)
        log.clear()
        return (h, root, sheet, log)
    }

    func pull(_ h: Harness, by dy: Float, slowly: Bool) {
        let start = Point(x: 400, y: 120)
        h.touchDown(at: start)
        let steps = 10
        for i in 1...steps {
            h.advance(by: slowly ? 0.05 : 0.01)
            h.touchMove(to: Point(x: 400, y: start.y + dy * Float(i) / Float(steps)))
        }
        if slowly { h.advance(by: 0.3); h.touchMove(to: Point(x: 400, y: start.y + dy)) }
        h.touchUp()
        h.waitForTransitions()
    }

    @Test func aLongPullDismisses() {
        let (h, root, sheet, log) = setUp()
        pull(h, by: 220, slowly: true)
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(log.appearance == ["s.viewWillDisappear", "s.viewDidDisappear"])
    }

    @Test func aShortSlowPullSpringsBackInUIKitsOrder() {
        let (h, root, sheet, log) = setUp()
        pull(h, by: 60, slowly: true)
        #expect(root.presentedViewController === sheet)
        #expect(log.appearance == ["s.viewWillDisappear", "s.viewWillAppear", "s.viewDidAppear"])
        #expect(sheet.view.superview?.frame.minY == 90)   // back in place: (480 - 300) / 2
    }

    @Test func aFlickDismisses() {
        let (h, root, _, _) = setUp()
        pull(h, by: 80, slowly: false)
        #expect(root.presentedViewController == nil)
    }

    @Test func aModalSheetStays() {
        let (h, root, sheet, log) = setUp(modal: true)
        pull(h, by: 220, slowly: true)
        #expect(root.presentedViewController === sheet)
        #expect(log.appearance.isEmpty)
    }

    @Test func dismissWhileAFingerPullsEndsCleanly() {
        let (h, root, sheet, log) = setUp()
        h.touchDown(at: Point(x: 400, y: 120))
        for y in stride(from: 140, through: 240, by: 20) { h.advance(by: 0.02); h.touchMove(to: Point(x: 400, y: Float(y))) }
        root.dismiss(animated: true)
        h.touchUp()
        h.waitForTransitions()
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
        // The pull is cancelled (it springs back, UIKit's order), then the dismissal runs.
        #expect(log.appearance == ["s.viewWillDisappear", "s.viewWillAppear", "s.viewDidAppear", "s.viewWillDisappear", "s.viewDidDisappear"])
    }
}
