import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Running transitions are counted per engine (its timer queue), not process-wide: a test
/// or runner waits for its own window's, whatever other windows do meanwhile.
@MainActor
@Suite struct TransitionCountTests {
    @Test func eachEngineCountsItsOwnTransitions() {
        let log = CallLog()
        let navA = NavigationController(rootViewController: RecordingController("a", log: log))
        let navB = NavigationController(rootViewController: RecordingController("b", log: log))
        let a = Harness(rootViewController: navA)
        let b = Harness(rootViewController: navB)
        navA.pushViewController(RecordingController("a2", log: log), animated: true)
        #expect(a.engine.timers.runningTransitions == 1)
        #expect(b.engine.timers.runningTransitions == 0)
        // B has nothing running: its wait returns at once, and A's push is still half-way.
        let before = a.clock.now
        #expect(b.waitForTransitions(limit: 1))
        #expect(a.clock.now == before && a.engine.timers.runningTransitions == 1)
        navB.pushViewController(RecordingController("b2", log: log), animated: true)
        #expect(a.waitForTransitions())
        #expect(a.engine.timers.runningTransitions == 0)
        #expect(b.engine.timers.runningTransitions == 1)
        #expect(b.waitForTransitions())
        #expect(b.engine.timers.runningTransitions == 0)
    }

    @Test func aTransitionWhoseWindowGoesAwayIsUncountedOnItsOwnQueue() {
        let log = CallLog()
        let nav = NavigationController(rootViewController: RecordingController("root", log: log))
        let h = Harness(rootViewController: nav)
        nav.pushViewController(RecordingController("next", log: log), animated: true)
        h.advance(by: 0.05)
        h.window.rootViewController = nil   // the controller leaves its window mid-push
        #expect(h.waitForTransitions())
        #expect(h.engine.timers.runningTransitions == 0)
    }
}
