import ArgumentParser
import CSDL2
import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// What a sample sets up: it receives the engine, after which the runner drives frames,
/// replays the script and writes PNGs.
@MainActor
public struct SampleContext {
    /// The engine to put views and layers into.
    public let engine: Engine
    /// The parsed options.
    public let options: SampleOptions
    /// `true` when rendering offscreen.
    public let isHeadless: Bool
    /// The window.
    public var window: Window { engine.window }
}

/// Runs a sample with the shared command line: a window when there is a display, offscreen
/// otherwise; `--script` replayed on the frame clock (virtual and exact when headless);
/// `--out` PNGs written and their paths printed.
@MainActor
public enum SampleRunner {
    /// Runs the sample called `name`. `setUp` builds its content.
    public static func run(name: String, options: SampleOptions, configuration base: DisplayConfiguration = DisplayConfiguration(),
                           setUp: (SampleContext) throws -> Void) throws {
        var config = base
        config.title = config.title == "Tactile" ? "Tactile — \(name)" : config.title
        config.size = try options.parsedSize()
        config.rotation = try options.parsedRotation()
        let script = try options.script.map { try TouchScript(contentsOfFile: $0) }
        var headless = options.isHeadless || config.headless
        var app: Application?
        if !headless {
            do {
                app = try Application(configuration: config)
            } catch {
                print("\(name): no window could be opened (\(error)); rendering offscreen instead")
                headless = true
            }
        }
        let outDir = options.out ?? (headless ? "out/\(name)" : nil)
        if let outDir { makeDirectory(outDir) }

        if headless {
            config.headless = true
            printDiagnostic("\(name): offscreen, renderer software")
            let clock = VirtualClock()
            let transform = headlessTransform(for: config)
            let output = try OffscreenOutput(size: transform.outputSize)
            let engine = Engine(output: output, clock: clock, displayTransform: transform)
            try setUp(SampleContext(engine: engine, options: options, isHeadless: true))
            let frameTime = 1.0 / 60.0
            let frames = options.frames ?? max(1, Int(((script?.duration ?? 0) + 0.25) / frameTime) + 1)
            var pending = script?.steps[...] ?? []
            var wrote: [String] = []
            for i in 0..<frames {
                clock.advance(to: Double(i) * frameTime)
                while let step = pending.first, step.time <= clock.now + 1e-9 {
                    pending = pending.dropFirst()
                    if case let .shot(shot) = step.action {
                        engine.runFrame(force: true)
                        if let outDir { wrote.append(try writePNG(engine, outDir, shot)) }
                    } else {
                        apply(step.action, to: engine)
                    }
                }
                engine.runFrame(force: i == 0 || i == frames - 1)
            }
            if let outDir { wrote.append(try writePNG(engine, outDir, "final")) }
            for p in wrote { print(p) }
            return
        }

        guard let app else { return }
        if let w = app.engine.output as? WindowOutput {
            printDiagnostic("\(name): video driver \(w.videoDriver), renderer \(w.rendererName)")
        }
        try setUp(SampleContext(engine: app.engine, options: options, isHeadless: false))
        app.engine.onKey = { [weak app] key in if key.isDown && key.keyCode == KeyInput.escape { app?.quit() } }
        if let script { scheduleWindowed(script.steps[...], engine: app.engine, outDir: outDir, previousTime: 0) }
        if outDir != nil, let frames = options.frames {
            // The last frame is read before its present.
            app.run(frames: frames) { [weak app] i in if i == frames - 1 { app?.renderer.captureNextPresent() } }
        } else {
            app.run(frames: options.frames)
        }
        if let outDir, options.frames != nil { print(try writePNG(app.engine, outDir, "final")) }
    }

    /// The display transform a window opened with `config` would get, for an offscreen
    /// output of the window's size: the output is `size` turned by the rotation (the panel),
    /// the UI is `logicalSize` letterboxed into it when set, and touches go through the
    /// calibration. Headless runs of a letterboxed, rotated or calibrated kiosk thus lay out
    /// and map scripted touches as the real panel does.
    public static func headlessTransform(for config: DisplayConfiguration) -> DisplayTransform {
        let ui = config.size.sanitized
        let outSize = config.rotation.swapsAxes ? Size(width: ui.height, height: ui.width) : ui
        return DisplayTransform(outputSize: outSize, logicalSize: config.logicalSize,
                                rotation: config.rotation, calibration: config.calibration)
    }

