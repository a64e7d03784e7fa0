import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The engine's update cycle is the one place work asked for inside a callback waits: view
/// controller changes and the `View.animate` parameters live on it (no static queue beside it).
@MainActor
@Suite struct UpdateCycleTests {
    /// Runs `onWillAppear` from its `viewWillAppear` (inside the change that shows it).
    final class HookController: ViewController {
        var onWillAppear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let hook = onWillAppear
            onWillAppear = nil
            hook?()
        }
    }

    @Test func aPushAskedForDuringAPushWaitsOnTheEnginesCycle() {
        let nav = NavigationController(rootViewController: ViewController())
        let h = Harness(rootViewController: nav)
        let cycle = h.engine.updateCycle
        let first = HookController(), second = ViewController()
        var seen: (changing: Bool, waiting: Int, top: ViewController?)?
        first.onWillAppear = {
            nav.pushViewController(second, animated: false)
            seen = (cycle.isChanging, cycle.deferredChanges.count, nav.topViewController)
        }
        #expect(!cycle.isChanging)
        nav.pushViewController(first, animated: false)
        #expect(seen?.changing == true)
        #expect(seen?.waiting == 1)
        #expect(seen?.top === first)  // the second push had not run inside the first
        #expect(nav.topViewController === second)
        #expect(nav.viewControllers.count == 3)
        #expect(!cycle.isChanging && cycle.deferredChanges.isEmpty)
    }

    @Test func aControllerInNoWindowChangedDuringAChangeWaitsOnTheRunningCycle() {
        let nav = NavigationController(rootViewController: ViewController())
        let h = Harness(rootViewController: nav)
        let offscreen = NavigationController(rootViewController: ViewController())
        let shown = HookController(), pushedOffscreen = ViewController()
        var countInside = -1
        shown.onWillAppear = {
            offscreen.pushViewController(pushedOffscreen, animated: false)
            countInside = offscreen.viewControllers.count
        }
        nav.pushViewController(shown, animated: false)
        #expect(countInside == 1)  // queued behind the running change, not applied inside it
        #expect(offscreen.viewControllers.count == 2)
        #expect(UpdateCycle.running == nil)
        #expect(!h.engine.updateCycle.isChanging)
    }

    @Test func animationParametersAreKeptOnTheCycleOnlyWhileTheBlockRuns() {
        let h = Harness(root: View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        _ = h
        var inside: Double?, withoutAnimation = true, nested: Double?
        View.animate(withDuration: 0.3) {
            inside = UpdateCycle.current.animation?.duration
            View.performWithoutAnimation { withoutAnimation = UpdateCycle.current.animation == nil }
            View.animate(withDuration: 0.1) { nested = UpdateCycle.current.animation?.duration }
            #expect(UpdateCycle.current.animation?.duration == 0.3)
        }
        #expect(inside == 0.3)
        #expect(withoutAnimation)
        #expect(nested == 0.1)
        #expect(UpdateCycle.current.animation == nil)
        #expect(UpdateCycle.running == nil)
    }
}
