import Tactile

/// The command line every Tactile app gets from ``AppRunner``:
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
/// Parsed by hand (Tactile needs no argument-parsing package); a bad value stops with a
/// message naming the option.
public struct AppOptions: Sendable, Equatable {
    /// Render offscreen.
    public var headless = false
    /// The UI size; `nil`: the configuration's.
    public var size: Size?
    /// The rotation; `nil`: the configuration's.
    public var rotation: DisplayRotation?
    /// Frames to run, then exit.
    public var frames: Int?
    /// A script file to replay.
    public var script: String?
    /// Where PNGs go.
    public var out: String?
    /// Where to record this run's input.
    public var record: String?
    /// Print the time to the first frame.
    public var timing = false
    /// The configuration file.
    public var config: String?
    /// Arguments the app declared it handles itself (see ``parse(_:appOptions:)``), in order.
    public var appArguments: [String] = []

    /// Options with every default.
    public init() {}

    /// What `--help` prints.
    public static let usage = """
        Options:
          --headless          render offscreen (automatic when there is no display)
          --size WxH          UI size in points (default: tactile.json, else 800x480)
          --rotation DEG      rotate the UI on the display: 0, 90, 180 or 270
          --frames N          run N frames, then exit
          --script FILE       replay timed input: '0.5 tap X Y', 'down F X Y', 'move F X Y', 'up F', 'key CODE', 'shot NAME'
          --out DIR           write the script's shots and the last frame as PNGs into DIR
          --record FILE       write this run's touches and keys to FILE as a script
          --timing            print the time from process start to the first frame
          --config FILE       read this tactile.json (default: $TACTILE_CONFIG, else ./tactile.json)
          --help              show this help
        Environment: TACTILE_* variables override tactile.json (see Sources/Tactile/Tactile.docc/RaspberryPi.md).
        """

    /// A command-line mistake, naming the option.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// What was wrong.
        public let description: String
        /// `true` when `--help` was asked for (not an error: print ``AppOptions/usage``).
        public let isHelp: Bool
    }

    /// Parses `arguments` (without the program name). `appOptions` names extra options the
    /// app handles, each taking one value (`"--measure-idle"`); they are collected in
    /// ``appArguments`` with their values.
    public static func parse(_ arguments: [String], appOptions: Set<String> = [], appFlags: Set<String> = []) throws -> AppOptions {
        var o = AppOptions()
        var i = 0
        func fail(_ m: String) -> ParseError { ParseError(description: m, isHelp: false) }
        func value(_ name: String) throws -> String {
            guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else { throw fail("\(name) needs a value") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            var arg = arguments[i]
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                inline = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            func v() throws -> String { if let inline { return inline }; return try value(arg) }
            switch arg {
            case "--help", "-h": throw ParseError(description: usage, isHelp: true)
            case "--headless": o.headless = true
            case "--timing": o.timing = true
            case "--size": o.size = try parseSize(try v(), option: "--size")
            case "--rotation":
                let text = try v()
                guard let d = Int(text), d % 90 == 0, let r = DisplayRotation(degrees: d) else {
                    throw fail("--rotation must be 0, 90, 180 or 270 (got '\(text)')")
                }
                o.rotation = r
            case "--frames":
                let text = try v()
                guard let n = Int(text), n >= 1, n <= 100_000_000 else { throw fail("--frames must be a whole number from 1 (got '\(text)')") }
                o.frames = n
            case "--script": o.script = try v()
            case "--out": o.out = try v()
            case "--record": o.record = try v()
            case "--config": o.config = try v()
            default:
                if appFlags.contains(arg) { o.appArguments.append(arg) } else if appOptions.contains(arg) {
                    o.appArguments += [arg, try v()]
                } else {
                    throw fail("unknown option '\(arguments[i])' (--help lists the options)")
                }
            }
            i += 1
        }
        return o
    }

    /// Parses `WxH` with both sides from 1 to 16384.
    public static func parseSize(_ text: String, option: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Float(parts[0]), let h = Float(parts[1]), w.isFinite, h.isFinite,
              w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw ParseError(description: "\(option) must look like 800x480 (got '\(text)')", isHelp: false)
        }
        return Size(width: w, height: h)
    }
}
