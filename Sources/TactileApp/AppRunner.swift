import ArgumentParser
import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// Runs any Tactile app with the shared command line (``AppOptions``): a window when there
/// is a display, offscreen on a virtual clock otherwise; `--script` replayed, `--out` PNGs
/// written (paths printed), `--record` and `--timing`. Configuration comes from
/// `tactile.json` and `TACTILE_*` (bad values stop with a message naming the key), then the
/// command line.
///
/// ```swift
/// import TactileApp
///
/// AppRunner.main(name: "rooms") { RoomListController() }   // in main.swift
/// ```
@MainActor
public enum AppRunner {
    /// Parses the process's arguments, loads the configuration and runs with
    /// `root()` as the window's root controller. Exits with status 2 and a message on a
    /// bad option or configuration value.
    public nonisolated static func main(name: String, title: String? = nil,
                                        root: @escaping @MainActor () -> ViewController) {
        let mainEntered = monotonicSeconds()
        MainActor.assumeIsolated { start(name: name, title: title, startedAt: mainEntered, root: root) }
    }

    /// ``main(name:title:root:)`` on the main actor (an `@MainActor` entry point).
    public static func start(name: String, title: String? = nil, startedAt: Double? = nil, root: () -> ViewController) {
        let (options, configuration) = parseOrExit(name: name, title: title)
        do {
            try run(name: name, options: options, configuration: configuration, startedAt: startedAt) { context in
                context.window.rootViewController = root()
            }
        } catch {
            fail(name, "\(error)")
        }
    }

    /// Parses `CommandLine.arguments` and loads the configuration, or prints the problem
    /// (or `--help`) and exits.
    public static func parseOrExit(name: String, title: String? = nil) -> (AppOptions, DisplayConfiguration) {
        let options = AppOptions.parseOrExit()
        var base = DisplayConfiguration()
        base.title = title ?? name
        do {
            let configuration = try DisplayConfiguration.load(file: options.config, base: base)
            return (options, configuration)
        } catch {
            fail(name, "\(error)")
        }
    }

