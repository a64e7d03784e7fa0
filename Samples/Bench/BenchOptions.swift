import ArgumentParser

/// The benchmark's command line, an ArgumentParser command as every other sample's (the
/// runner's ``AppOptions`` are not embedded: the benchmark opens no app window of its own,
/// and its `--out` is one PNG, not a folder). On success the program prints exactly one
/// result line; bad input gets ArgumentParser's message and usage.
struct BenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tactile-bench")

    @Option(help: ArgumentHelp("""
        The scene: button-grid (default), button-grid-one (one button's title changes a frame, only the dirty \
        area is drawn), list-one (the same in one long list), button-grid-immediate, text-edit (keystrokes in a \
        long field), text-view (keystrokes in a TextView of 10^3, 10^5, 10^6 characters, or --n), list-flick (a \
        ListView of N rows flicked), push (a navigation push), animate (N views animating), loop (the real run \
        loop's lateness), constraints (N views in a constraint grid), collection-flick (a CollectionView grid of N \
        items flicked), cards (N shadowed cards with a gradient and a ring, one changing a frame), rings (progress rings), \
        layers (N standalone sublayers at rest, then all animating).
        """, valueName: "name"))
    var scene = "button-grid"

    @Option(help: "Buttons in the scene (text-edit: characters, default 10000; list-flick: rows).")
    var n = 60

    @Option(help: "Timed frames after one warm-up frame.")
    var frames = 200

    @Flag(help: "Draw the same scene with direct SDL calls, no engine.")
    var baseline = false

    @Flag(help: "Draw into an 800x480 window (needs a display: DISPLAY, or run under xvfb-run).")
    var window = false

    @Option(help: ArgumentHelp("With --window: auto (default), software, accelerated, or an SDL render driver by name (opengl, opengles2).",
                               valueName: "name"))
    var renderer: String?

    @Option(help: ArgumentHelp("Write the last frame as a PNG.", valueName: "file.png"))
    var out: String?

    @Option(help: ArgumentHelp("Count the pixels of the last frame that differ from this PNG (printed on stderr).", valueName: "file.png"))
    var compare: String?

    @Option(help: ArgumentHelp("With --window: keep the window showing its last frame this many seconds before closing (to grab the screen and compare it with --out).", valueName: "seconds"))
    var hold = 0.0

    @Option(help: "wall, or cpu: time the frames by the thread's CPU time (steadier on a busy machine).")
    var clock = BenchClock.Kind.wall

    @Option(help: "loop: idle seconds measured.")
    var seconds = 10.0

    @Flag(help: "loop: no window even when there is a display.")
    var headless = false

    @Option(help: "animate: position, alpha or both.")
    var animate = "both"

    mutating func validate() throws {
        guard (0...1_000_000).contains(n) else { throw ValidationError("--n must be a whole number from 0 to 1000000 (got \(n))") }
        guard (1...1_000_000).contains(frames) else { throw ValidationError("--frames must be a whole number from 1 to 1000000 (got \(frames))") }
        guard ["position", "alpha", "both"].contains(animate) else { throw ValidationError("--animate must be position, alpha or both (got '\(animate)')") }
        guard hold.isFinite, hold >= 0, hold <= 3_600 else { throw ValidationError("--hold must be a number of seconds up to 3600 (got \(hold))") }
        guard seconds.isFinite, seconds > 0, seconds <= 86_400 else { throw ValidationError("--seconds must be a number of seconds up to 86400 (got \(seconds))") }
    }
}

extension BenchClock.Kind: ExpressibleByArgument {}