    /// The raw normalised device coordinates a touch panel with `calibration` reports for a
    /// finger shown at `x`, `y` (normalised over the output): the inverse of
    /// `TouchCalibration.apply`.
    static func rawNormalized(_ x: Float, _ y: Float, calibration c: TouchCalibration) -> (x: Float, y: Float) {
        let ux = c.invertX ? 1 - x : x
        let uy = c.invertY ? 1 - y : y
        return c.swapAxes ? (uy, ux) : (ux, uy)
    }

    /// Injects one script action through SDL's event path, as the panel would report it
    /// (script points are UI points; rotation, letterbox and calibration are undone).
    static func apply(_ action: TouchScript.Action, to engine: Engine) {
        let t = engine.displayTransform
        func finger(_ phase: TouchInput.Phase, _ id: Int, _ p: Point) {
            let o = t.outputPoint(fromUI: p)
            let raw = rawNormalized(o.x / max(1, t.outputSize.width), o.y / max(1, t.outputSize.height), calibration: t.calibration)
            engine.handle(sdlEvent: SDLEventFactory.finger(phase, finger: Int64(id), x: raw.x, y: raw.y))
        }
        switch action {
        case let .down(id, p): lastPoint[id] = p; finger(.began, id, p)
        case let .move(id, p): lastPoint[id] = p; finger(.moved, id, p)
        case let .up(id, p): finger(.ended, id, p ?? lastPoint[id] ?? .zero)
        case let .key(code):
            engine.handle(sdlEvent: SDLEventFactory.key(code: code, down: true))
            engine.handle(sdlEvent: SDLEventFactory.key(code: code, down: false))
        case .shot: break
        }
    }

    private static var lastPoint: [Int: Point] = [:]

    /// Replays a script in a window on the real clock, one step at a time: each step is
    /// scheduled when the one before it has run, after the interval the script puts between
    /// them. A late frame (a cold shader cache, a loaded machine) thus delays the rest of the
    /// script instead of firing later steps before an earlier shot is taken, and a shot
    /// shows the state at its own point of the script; gestures keep their timing.
    static func scheduleWindowed(_ steps: ArraySlice<TouchScript.Step>, engine: Engine, outDir: String?, previousTime: Double) {
        guard let step = steps.first else { return }
        engine.timers.schedule(after: max(0, step.time - previousTime)) {
            if case let .shot(shot) = step.action {
                // Read before the present: a window's back buffer is undefined after it.
                engine.renderer.captureNextPresent()
                engine.runFrame(force: true)
                if let outDir, let p = try? writePNG(engine, outDir, shot) { print(p) }
            } else {
                apply(step.action, to: engine)
            }
            scheduleWindowed(steps.dropFirst(), engine: engine, outDir: outDir, previousTime: step.time)
        }
    }

    static func printDiagnostic(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }

    static func writePNG(_ engine: Engine, _ dir: String, _ name: String) throws -> String {
        let path = dir.hasSuffix("/") ? dir + name + ".png" : dir + "/" + name + ".png"
        try engine.readPixels().writePNG(to: path)
        return path
    }

    static func makeDirectory(_ path: String) {
        var partial = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            partial += part + "/"
            mkdir(partial, 0o755)
        }
    }
}

extension SampleRunner {
    /// Runs a sample from a `ParsableCommand`'s `run()`, which executes on the main thread.
    public nonisolated static func main(name: String, options: SampleOptions,
                                        configuration: DisplayConfiguration = DisplayConfiguration(),
                                        setUp: @MainActor (SampleContext) throws -> Void) throws {
        try MainActor.assumeIsolated {
            try run(name: name, options: options, configuration: configuration, setUp: setUp)
        }
    }
}
