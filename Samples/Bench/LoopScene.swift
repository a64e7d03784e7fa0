import Dispatch
import Foundation
import SampleSupport
import Tactile

/// `--scene loop`: the real `Application.run()` (a window when there is a display, else
/// headless), measuring how promptly GCD's main queue and main-actor tasks run inside it and
/// what idling costs while a `Task` sleeps for an hour. Prints figures; asserts nothing.
@MainActor
enum LoopScene {
    static func run(seconds: Double, headless: Bool) throws {
        var config = DisplayConfiguration()
        config.headless = headless
        config.size = Size(width: 320, height: 200)
        let app = try Application(configuration: config)
        app.window.backgroundColor = .white
        var lines: [String] = []
        let origin = DispatchTime.now().uptimeNanoseconds
        func since(_ t: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6 }
        func note(_ what: String, expected ms: Double) {
            let late = since(origin) - ms
            lines.append("loop: \(what) ran \(String(format: "%.2f", late)) ms after its time (frame \(app.engine.frameIndex))")
        }
        DispatchQueue.main.async { note("DispatchQueue.main.async", expected: 0) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { note("asyncAfter(0.5 s)", expected: 500) }
        Task { @MainActor in
            try await Task.sleep(for: .seconds(1))
            note("Task.sleep(1 s)", expected: 1000)
        }
        Task { @MainActor in
            try await app.engine.asyncClock.sleep(for: .seconds(1.5))
            note("engine.asyncClock.sleep(1.5 s)", expected: 1500)
        }
        let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = Color(r: 200, g: 40, b: 40)
        app.window.addSubview(box)
        Task { @MainActor in
            try await Task.sleep(for: .seconds(2))
            View.animate(withDuration: 0.5, animations: { box.center = Point(x: 250, y: 150) }) { _ in
                note("a 0.5 s animation started at 2 s: completion", expected: 2500)
            }
        }
        let hour = Task { @MainActor in try await Task.sleep(for: .seconds(3600)) }
        var start = ProcessUsage.current(), startWake = 0, startFrames = 0
        var startTime = 0.0
        Task { @MainActor in
            try await Task.sleep(for: .seconds(3))
            start = ProcessUsage.current()
            startTime = app.engine.now
            startWake = app.idleWakeUps
            startFrames = app.engine.frameIndex
            try await Task.sleep(for: .seconds(seconds))
            app.quit()
        }
        app.run()
        hour.cancel()
        let end = ProcessUsage.current()
        let wall = app.engine.now - startTime
        let cpu = end.cpuSeconds - start.cpuSeconds
        for l in lines { print(l) }
        let driver = (app.engine.output as? WindowOutput)?.videoDriver ?? "none (headless)"
        print("loop: driver \(driver), wait \(app.idleWait.rawValue)")
        print(String(format: "idle with a Task sleeping for an hour: %.1f s wall, %.4f s CPU = %.3f %% of a core, %d wake-ups (%.1f/s), %d frames",
                     wall, cpu, cpu / max(wall, 1e-9) * 100, app.idleWakeUps - startWake,
                     Double(app.idleWakeUps - startWake) / max(wall, 1e-9), app.engine.frameIndex - startFrames))
    }
}
