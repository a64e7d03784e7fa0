import SampleSupport
import Tactile

/// Runs the real frame loop on the home screen, untouched, and prints what idling costs:
/// CPU time over wall time (getrusage), idle wake-ups a second, frames drawn.
@MainActor
enum IdleMeasurement {
    static func run(seconds: Double, configuration: DisplayConfiguration, ticking: Bool) throws {
        let app = try Application(configuration: configuration)
        let controller = KioskController(engine: app.engine, headless: false, idle: configuration.idle)
        controller.start(ticking: ticking)
        let settle = 2.0
        var start = ProcessUsage.current()
        var startTime = 0.0, startWakeUps = 0, startFrames = 0
        app.engine.timers.schedule(after: settle) {
            start = ProcessUsage.current()
            startTime = app.engine.now
            startWakeUps = app.idleWakeUps
            startFrames = app.engine.frameIndex
        }
        app.engine.timers.schedule(after: settle + seconds) { app.quit() }
        app.run()
        let end = ProcessUsage.current()
        let wall = app.engine.now - startTime
        let cpu = end.cpuSeconds - start.cpuSeconds
        let driver = (app.engine.output as? WindowOutput)?.videoDriver ?? "none (headless)"
        func f(_ x: Double, _ digits: Int = 2) -> String {
            var p = 1.0
            for _ in 0..<digits { p *= 10 }
            return String((x * p).rounded() / p)
        }
        print("idle: \(ticking ? "home screen, clock ticking once a second" : "static home screen (clock stopped)")")
        print("idle: driver \(driver), wait \(app.idleWait.rawValue), \(Int(configuration.idle.wakeUpsPerSecond)) wake-ups/s budget")
        print("idle: \(f(wall, 1)) s wall, \(f(cpu, 3)) s CPU = \(f(cpu / wall * 100, 3)) % of one core")
        print("idle: \(app.idleWakeUps - startWakeUps) loop wake-ups (\(f(Double(app.idleWakeUps - startWakeUps) / wall, 1))/s), "
              + "\(end.voluntaryContextSwitches - start.voluntaryContextSwitches) voluntary context switches "
              + "(\(f(Double(end.voluntaryContextSwitches - start.voluntaryContextSwitches) / wall, 1))/s)")
        print("idle: \(app.engine.frameIndex - startFrames) frames drawn (\(f(Double(app.engine.frameIndex - startFrames) / wall, 2))/s)")
        _ = controller
    }
}
