import Foundation
import Tactile

// tactile-bench: the standard button-grid scene, drawn offscreen at 800x480 with SDL's
// software renderer, through the engine (default) or by direct SDL calls (--baseline).
// Prints exactly one line: name=<tactile|raw-sdl> n=N frames=F ms_per_frame=X.

@MainActor
func runBench() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch let e as BenchOptions.ParseError {
        if !e.message.isEmpty { BenchOutput.warn(e.message) }
        FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
        return e.message.isEmpty ? 0 : 2
    } catch {
        BenchOutput.warn("\(error)")
        return 2
    }
    BenchClock.kind = options.clock
    if options.scene == "animate" {
        do {
            let r = try AnimateScene.run(n: options.n, frames: options.frames, properties: options.animate)
            if let out = options.out { try r.lastFrame.writePNG(to: out); BenchOutput.warn("wrote \(out)") }
            BenchOutput.result(name: "tactile-static", n: options.n, frames: options.frames, msPerFrame: r.still)
            BenchOutput.result(name: "tactile-animate", n: options.n, frames: options.frames, msPerFrame: r.animated)
            if let a = r.allocations {
                print("name=tactile-animate n=\(options.n) allocations_per_frame=\(String(format: "%.2f", a))")
            } else {
                BenchOutput.warn("preload Tools/malloc-counter.c (see its header) to count allocations per frame")
            }
        } catch {
            BenchOutput.warn("\(error)")
            return 1
        }
        return 0
    }
    if options.scene == "loop" {
        do { try LoopScene.run(seconds: options.seconds, headless: options.headless) } catch {
            BenchOutput.warn("\(error)")
            return 1
        }
        return 0
    }
    do {
        let name: String
        let result: (msPerFrame: Double, lastFrame: Bitmap)
        // The scenes: the retained view tree, the immediate-mode UI (ImmediateScene.swift,
        // the immediate layer's runner), and the raw SDL baseline for either.
        switch (options.scene, options.baseline) {
        case ("button-grid", false):
            name = "tactile"
            result = try EngineScene.run(n: options.n, frames: options.frames)
        case ("button-grid-immediate", false):
            name = "tactile-immediate"
            result = try ImmediateSceneRunner.run(n: options.n, frames: options.frames,
                                                  now: { Double(BenchClock.now()) / 1e9 })
        case ("button-grid", true), ("button-grid-immediate", true):
            name = "raw-sdl"
            result = try RawSDLScene.run(n: options.n, frames: options.frames)
        default:
            BenchOutput.warn("unknown scene '\(options.scene)' (known: button-grid, button-grid-immediate)")
            return 2
        }
        if let out = options.out {
            try result.lastFrame.writePNG(to: out)
            BenchOutput.warn("wrote \(out)")
        }
        if let other = options.compare { try BenchOutput.compare(result.lastFrame, with: other) }
        BenchOutput.result(name: name, n: options.n, frames: options.frames, msPerFrame: result.msPerFrame)
        return 0
    } catch {
        BenchOutput.warn("\(error)")
        return 1
    }
}

exit(MainActor.assumeIsolated { runBench() })