    static func fail(_ name: String, _ message: String) -> Never {
        let line = "\(name): \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }

    /// Runs an app: `setUp` fills the engine, then frames run (a window until quit, or
    /// headless until the script and `--frames` are done).
    public static func run(name: String, options: AppOptions, configuration base: DisplayConfiguration = DisplayConfiguration(),
                           startedAt: Double? = nil, setUp: (AppContext) throws -> Void) throws {
        let entered = startedAt ?? monotonicSeconds()
        var config = base
        if let s = options.size { config.size = s }
        if let r = options.rotation { config.rotation = r }
        let script = try options.script.map { try TouchScript(contentsOfFile: $0) }
        let drivers = !config.videoDrivers.isEmpty
        let headless = options.headless || config.headless || (DisplayConfiguration.environmentHasNoDisplay && !drivers)
        var app: Application?
        if !headless {
            do {
                app = try Application(configuration: config)
            } catch {
                // A display was there (or a driver such as KMSDRM was asked for): rendering
                // offscreen instead would be a kiosk showing nothing. Say why and stop.
                fail(name, "no window could be opened (\(error)); fix the display settings, or render "
                     + "offscreen on purpose with --headless (TACTILE_HEADLESS=1)")
            }
        }
        let outDir = options.out ?? (headless ? "out/\(name)" : nil)
        if let outDir { makeDirectory(outDir) }
        func reportTiming(_ engine: Engine) {
            guard options.timing else { return }
            engine.onFramePresented = { [weak engine] index in
                guard index == 0 else { return }
                let sinceMain = (monotonicSeconds() - entered) * 1000
                let sinceStart = ProcessTiming.secondsSinceProcessStart().map { String(format1($0 * 1000)) } ?? "?"
                print("\(name): first frame \(sinceStart) ms after process start (\(format1(sinceMain)) ms after main)\(headless ? ", headless" : ", in a window")")
                fflush(nil)  // standard output is a file or the journal on a kiosk: say it now
                engine?.onFramePresented = nil
            }
        }

        if headless {
            config.headless = true
            let clock = VirtualClock()
            let output = try OffscreenOutput(size: headlessTransform(for: config).outputSize)
            let engine = Engine(output: output, clock: clock, displayTransform: headlessTransform(for: config))
            reportTiming(engine)
            let recorder = options.record.map { ScriptRecorder(engine: engine, path: $0) }
            try setUp(AppContext(engine: engine, options: options, configuration: config, isHeadless: true))
            engine.screenReader.start(configuration: config.accessibility)
            let frameTime = 1.0 / 60.0
            // A script's times are at most TouchScript.maximumTime, so this stays finite.
            let seconds = min(script?.duration ?? 0, TouchScript.maximumTime) + 0.25
            let frames = options.frames ?? max(1, Int(seconds / frameTime) + 1)
            var pending = script?.steps[...] ?? []
            var wrote: [String] = []
            var player = ScriptInjector()
            for i in 0..<frames {
                clock.advance(to: Double(i) * frameTime)
                while let step = pending.first, step.time <= clock.now + 1e-9 {
                    pending = pending.dropFirst()
                    if case let .shot(shot) = step.action {
                        engine.runFrame(force: true)
                        if let outDir { wrote.append(try writePNG(engine, outDir, shot)) }
                    } else {
                        player.apply(step.action, to: engine)
                    }
                }
                engine.runFrame(force: i == 0 || i == frames - 1)
            }
            if let outDir { wrote.append(try writePNG(engine, outDir, "final")) }
            recorder?.write()
            for p in wrote { print(p) }
            return
        }

        guard let app else { return }
        if let w = app.engine.output as? WindowOutput {
            printDiagnostic("\(name): video driver \(w.videoDriver), renderer \(w.rendererName); presents: \(w.presentation)")
        }
        reportTiming(app.engine)
        let recorder = options.record.map { ScriptRecorder(engine: app.engine, path: $0) }
        try setUp(AppContext(engine: app.engine, options: options, configuration: config, isHeadless: false))
        app.engine.screenReader.start(configuration: config.accessibility)
        let previousKey = app.engine.onKey
        app.engine.onKey = { [weak app] key in
            previousKey?(key)
            // Escape quits unless a presented controller (an alert) took it.
            guard key.isDown && key.keyCode == KeyInput.escape, let app else { return }
            if app.window.rootViewController?.presentedViewController == nil { app.quit() }
        }
        print("\(name): running in a window; press Escape or close the window to quit (Ctrl-C in this terminal works too)")
        if let script {
            let player = ScriptPlayer()
            scheduleWindowed(script.steps[...], engine: app.engine, player: player, outDir: outDir, previousTime: 0)
        }
        if outDir != nil, let frames = options.frames {
            // The last frame is read before its present (a window's back buffer is undefined after).
            app.run(frames: frames) { [weak app] i in if i == frames - 1 { app?.renderer.captureNextPresent() } }
            recorder?.write()
            if let recorder { print("\(name): recorded \(recorder.steps.count) input steps to \(recorder.path)") }
            if let outDir { print(try writePNG(app.engine, outDir, "final")) }
            return
        }
        app.run(frames: options.frames)
        if options.timing, let w = app.engine.output as? WindowOutput {
            print("\(name): presented: \(w.presentation)")
        }
        recorder?.write()
        if let recorder { print("\(name): recorded \(recorder.steps.count) input steps to \(recorder.path)") }
        if let outDir, options.frames != nil { print(try writePNG(app.engine, outDir, "final")) }
    }

    /// Replays a script in a window on the real clock, one step at a time: each step is
    /// scheduled when the one before it has run, after the interval the script puts between
    /// them. A late frame (a cold shader cache, a loaded machine) thus delays the rest of the
    /// script instead of firing later steps before an earlier shot is taken, so a shot shows
    /// the state at its own point of the script; gestures keep their timing.
    static func scheduleWindowed(_ steps: ArraySlice<TouchScript.Step>, engine: Engine, player: ScriptPlayer,
                                 outDir: String?, previousTime: Double) {
        guard let step = steps.first else { return }
        engine.timers.schedule(after: max(0, step.time - previousTime)) {
            if case let .shot(shot) = step.action {
                // Read before the present: a window's back buffer is undefined after it.
                engine.renderer.captureNextPresent()
                engine.runFrame(force: true)
                if let outDir, let p = try? writePNG(engine, outDir, shot) { print(p) }
            } else {
                player.injector.apply(step.action, to: engine)
            }
            scheduleWindowed(steps.dropFirst(), engine: engine, player: player, outDir: outDir, previousTime: step.time)
        }
    }

    /// Writes one line to standard error (diagnostics stay out of the PNG paths on stdout).
    static func printDiagnostic(_ line: String) {
        var err = StandardError()
        print(line, to: &err)
    }

    /// The display transform a window opened with `config` would get, for an offscreen
    /// output of the window's size (rotation, letterbox and calibration as on the panel).
    public static func headlessTransform(for config: DisplayConfiguration) -> DisplayTransform {
        let ui = config.size.sanitized
        let outSize = config.rotation.swapsAxes ? Size(width: ui.height, height: ui.width) : ui
        return DisplayTransform(outputSize: outSize, logicalSize: config.logicalSize,
                                rotation: config.rotation, calibration: config.calibration)
    }

    /// Writes the last frame as `dir/name.png`; returns the path.
    public static func writePNG(_ engine: Engine, _ dir: String, _ name: String) throws -> String {
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

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func format1(_ x: Double) -> String { String(Double((x * 10).rounded()) / 10) }

/// The script injector shared by the steps of a windowed replay.
@MainActor
final class ScriptPlayer {
    var injector = ScriptInjector()
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        _ = string.withCString { Glibc.write(2, $0, strlen($0)) }
    }
}
