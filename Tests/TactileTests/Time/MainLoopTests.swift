import Testing
import Dispatch
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The real loop runs GCD's main queue and main-actor tasks, and its idle wait wakes for them.
@MainActor
@Suite(.serialized) struct MainLoopTests {
    private func headlessApp(wakeUpsPerSecond: Double = 10) throws -> Application {
        var config = DisplayConfiguration()
        config.headless = true
        config.size = Size(width: 120, height: 80)
        config.idle.wait = .budgeted
        config.idle.wakeUpsPerSecond = wakeUpsPerSecond
        return try Application(configuration: config)
    }

    /// `DispatchQueue.main.async`, `asyncAfter` and a sleeping `Task` all run inside the loop,
    /// at their times (not at the next touch), and a `Task` quits the app. The idle wait wakes
    /// for them: at 10 budgeted wake-ups a second, a wait that did not would fire them late by
    /// up to 100 ms each.
    @Test func mainQueueAndMainActorRunInsideTheLoop() async throws {
        let app = try headlessApp()
        var log: [(String, Double)] = []
        let start = app.engine.now
        func note(_ s: String) { log.append((s, app.engine.now - start)) }
        DispatchQueue.main.async { note("async") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { note("asyncAfter") }
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(300))
            note("task")
            try await app.engine.asyncClock.sleep(for: .milliseconds(100))
            note("clock")
            app.quit()
        }
        await app.runAsync()
        #expect(log.map(\.0) == ["async", "asyncAfter", "task", "clock"])
        let times = Dictionary(log, uniquingKeysWith: { a, _ in a })
        #expect((times["asyncAfter"] ?? 0) >= 0.15)
        #expect((times["task"] ?? 0) >= 0.3)
        #expect((times["clock"] ?? 0) >= 0.4)
        // No upper bound: other suites share the main actor while this runs, and can hold it
        // for seconds on a loaded machine (`tactile-bench --scene loop` measures the lateness).
        #expect(!app.isRunning)
    }

    /// A chain of jobs that each enqueue the next all run, and the loop still sleeps when idle:
    /// over 0.3 s idle at 10 wake-ups a second it wakes a handful of times, not thousands.
    @Test func chainedJobsRunAndTheIdleLoopSleeps() async throws {
        let app = try headlessApp()
        var remaining = 200
        var wakeUpsAtEnd = 0
        func step() {
            remaining -= 1
            if remaining > 0 {
                DispatchQueue.main.async { step() }
            } else {
                // The chain is done: stay idle 0.3 s, then quit.
                Task { @MainActor in
                    wakeUpsAtEnd = app.idleWakeUps
                    try await Task.sleep(for: .milliseconds(300))
                    app.quit()
                }
            }
        }
        DispatchQueue.main.async { step() }
        // A safety net only (a loaded machine may take long): not a timing assertion.
        Task { @MainActor in
            try await Task.sleep(for: .seconds(60))
            app.quit()
        }
        // Accessibility settings are process-wide (as UIKit's) and a change redraws every engine:
        // tests that switch them run while this one awaits, so each change may add a frame.
        var settingChanges = 0
        let observer = Accessibility.addSettingsObserver { _ in settingChanges += 1 }
        defer { Accessibility.removeSettingsObserver(observer) }
        await app.runAsync()
        #expect(remaining == 0)
        #expect(app.idleWakeUps - wakeUpsAtEnd < 400, "\(app.idleWakeUps - wakeUpsAtEnd) wake-ups while idle")
        #expect(app.engine.frameIndex <= 3 + settingChanges, "\(app.engine.frameIndex) frames while idle, \(settingChanges) accessibility setting changes")
    }

    /// Work queued from another thread runs while the loop idles: with 1 budgeted wake-up a
    /// second, a job posted from a background queue after 50 ms runs and quits the loop
    /// (before the safety-net timer). How promptly the blocking and budgeted waits of `run()`
    /// wake for it is measured by `tactile-bench --scene loop`.
    /// A job that changes a view while `runAsync` sleeps wakes the loop: the change is drawn
    /// without waiting for the next budgeted wake-up (1 a second here).
    @Test func aViewChangedByAJobDrawsWithoutWaitingForTheNextWakeUp() async throws {
        let app = try headlessApp(wakeUpsPerSecond: 1)
        let marker = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        app.window.addSubview(marker)
        let probe = WakeProbe()
        app.engine.onFramePresented = { _ in
            if probe.changedAt != nil && probe.drawnAt == nil {
                probe.drawnAt = app.idleWakeUps
                app.quit()
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    probe.changedAt = app.idleWakeUps
                    marker.backgroundColor = .red
                }
            }
        }
        app.engine.timers.schedule(after: 60) { app.quit() }  // a safety net only
        await app.runAsync()
        #expect(probe.changedAt != nil)
        #expect(probe.drawnAt == probe.changedAt,
                "the frame waited for a budgeted wake-up (\(String(describing: probe.drawnAt)) vs \(String(describing: probe.changedAt)))")
        #expect(app.engine.readPixels().pixel(x: 20, y: 20) == .red)
    }

    @Test func workFromAnotherThreadWakesTheWait() async throws {
        let app = try headlessApp(wakeUpsPerSecond: 1)
        let ran = Box()
        let start = app.engine.now
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            DispatchQueue.main.async { MainActor.assumeIsolated { ran.time = app.engine.now - start; app.quit() } }
        }
        app.engine.timers.schedule(after: 60) { app.quit() }  // a safety net, never the answer
        await app.runAsync()
        let t = try #require(ran.time)
        #expect(t >= 0.05)
        #expect(t < 59, "the job never ran: \(t)")
    }
}

@MainActor private final class Box { var time: Double? }
@MainActor private final class WakeProbe { var changedAt: Int?; var drawnAt: Int? }
