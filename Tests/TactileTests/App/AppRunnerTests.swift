import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileApp
import ArgumentParser
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// The public app runner: options, scripts, recording, headless runs of a root controller.
@MainActor
@Suite struct AppRunnerTests {
    @Test func optionsParseAndBadValuesNameTheOption() throws {
        let o = try AppOptions.parse(["--headless", "--size", "480x800", "--rotation=90", "--frames", "3", "--out", "shots/x", "--timing",
                                      "--record", "r.script"])
        #expect(o.headless && o.timing && o.frames == 3 && o.out == "shots/x" && o.record == "r.script")
        #expect(o.size == Size(width: 480, height: 800) && o.rotation == .clockwise90)
        #expect(try AppOptions.parse([]).size == nil && AppOptions.parse([]).rotation == nil)
        for (args, word) in [(["--size", "big"], "--size"), (["--rotation", "45"], "--rotation"), (["--frames", "-1"], "--frames"),
                             (["--frames"], "--frames"), (["--nonsense"], "--nonsense"), (["--size", "nanxnan"], "--size"),
                             (["--size", "0x5"], "--size"), (["--frames", "1e300"], "--frames")] {
            #expect(throws: (any Error).self) { try AppOptions.parse(args) }
            do { _ = try AppOptions.parse(args) } catch { #expect(AppOptions.message(for: error).contains(word), "\(AppOptions.message(for: error))") }
        }
        // --help is not an error: it exits cleanly with the usage, which lists every option.
        do { _ = try AppOptions.parse(["--help"]) } catch { #expect(AppOptions.exitCode(for: error) == .success) }
        for option in ["--headless", "--size", "--rotation", "--frames", "--script", "--out", "--record", "--timing", "--config"] {
            #expect(AppOptions.helpMessage().contains(option))
        }
    }

    /// An app embeds the runner's options in its own command, beside its own.
    @Test func anAppCommandEmbedsTheOptions() throws {
        struct Rooms: ParsableCommand {
            @OptionGroup var tactile: AppOptions
            @Option var building = "A"
        }
        let c = try Rooms.parse(["--building", "B", "--headless", "--size", "320x240"])
        #expect(c.building == "B" && c.tactile.headless && c.tactile.size == Size(width: 320, height: 240))
    }

    @Test func aScriptRoundTripsThroughItsText() throws {
        let script = try TouchScript(text: "0.5 tap 10 20\n1 down 1 100.5 200\n1.2 move 1 300 200\n1.4 up 1\n2 shot menu\n3 key 27\n")
        let again = try TouchScript(text: script.text)
        #expect(again.steps == script.steps)
    }

    @Test func aRecordingReplaysTheSameTouchesInAHarness() throws {
        // Record a headless run's input, then play the file in a harness: same taps, same result.
        var taps: [Point] = []
        let root = View()
        root.addGestureRecognizer(TapGestureRecognizer { r in taps.append(r.location(in: nil)) })
        let path = TestOutput.path("tactile-record-\(getpid()).script")
        let h = Harness(root: root)
        let recorder = ScriptRecorder(engine: h.engine, path: path)
        h.tap(at: Point(x: 100, y: 120))
        h.advance(by: 0.5)
        h.tap(at: Point(x: 300, y: 200))
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 200, y: 10), duration: 0.2)
        recorder.write()
        #expect(taps.count == 2)
        let recorded = try TouchScript(contentsOfFile: path)
        #expect(recorded.steps.count >= 6)
        var replayed: [Point] = []
        let root2 = View()
        root2.addGestureRecognizer(TapGestureRecognizer { r in replayed.append(r.location(in: nil)) })
        let h2 = Harness(root: root2)
        try h2.play(contentsOfFile: path)
        h2.advance(by: 0.5)
        #expect(replayed == taps)
        unlink(path)
    }

    @Test func aHeadlessRunOfARootControllerWritesTheShots() throws {
        let dir = TestOutput.path("tactile-runner-\(getpid())")
        let scriptPath = dir + ".script"
        let f = fopen(scriptPath, "wb")!
        fputs("0.1 tap 400 240\n0.6 shot pushed\n", f)
        fclose(f)
        let options = try AppOptions.parse(["--headless", "--script", scriptPath, "--out", dir])
        var pushed = false
        try AppRunner.run(name: "test", options: options) { context in
            let first = ViewController()
            let b = Button(title: "Next")
            b.frame = Rect(x: 300, y: 150, width: 200, height: 100)
            first.view.addSubview(b)
            let nav = NavigationController(rootViewController: first)
            b.addAction(for: .touchUpInside) { _ in pushed = true; nav.pushViewController(ViewController(), animated: true) }
            context.window.rootViewController = nav
            #expect(context.isHeadless)
        }
        #expect(pushed)
        #expect(access(dir + "/pushed.png", F_OK) == 0)
        #expect(access(dir + "/final.png", F_OK) == 0)
        unlink(dir + "/pushed.png"); unlink(dir + "/final.png"); rmdir(dir); unlink(scriptPath)
    }
}
