import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit

@MainActor
@Suite struct TimerQueueTests {
    @Test func firesAtItsDeadlineNotBefore() {
        let clock = VirtualClock()
        let timers = TimerQueue(clock: clock)
        var fired = 0
        timers.schedule(after: 0.5) { fired += 1 }
        clock.advance(to: 0.49)
        timers.fireDue()
        #expect(fired == 0)
        clock.advance(to: 0.5)
        timers.fireDue()
        #expect(fired == 1)
        timers.fireDue()
        #expect(fired == 1)
    }

    @Test func repeatingAndCancel() {
        let clock = VirtualClock()
        let timers = TimerQueue(clock: clock)
        var ticks = 0
        let token = timers.scheduleRepeating(every: 1) { ticks += 1 }
        for s in 1...5 { clock.advance(to: Double(s)); timers.fireDue() }
        #expect(ticks == 5)
        timers.cancel(token)
        clock.advance(by: 3)
        timers.fireDue()
        #expect(ticks == 5)
        #expect(timers.nextDeadline == nil)
    }

    @Test func aTimerScheduledByAnActionWaitsForTheNextCall() {
        let clock = VirtualClock()
        let timers = TimerQueue(clock: clock)
        var order: [String] = []
        timers.schedule(after: 0) {
            order.append("a")
            timers.schedule(after: 0) { order.append("b") }
        }
        timers.fireDue()
        #expect(order == ["a"])
        timers.fireDue()
        #expect(order == ["a", "b"])
    }
}
