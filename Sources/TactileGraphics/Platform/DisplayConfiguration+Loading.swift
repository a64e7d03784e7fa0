#if canImport(Glibc)
import Glibc
#endif

/// Loading a ``DisplayConfiguration`` from `tactile.json` and `TACTILE_*` environment
/// variables, with every bad value reported as ``TactileError/configuration(key:message:)``
/// naming the key (a JSON key path such as `idle.dimAfter`, or the variable's name).
///
/// ```json
/// {
///   "fullscreen": true, "rotation": 90, "videoDriver": ["KMSDRM", "x11"],
///   "renderer": "auto", "cursor": "auto", "logicalSize": "800x480",
///   "calibration": { "swapAxes": false, "invertX": true, "invertY": false },
///   "idle": { "wait": "automatic", "wakeUpsPerSecond": 60, "dimAfter": "5m", "blankAfter": "30m" }
/// }
/// ```
extension DisplayConfiguration {
    /// The environment variables ``load(file:base:environment:)`` reads, each with the JSON
    /// key it overrides.
    public static let environmentKeys: [(variable: String, key: String)] = [
        ("TACTILE_TITLE", "title"), ("TACTILE_DISPLAY", "display"), ("TACTILE_SIZE", "size"),
        ("TACTILE_RESIZABLE", "resizable"), ("TACTILE_FULLSCREEN", "fullscreen"), ("TACTILE_HEADLESS", "headless"),
        ("TACTILE_VIDEO_DRIVER", "videoDriver"), ("TACTILE_RENDERER", "renderer"), ("TACTILE_VSYNC", "vsync"),
        ("TACTILE_LOGICAL_SIZE", "logicalSize"), ("TACTILE_ROTATION", "rotation"),
        ("TACTILE_CALIBRATION", "calibration"), ("TACTILE_CURSOR", "cursor"), ("TACTILE_HIGH_DPI", "highDPI"),
        ("TACTILE_MAX_FPS", "maxFPS"), ("TACTILE_IDLE_WAIT", "idle.wait"),
        ("TACTILE_IDLE_WAKEUPS", "idle.wakeUpsPerSecond"), ("TACTILE_DIM_AFTER", "idle.dimAfter"),
        ("TACTILE_BLANK_AFTER", "idle.blankAfter"), ("TACTILE_DIM_BRIGHTNESS", "idle.dimmedBrightness"),
        ("TACTILE_KEYBOARD", "keyboard"), ("TACTILE_SCREEN_READER", "accessibility.screenReader"),
    ]

    /// Loads the configuration: the defaults, then a file, then `TACTILE_*` environment
    /// variables (which win).
    ///
    /// The file is `file` when given, else the path in `TACTILE_CONFIG`, else
    /// `./tactile.json` when it exists. A named file that is missing is an error; a missing
    /// `./tactile.json` is not. When neither file nor environment says `cursor`, the cursor
    /// is hidden when fullscreen and shown in a window.
    ///
    /// - Parameters:
    ///   - file: the configuration file to read (`TACTILE_CONFIG`, then `./tactile.json`, when `nil`).
    ///   - base: the app's own defaults (its title, a size) that the file and environment amend.
    ///   - environment: variables to read instead of the process environment (tests).
    public static func load(file: String? = nil, base: DisplayConfiguration = DisplayConfiguration(),
                            environment: [String: String]? = nil) throws -> DisplayConfiguration {
        func env(_ name: String) -> String? {
            if let environment { return environment[name] }
            return ProcessEnvironment.value(name)
        }
        var loader = ConfigurationLoader(configuration: base)
        let named = file ?? env("TACTILE_CONFIG").flatMap { $0.isEmpty ? nil : $0 }
        if let named {
            let text = try readConfigurationFile(named, key: file == nil ? "TACTILE_CONFIG" : "file")
            try loader.apply(jsonText: text, file: named)
        } else if let text = try? readConfigurationFile("tactile.json", key: "file") {
            try loader.apply(jsonText: text, file: "tactile.json")
        }
        for (variable, key) in environmentKeys {
            guard let raw = env(variable) else { continue }
            try loader.apply(environmentValue: raw, variable: variable, key: key)
        }
        return try loader.finished()
    }

    /// Parses the text of a `tactile.json` over `base`.
    public init(json text: String, file: String = "tactile.json", base: DisplayConfiguration = DisplayConfiguration()) throws {
        var loader = ConfigurationLoader(configuration: base)
        try loader.apply(jsonText: text, file: file)
        self = try loader.finished()
    }

    /// Checks every value; throws ``TactileError/configuration(key:message:)`` for the first bad one.
    public func validate() throws {
        func bad(_ key: String, _ message: String) -> TactileError { .configuration(key: key, message: message) }
        func checkSize(_ s: Size, _ key: String) throws {
            guard s.width.isFinite, s.height.isFinite, s.width >= 1, s.height >= 1, s.width <= 16384, s.height <= 16384 else {
                throw bad(key, "must be between 1x1 and 16384x16384 points (got \(s))")
            }
        }
        try checkSize(size, "size")
        if let logicalSize { try checkSize(logicalSize, "logicalSize") }
        guard displayIndex >= 0 else { throw bad("display", "must be 0 or more (got \(displayIndex))") }
        guard maximumFramesPerSecond.isFinite, maximumFramesPerSecond >= 1, maximumFramesPerSecond <= 1000 else {
            throw bad("maxFPS", "must be between 1 and 1000 (got \(maximumFramesPerSecond))")
        }
        guard idle.wakeUpsPerSecond.isFinite, idle.wakeUpsPerSecond >= 1, idle.wakeUpsPerSecond <= 1000 else {
            throw bad("idle.wakeUpsPerSecond", "must be between 1 and 1000 (got \(idle.wakeUpsPerSecond))")
        }
        guard idle.dimmedBrightness.isFinite, idle.dimmedBrightness >= 0, idle.dimmedBrightness <= 1 else {
            throw bad("idle.dimmedBrightness", "must be between 0 and 1 (got \(idle.dimmedBrightness))")
        }
        if let d = idle.dimAfter, !(d.isFinite && d > 0) { throw bad("idle.dimAfter", "must be a duration above zero (got \(d))") }
        if let b = idle.blankAfter {
            guard b.isFinite, b > 0 else { throw bad("idle.blankAfter", "must be a duration above zero (got \(b))") }
            if let d = idle.dimAfter, b <= d {
                throw bad("idle.blankAfter", "must be later than idle.dimAfter (\(b) s is not after \(d) s)")
            }
        }
        for d in videoDrivers where d.isEmpty || d.contains(where: { $0 == " " || $0 == "," }) {
            throw bad("videoDriver", "'\(d)' is not a driver name (KMSDRM, x11, wayland, offscreen, …)")
        }
    }

    static func readConfigurationFile(_ path: String, key: String) throws -> String {
        do { return try TextFile.read(path, maximumBytes: 1 << 20) } catch {
            guard case let .fileReadFailed(_, reason) = error else { throw error }
            throw TactileError.configuration(key: key, message: "'\(path)': \(reason)")
        }
    }
}
