import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// View controller behaviour recorded on iOS (issue 22 item 11).
@MainActor
@Suite struct ViewControllerUIKitTests {
    final class TableInViewDidLoad: ViewController {
        var sizeInViewDidLoad = Size.zero
        let table = View()
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeInViewDidLoad = view.bounds.size
            table.frame = view.bounds
            view.addSubview(table)
        }
    }

    @Test func theDefaultViewHasTheWindowsBoundsInViewDidLoad() {
        let h = Harness(root: View(), size: Size(width: 320, height: 480))
        let vc = TableInViewDidLoad()
        vc.loadViewIfNeeded()
        #expect(vc.sizeInViewDidLoad == Size(width: 320, height: 480))
        #expect(vc.table.frame.size == h.window.bounds.size)
        h.window.rootViewController = vc
        h.runFrame()
        #expect(vc.view.frame.size == h.window.bounds.size)
    }

    @Test func aChildAnswersWithWhatItsContextPresents() {
        let root = ViewController()
        let child = ViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let h = Harness(rootViewController: root)
        let m = ViewController()
        root.present(m, animated: false)
        #expect(root.presentedViewController === m)
        #expect(child.presentedViewController === m, "UIKit answers through the presentation context")
        root.dismiss(animated: false)
        h.waitForTransitions()
        #expect(child.presentedViewController == nil && root.presentedViewController == nil)
        // A child's own present shows on the child too.
        let m2 = ViewController()
        child.present(m2, animated: false)
        #expect(child.presentedViewController === m2)
        #expect(root.presentedViewController === m2)
        #expect(m2.presentingViewController === root)
        // Inside the presented controller, nothing is presented.
        let inner = ViewController()
        m2.addChild(inner)
        #expect(inner.presentedViewController == nil)
        child.dismiss(animated: false)
        h.waitForTransitions()
        #expect(child.presentedViewController == nil)
    }
}
