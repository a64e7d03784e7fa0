import ArgumentParser
import Tactile

/// The command line every sample shares.
///
/// `--headless`, `--size WxH`, `--frames N`, `--script FILE` (timed touches to replay) and
/// `--out DIR` (PNGs written there, their paths printed). Samples add their own options
/// beside these with `@OptionGroup var common: SampleOptions`.
public struct SampleOptions: ParsableArguments, Sendable {
    @Flag(help: "Render offscreen with no display (automatic when there is no DISPLAY or WAYLAND_DISPLAY).")
    public var headless = false

    @Option(help: "The UI size in points, WxH.")
    public var size: String = "800x480"

    @Option(help: "Run this many frames, then exit (headless: default enough for the script, at 60 frames a second).")
    public var frames: Int?

    @Option(help: "A file of timed touches to replay (see README, 'Scripts').")
    public var script: String?

    @Option(help: "Write PNGs of the frames the script asks for (and the last frame) into this folder.")
    public var out: String?

    @Option(help: "Rotation of the UI on the display: 0, 90, 180 or 270.")
    public var rotation: Int = 0

    @Option(help: "Write this run's touches and keys to this file, as a script (replay it with --script).")
    public var record: String?

    @Flag(help: "Print the time from process start to the first frame.")
    public var timing = false

    public init() {}

    /// The same options for ``AppRunner``.
    public func appOptions() throws -> AppOptions {
        var o = AppOptions()
        o.headless = headless
        // The defaults mean "not given": tactile.json and TACTILE_* then decide.
        let size = try parsedSize(), rotation = try parsedRotation()
        o.size = self.size == "800x480" ? nil : size
        o.rotation = rotation == .none ? nil : rotation
        o.frames = frames
        o.script = script
        o.out = out
        o.record = record
        o.timing = timing
        return o
    }

    /// The parsed `--size`.
    public func parsedSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Float(parts[0]), let h = Float(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw ValidationError("--size must look like 800x480 (got '\(size)')")
        }
        return Size(width: w, height: h)
    }

    /// The parsed `--rotation`.
    public func parsedRotation() throws -> DisplayRotation {
        guard let r = DisplayRotation(degrees: rotation), rotation % 90 == 0 else {
            throw ValidationError("--rotation must be 0, 90, 180 or 270 (got \(rotation))")
        }
        return r
    }

    /// `true` when the sample should render offscreen.
    public var isHeadless: Bool { headless || DisplayConfiguration.environmentHasNoDisplay }
}
