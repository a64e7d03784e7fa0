import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `Timer`, `DisplayLink` and the engine clock as a Swift `Clock`, on the harness's virtual time.
@MainActor
@Suite struct SchedulingTests {
    @Test func oneShotTimerFiresOnceAtItsTime() {
        let h = Harness(root: View())
        var fired: [Double] = []
        let t = Tactile.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: h.engine) { _ in fired.append(h.engine.now) }
        #expect(t.isValid)
        h.advance(by: 0.49)
        #expect(fired.isEmpty)
        h.advance(by: 0.02)
        #expect(fired.count == 1)
        #expect(abs(fired[0] - 0.5) < 1.0 / 60 + 1e-9)
        #expect(!t.isValid)
        h.advance(by: 2)
        #expect(fired.count == 1)
        #expect(h.engine.timers.count == 0)
    }

    @Test func repeatingTimerRunsUntilInvalidatedFromItsBlock() {
        let h = Harness(root: View())
        var n = 0
        Tactile.Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true, on: h.engine) { t in
            n += 1
            if n == 4 { t.invalidate() }
        }
        h.advance(by: 3)
        #expect(n == 4)
        #expect(h.engine.timers.count == 0)
        #expect(!h.engine.wantsFrame)
    }

    /// Foundation's rules for bad intervals: zero, negative or NaN fire (once per frame at most),
    /// infinity never fires and stays valid; nothing traps.
    @Test func badIntervalsAreSanitised() {
        let h = Harness(root: View())
        var counts = [0, 0, 0, 0]
        let bad: [Double] = [0, -5, .nan, .infinity]
        let timers = bad.enumerated().map { i, v in
            Tactile.Timer.scheduledTimer(withTimeInterval: v, repeats: true, on: h.engine) { _ in counts[i] += 1 }
        }
        h.advance(by: 0.5)
        #expect(counts[0] > 0 && counts[0] <= 31)
        #expect(counts[1] > 0 && counts[2] > 0)
        #expect(counts[3] == 0)
        #expect(timers[3].isValid)
        timers.forEach { $0.invalidate() }
        #expect(h.engine.timers.count == 0)
    }

    @Test func timerFireRunsTheBlockNow() {
        let h = Harness(root: View())
        var n = 0
        let t = Tactile.Timer.scheduledTimer(withTimeInterval: 10, repeats: false, on: h.engine) { _ in n += 1 }
        t.fire()
        #expect(n == 1)
        #expect(!t.isValid)
        h.advance(by: 11)
        #expect(n == 1)
    }

    /// A display link runs once per frame with the frame's time, keeps frames coming only
    /// while it runs, and pausing or invalidating it lets the loop sleep again.
    @Test func displayLinkRunsOncePerFrameWhileActive() {
        let h = Harness(root: View())
        h.advance(by: 0.1)
        #expect(!h.engine.wantsFrame)
        var stamps: [(Double, Double)] = []
        let link = DisplayLink(engine: h.engine) { l in stamps.append((l.timestamp, l.targetTimestamp)) }
        #expect(h.engine.wantsFrame)
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 0.5)
        #expect(stamps.count == 30)
        #expect(h.renderer.stats.framesPresented - frames == 30)
        for (a, b) in zip(stamps, stamps.dropFirst()) {
            #expect(abs((b.0 - a.0) - 1.0 / 60) < 1e-9)
            #expect(abs(a.1 - a.0 - link.duration) < 1e-12)
        }
        link.isPaused = true
        #expect(!h.engine.wantsFrame)
        h.advance(by: 0.5)
        #expect(stamps.count == 30)
        link.isPaused = false
        let before = h.renderer.stats.framesPresented
        h.advance(by: 0.1)
        #expect(stamps.count - 30 == h.renderer.stats.framesPresented - before, "once per frame")
        #expect(stamps.count >= 36)
        let total = stamps.count
        link.invalidate()
        link.isPaused = false  // an invalidated link stays stopped
        h.advance(by: 0.5)
        #expect(stamps.count == total)
        #expect(!h.engine.wantsFrame)
    }

    /// A link that invalidates itself and others, and creates a new one, inside its callback.
    @Test func displayLinksMutatedFromTheirCallbacks() {
        let h = Harness(root: View())
        var log: [String] = []
        var b: DisplayLink?
        var c: DisplayLink?
        let a = DisplayLink(engine: h.engine) { l in
            log.append("a")
            b?.invalidate()
            l.invalidate()
            c = DisplayLink(engine: h.engine) { l2 in log.append("c"); l2.invalidate() }
        }
        b = DisplayLink(engine: h.engine) { _ in log.append("b") }
        h.advance(by: 0.1)
        #expect(log == ["a", "c"])
        #expect(!a.isValid && b?.isValid == false && c?.isValid == false)
        #expect(!h.engine.wantsFrame)
    }

    /// `engine.asyncClock.sleep(for:)` ends when virtual time passes its deadline, not before;
    /// nothing depends on wall time.
    @Test func asyncClockSleepsOnVirtualTime() async throws {
        let h = Harness(root: View())
        var woke: Double?
        let clock = h.engine.asyncClock
        let start = clock.now
        Task { @MainActor in
            try await clock.sleep(for: .seconds(1))
            woke = h.engine.now
        }
        await h.runTasks()
        h.advance(by: 0.9)
        await h.runTasks()
        #expect(woke == nil)
        // Frame by frame: it wakes in the first frame at or after 1 s.
        for _ in 0..<12 where woke == nil {
            h.advance(by: 1.0 / 60)
            await h.runTasks()
        }
        let t = try #require(woke)
        #expect(t >= 1 && t <= 1 + 1.0 / 60 + 1e-9, "\(t)")
        #expect(clock.now.seconds - start.seconds >= 1 - 1e-9, "the clock reads virtual time")
    }

    @Test func cancellingASleepThrowsAndRemovesItsTimer() async {
        let h = Harness(root: View())
        var outcome = "none"
        let task = Task { @MainActor in
            do {
                try await h.engine.asyncClock.sleep(for: .seconds(60))
                outcome = "woke"
            } catch is CancellationError {
                outcome = "cancelled"
            } catch {
                outcome = "other"
            }
        }
        await h.runTasks()
        #expect(h.engine.timers.count == 1)
        task.cancel()
        await h.runTasks()
        #expect(outcome == "cancelled")
        #expect(h.engine.timers.count == 0)
    }

    @Test func clockInstantsAreSafeWithBadNumbers() {
        let i = EngineClock.Instant(seconds: 1)
        #expect(i.advanced(by: .seconds(2)).seconds == 3)
        #expect(i.duration(to: EngineClock.Instant(seconds: .nan)) == .zero)
        #expect(i.duration(to: EngineClock.Instant(seconds: .infinity)) == .zero)
        #expect(i.duration(to: EngineClock.Instant(seconds: 2.5)) == .milliseconds(1500))
    }
}
