import ArgumentParser
import Tactile

/// The command line every Tactile app gets, as an ArgumentParser option group:
///
/// ```
/// --headless          render offscreen (automatic with no DISPLAY/WAYLAND_DISPLAY)
/// --size WxH          UI size in points (default: tactile.json, else 800x480)
/// --rotation DEG      0, 90, 180 or 270
/// --frames N          run N frames, then exit
/// --script FILE       replay timed input (tap/down/move/up/key/shot lines)
/// --out DIR           write the script's shots (and the last frame) as PNGs there
/// --record FILE       write this run's touches and keys to FILE, in the script format
/// --timing            print the time from process start to the first frame
/// --config FILE       the tactile.json to read
/// ```
///
/// An app with options of its own embeds these in its command, the Swift convention, and
/// hands them to ``AppRunner/run(name:options:configuration:startedAt:setUp:)``:
///
/// ```swift
/// struct Rooms: ParsableCommand {
///     @OptionGroup var tactile: AppOptions
///     @Option var building = "A"
///     func run() throws { … }
/// }
/// ```
///
/// An app without one gets them from ``AppRunner/main(name:title:root:)``. A bad value stops
/// with a message naming the option.
public struct AppOptions: ParsableArguments, Sendable {
    /// Render offscreen.
    @Flag(help: "Render offscreen (automatic when there is no DISPLAY or WAYLAND_DISPLAY).")
    public var headless = false

    /// The UI size; `nil`: the configuration's.
    @Option(help: ArgumentHelp("The UI size in points (default: tactile.json, else 800x480).", valueName: "WxH"),
            transform: { try AppOptions.parseSize($0, option: "--size") })
    public var size: Size? = nil

    /// The rotation; `nil`: the configuration's.
    @Option(help: ArgumentHelp("Rotate the UI on the display: 0, 90, 180 or 270.", valueName: "degrees"),
            transform: { try AppOptions.parseRotation($0) })
    public var rotation: DisplayRotation? = nil

    /// Frames to run, then exit.
    @Option(help: "Run this many frames, then exit (headless: by default enough for the script).")
    public var frames: Int? = nil

    /// A script file to replay.
    @Option(help: "Replay timed input: '0.5 tap X Y', 'down F X Y', 'move F X Y', 'up F', 'key CODE', 'shot NAME' lines.")
    public var script: String? = nil

    /// Where PNGs go.
    @Option(help: "Write the script's shots and the last frame as PNGs into this folder.")
    public var out: String? = nil

    /// Where to record this run's input.
    @Option(help: "Write this run's touches and keys to this file, as a script (replay it with --script).")
    public var record: String? = nil

    /// Print the time to the first frame.
    @Flag(help: "Print the time from process start to the first frame.")
    public var timing = false

    /// The configuration file.
    @Option(help: "Read this tactile.json (default: $TACTILE_CONFIG, else ./tactile.json).")
    public var config: String? = nil

    /// The options' definitions, for ArgumentParser. To make options in code (a test, a custom
    /// `main`), parse them: `try AppOptions.parse(["--headless", "--frames", "3"])`.
    public init() {}

    /// Rejects a frame count out of range (1 to 100,000,000).
    public func validate() throws {
        if let frames, !(1...100_000_000).contains(frames) {
            throw ValidationError("--frames must be a whole number from 1 to 100000000 (got '\(frames)')")
        }
    }

    /// Parses `WxH` with both sides from 1 to 16384.
    public static func parseSize(_ text: String, option: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Float(parts[0]), let h = Float(parts[1]), w.isFinite, h.isFinite,
              w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw ValidationError("\(option) must look like 800x480 (got '\(text)')")
        }
        return Size(width: w, height: h)
    }

    /// Parses a quarter-turn rotation in degrees.
    static func parseRotation(_ text: String) throws -> DisplayRotation {
        guard let d = Int(text), d % 90 == 0, let r = DisplayRotation(degrees: d) else {
            throw ValidationError("--rotation must be 0, 90, 180 or 270 (got '\(text)')")
        }
        return r
    }
}
