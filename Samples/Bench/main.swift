import Foundation
import Tactile

// tactile-bench: the standard button-grid scene, drawn offscreen at 800x480 with SDL's
// software renderer, through the engine (default) or by direct SDL calls (--baseline).
// Prints exactly one line: name=<tactile|raw-sdl> n=N frames=F ms_per_frame=X.

@MainActor
func runBench() -> Int32 {
    let options = BenchOptions.parseOrExit()
    BenchOutput.holdSeconds = options.window ? options.hold : 0
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
    if options.scene == "rings" {
        do {
            let frame = try RasterizerComparison.run(frames: options.frames, renderer: options.renderer)
            if let out = options.out { try frame.writePNG(to: out); BenchOutput.warn("wrote \(out)") }
        } catch {
            BenchOutput.warn("\(error)")
            return 1
        }
        return 0
    }
    if options.scene == "layers" {
        do {
            let frame = try LayersScene.run(n: options.n, frames: options.frames)
            if let out = options.out { try frame.writePNG(to: out); BenchOutput.warn("wrote \(out)") }
        } catch {
            BenchOutput.warn("\(error)")
            return 1
        }
        return 0
    }
    if options.scene == "cards" {
        do {
            let frame = try CardsScene.run(n: options.n, frames: options.frames)
            if let out = options.out { try frame.writePNG(to: out); BenchOutput.warn("wrote \(out)") }
        } catch {
            BenchOutput.warn("\(error)")
            return 1
        }
        return 0
    }
    if options.scene == "constraints" {
        let r = ConstraintScene.run(n: options.n, frames: options.frames)
        print("name=tactile-constraints n=\(options.n) solve_ms=\(String(format: "%.3f", r.solve)) resolve_ms=\(String(format: "%.4f", r.resolve))")
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
        var counts: DamageScene.Result?
        if options.baseline && options.window { BenchOutput.warn("--window applies to the engine's scenes; the baseline draws offscreen") }
        // The scenes: the retained view tree, the immediate-mode UI (ImmediateScene.swift,
        // the immediate plane's runner), and the raw SDL baseline for either.
        switch (options.scene, options.baseline) {
        case ("button-grid", false):
            name = "tactile"
            let r = try EngineScene.run(n: options.n, frames: options.frames, output: try BenchTarget.makeOutput(options))
            result = (r.msPerFrame, r.lastFrame)
            counts = r
        case ("button-grid-one", false), ("list-one", false):
            name = options.scene == "list-one" ? "tactile-list-one" : "tactile-one"
            let r = try DamageScene.run(n: options.n, frames: options.frames, output: try BenchTarget.makeOutput(options),
                                        list: options.scene == "list-one")
            result = (r.msPerFrame, r.lastFrame)
            counts = r
        case ("button-grid-immediate", false):
            name = "tactile-immediate"
            result = try ImmediateSceneRunner.run(n: options.n, frames: options.frames,
                                                  now: { Double(BenchClock.now()) / 1e9 })
        case ("text-edit", _):
            let chars = options.n == 60 ? 10_000 : options.n
            let r = try TextEditScene.run(n: chars, keystrokes: options.frames)
            if let out = options.out { try r.lastFrame.writePNG(to: out) }
            print("name=tactile-text-edit n=\(chars) keystrokes=\(options.frames) ms_per_keystroke=\(String(format: "%.3f", r.msPerKeystroke)) "
                  + "rasterizations_per_keystroke=\(String(format: "%.2f", r.rasterizationsPerKeystroke)) "
                  + "full_line_measure_ms=\(String(format: "%.3f", r.fullLineMeasureMs))")
            return 0
        case ("text-view", _):
            // TextViewScene.swift: per-keystroke cost at 10^3, 10^5 and 10^6 characters (or --n).
            let sizes = options.n == 60 ? [1_000, 100_000, 1_000_000] : [options.n]
            for chars in sizes {
                let r = try TextViewScene.run(n: chars, keystrokes: options.frames)
                if let out = options.out { try r.lastFrame.writePNG(to: out) }
                print("name=tactile-text-view n=\(chars) keystrokes=\(options.frames) ms_per_keystroke=\(String(format: "%.3f", r.msPerKeystroke)) "
                      + "set_text_ms=\(String(format: "%.1f", r.setTextMs)) full_rewrap_ms=\(String(format: "%.1f", r.fullRewrapMs))")
            }
            let l = try TextViewScene.label(n: sizes.max() ?? 1_000_000)
            print("name=tactile-label n=\(sizes.max() ?? 0) one_line_ms=\(String(format: "%.1f", l.singleLineMs)) "
                  + "wrapped_ms=\(String(format: "%.1f", l.wrappedMs))")
            return 0
        case ("list-flick", false):
            let r = try ListFlickScene.run(n: options.n, frames: options.frames)
            if let out = options.out {
                try r.lastFrame.writePNG(to: out)
                BenchOutput.warn("wrote \(out)")
            }
            print("name=tactile-list-flick n=\(options.n) fling_frames=\(r.flingFrames) "
                  + "ms_per_fling_frame=\(String(format: "%.3f", r.flingMsPerFrame)) "
                  + "ms_per_full_redraw=\(String(format: "%.3f", r.fullRedrawMsPerFrame)) "
                  + "rows_created=\(r.cellsCreated) travelled_pt=\(String(format: "%.0f", r.travelled)) "
                  + "text_rasterizations_in_fling=\(r.textRasterizationsDuringFling)")
            return 0
        case ("collection-flick", false):
            // A CollectionView grid of N tiles flicked (CollectionFlickScene.swift).
            let r = try CollectionFlickScene.run(n: options.n)
            if let out = options.out { try r.lastFrame.writePNG(to: out); BenchOutput.warn("wrote \(out)") }
            print("name=tactile-collection-flick n=\(options.n) fling_frames=\(r.flingFrames) "
                  + "ms_per_fling_frame=\(String(format: "%.3f", r.flingMsPerFrame)) first_frame_ms=\(String(format: "%.1f", r.prepareMs)) "
                  + "ms_per_full_redraw=\(String(format: "%.3f", r.fullRedrawMsPerFrame)) "
                  + "text_rasterizations_in_fling=\(r.textRasterizationsDuringFling) cells_created=\(r.cellsCreated) travelled_pt=\(String(format: "%.0f", r.travelled))")
            return 0
        case ("push", false):
            // A navigation push (PushScene.swift): ms per transition frame, and per static frame on stderr.
            let push = try PushScene.run(n: options.n, frames: options.frames)
            BenchOutput.warn("static frame of the same screen: \(String(format: "%.3f", push.staticMsPerFrame)) ms")
            name = "tactile-push"
            result = (push.msPerFrame, push.lastFrame)
        case ("button-grid", true), ("button-grid-immediate", true):
            name = "raw-sdl"
            result = try RawSDLScene.run(n: options.n, frames: options.frames)
        default:
            BenchOutput.warn("unknown scene '\(options.scene)' (known: button-grid, button-grid-one, list-one, button-grid-immediate, "
                             + "text-edit, text-view, list-flick, push, animate, loop; button-grid-one and list-one have no baseline)")
            return 2
        }
        if let out = options.out {
            try result.lastFrame.writePNG(to: out)
            BenchOutput.warn("wrote \(out)")
        }
        if let other = options.compare { try BenchOutput.compare(result.lastFrame, with: other) }
        if let c = counts {
            let f = Double(options.frames)
            BenchOutput.warn(String(format: "per frame: %.1f views entered, %.1f drawn, %.1f SDL draw calls",
                                    Double(c.viewsVisited) / f, Double(c.viewsDrawn) / f, Double(c.drawCalls) / f))
        }
        BenchOutput.result(name: name, n: options.n, frames: options.frames, msPerFrame: result.msPerFrame)
        return 0
    } catch {
        BenchOutput.warn("\(error)")
        return 1
    }
}

exit(MainActor.assumeIsolated { runBench() })
