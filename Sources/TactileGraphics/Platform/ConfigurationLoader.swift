/// Applies `tactile.json` members and `TACTILE_*` variables to a ``DisplayConfiguration``,
/// one key at a time, naming the key in every error.
struct ConfigurationLoader {
    var configuration: DisplayConfiguration
    /// Whether a file or variable said `cursor` (otherwise it follows `fullscreen`).
    private var cursorWasSet = false
    /// Keys last set by an environment variable, with its name (for validation errors).
    private var variableForKey: [String: String] = [:]

    init(configuration: DisplayConfiguration) { self.configuration = configuration }

    /// The top-level keys of `tactile.json`.
    static let topLevelKeys = ["title", "display", "size", "resizable", "fullscreen", "headless", "videoDriver",
                               "renderer", "vsync", "logicalSize", "rotation", "calibration", "cursor", "highDPI",
                               "maxFPS", "idle", "keyboard", "accessibility"]
    /// The keys of the `accessibility` object.
    static let accessibilityKeys = ["screenReader", "voice", "rate", "contentSize", "boldText", "increaseContrast",
                                    "reduceMotion", "reduceTransparency", "minimumTouchTarget"]
    /// The keys of the `idle` object.
    static let idleKeys = ["wait", "wakeUpsPerSecond", "dimAfter", "blankAfter", "dimmedBrightness"]
    /// The keys of the `calibration` object.
    static let calibrationKeys = ["swapAxes", "invertX", "invertY"]

    mutating func apply(jsonText: String, file: String) throws {
        let root: JSONValue
        do {
            root = try JSONValue.parse(jsonText)
        } catch {
            throw TactileError.configuration(key: "file", message: "'\(file)' line \(error.line): \(error.message)")
        }
        guard case let .object(members) = root else {
            throw TactileError.configuration(key: "file", message: "'\(file)' must hold a JSON object ({ … }), not \(root.kindName)")
        }
        for (key, _, value) in members {
            try apply(key: key, value: value, source: "in '\(file)'")
        }
    }

    mutating func apply(environmentValue raw: String, variable: String, key: String) throws {
        do {
            try apply(key: key, value: .string(raw.trimmingSpaces), source: "from the environment")
            variableForKey[key] = variable
        } catch let TactileError.configuration(_, message) {
            throw TactileError.configuration(key: variable, message: message)
        }
    }

    func finished() throws -> DisplayConfiguration {
        var c = configuration
        if !cursorWasSet { c.showCursor = !c.fullscreen }
        do {
            try c.validate()
        } catch let TactileError.configuration(key, message) {
            // Name the variable when the bad value came from the environment.
            if let variable = variableForKey[key] { throw TactileError.configuration(key: variable, message: message) }
            throw TactileError.configuration(key: key, message: message)
        }
        return c
    }

    // MARK: Keys

    private mutating func apply(key: String, value v: JSONValue, source: String) throws {
        func bad(_ message: String) -> TactileError { .configuration(key: key, message: "\(message) (\(source))") }
        switch key {
        case "title":
            guard case let .string(s) = v else { throw bad("expected a string, got \(v.kindName)") }
            configuration.title = s
        case "display":
            guard let n = integer(v), n >= 0, n < 64 else { throw bad("expected a display index 0, 1, …, got \(describe(v))") }
            configuration.displayIndex = n
        case "size":
            guard let s = size(v) else { throw bad("expected a size like \"800x480\" or [800, 480], got \(describe(v))") }
            configuration.size = s
        case "logicalSize":
            if v == .null || v == .string("") || v == .string("none") { configuration.logicalSize = nil; return }
            guard let s = size(v) else { throw bad("expected a size like \"800x480\", [800, 480] or null, got \(describe(v))") }
            configuration.logicalSize = s
        case "resizable", "fullscreen", "headless", "vsync", "highDPI":
            guard let b = bool(v) else { throw bad("expected true or false, got \(describe(v))") }
            switch key {
            case "resizable": configuration.resizable = b
            case "fullscreen": configuration.fullscreen = b
            case "headless": configuration.headless = b
            case "vsync": configuration.vsync = b
            default: configuration.highDPI = b
            }
        case "videoDriver":
            var names: [String] = []
            switch v {
            case let .string(s): names = s.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            case let .array(items):
                for item in items {
                    guard case let .string(s) = item, !s.isEmpty else { throw bad("expected driver names, got \(describe(item)) in the list") }
                    names.append(s)
                }
            default: throw bad("expected a driver name or a list of them (\"KMSDRM\", [\"KMSDRM\", \"x11\"]), got \(v.kindName)")
            }
            configuration.videoDrivers = names
        case "renderer":
            guard case let .string(s) = v else {
                throw bad("expected \"auto\", \"accelerated\", \"software\" or a render driver (\"opengles2\", \"opengl\"), got \(describe(v))")
            }
            let name = s.lowercased()
            if let kind = DisplayConfiguration.RendererKind(rawValue: name) {
                configuration.renderer = kind
                configuration.rendererDriver = nil
            } else if let driver = WindowOutput.renderDriverNames.first(where: { $0.lowercased() == name }) {
                // A render driver by name (one this SDL was built with).
                configuration.renderer = .accelerated
                configuration.rendererDriver = driver
            } else {
                throw bad("expected \"auto\", \"accelerated\", \"software\" or a render driver this SDL has ("
                          + WindowOutput.renderDriverNames.map { "\"\($0)\"" }.joined(separator: ", ") + "), got \(describe(v))")
            }
        case "rotation":
            guard let n = integer(v), n % 90 == 0, let r = DisplayRotation(degrees: n) else {
                throw bad("expected 0, 90, 180 or 270, got \(describe(v))")
            }
            configuration.rotation = r
        case "calibration":
            configuration.calibration = try calibration(v, bad: bad)
        case "cursor":
            if case let .string(s) = v, s.lowercased() == "auto" { cursorWasSet = false; return }
            let show: Bool?
            if case let .string(s) = v, ["show", "visible"].contains(s.lowercased()) { show = true }
            else if case let .string(s) = v, ["hide", "hidden"].contains(s.lowercased()) { show = false }
            else { show = bool(v) }
            guard let show else { throw bad("expected true, false, \"show\", \"hide\" or \"auto\", got \(describe(v))") }
            configuration.showCursor = show
            cursorWasSet = true
        case "keyboard":
            guard case let .string(k) = v, let mode = KeyboardMode(rawValue: k.lowercased()) else {
                throw bad("expected \"onscreen\", \"hardware\" or \"auto\", got \(describe(v))")
            }
            configuration.keyboard = mode
        case "accessibility":
            guard case let .object(members) = v else { throw bad("expected an object with \(Self.accessibilityKeys.joined(separator: ", ")), got \(v.kindName)") }
            for (k, _, value) in members {
                guard Self.accessibilityKeys.contains(k) else { throw bad("unknown key \"\(k)\" (known: \(Self.accessibilityKeys.joined(separator: ", ")))") }
                try apply(key: "accessibility." + k, value: value, source: source)
            }
        case "accessibility.screenReader":
            guard let b = bool(v) else { throw bad("expected true or false, got \(describe(v))") }
            configuration.accessibility.screenReader = b
        case "accessibility.voice":
            guard case let .string(s) = v, !s.isEmpty, s.count < 64 else { throw bad("expected an espeak-ng voice name such as \"en\", got \(describe(v))") }
            configuration.accessibility.voice = s
        case "accessibility.rate":
            guard let n = integer(v), (80...450).contains(n) else { throw bad("expected words a minute, 80...450, got \(describe(v))") }
            configuration.accessibility.rate = n
        case "accessibility.contentSize":
            guard case let .string(s) = v, let c = ContentSizeCategory(name: s) else {
                throw bad("expected a content size such as \"large\", \"XXXL\" or \"AX3\", got \(describe(v))")
            }
            configuration.accessibility.contentSizeCategory = c
        case "accessibility.boldText", "accessibility.increaseContrast", "accessibility.reduceMotion", "accessibility.reduceTransparency":
            guard let b = bool(v) else { throw bad("expected true or false, got \(describe(v))") }
            switch key {
            case "accessibility.boldText": configuration.accessibility.boldText = b
            case "accessibility.increaseContrast": configuration.accessibility.increaseContrast = b
            case "accessibility.reduceMotion": configuration.accessibility.reduceMotion = b
            default: configuration.accessibility.reduceTransparency = b
            }
        case "accessibility.minimumTouchTarget":
            guard let n = number(v), (20...200).contains(n) else { throw bad("expected points, 20...200, got \(describe(v))") }
            configuration.accessibility.minimumTouchTarget = Float(n)
        case "maxFPS":
            guard let n = number(v) else { throw bad("expected frames a second, got \(describe(v))") }
            configuration.maximumFramesPerSecond = n
        case "idle":
            guard case let .object(members) = v else { throw bad("expected an object with \(Self.idleKeys.joined(separator: ", ")), got \(v.kindName)") }
            for (k, _, value) in members { try apply(key: "idle." + k, value: value, source: source) }
        case "idle.wait":
            guard case let .string(s) = v, let p = IdleWaitPolicy(rawValue: s.lowercased()) else {
                throw bad("expected \"automatic\", \"blocking\" or \"budgeted\", got \(describe(v))")
            }
            configuration.idle.wait = p
        case "idle.wakeUpsPerSecond":
            guard let n = number(v) else { throw bad("expected wake-ups a second (1…1000), got \(describe(v))") }
            configuration.idle.wakeUpsPerSecond = n
        case "idle.dimAfter", "idle.blankAfter":
            let seconds: Double?
            if v == .null || v == .string("never") || v == .bool(false) { seconds = nil }
            else {
                guard let s = duration(v), s > 0 else {
                    throw bad("expected a duration above zero (seconds, or \"30s\", \"5m\", \"1h\"), or null for never; got \(describe(v))")
                }
                seconds = s
            }
            if key == "idle.dimAfter" { configuration.idle.dimAfter = seconds } else { configuration.idle.blankAfter = seconds }
        case "idle.dimmedBrightness":
            guard let n = number(v), n >= 0, n <= 1 else { throw bad("expected a brightness between 0 and 1, got \(describe(v))") }
            configuration.idle.dimmedBrightness = Float(n)
        default:
            let known = key.hasPrefix("idle.") ? Self.idleKeys.map { "idle." + $0 } : Self.topLevelKeys
            let hint = known.first { $0.lowercased() == key.lowercased() }.map { " (did you mean '\($0)'?)" } ?? ""
            throw TactileError.configuration(key: key, message: "unknown key\(hint) \(source); known keys: \(known.joined(separator: ", "))")
        }
    }

    // MARK: Value readers (strings are accepted for everything so variables share them)

    private func describe(_ v: JSONValue) -> String {
        switch v {
        case let .string(s): return "\"\(s)\""
        case let .number(n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case let .bool(b): return String(b)
        default: return v.kindName
        }
    }

    private func number(_ v: JSONValue) -> Double? {
        switch v {
        case let .number(n): return n
        case let .string(s): return Double(s).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    private func integer(_ v: JSONValue) -> Int? {
        guard let n = number(v), n == n.rounded(), abs(n) < 1e9 else { return nil }
        return Int(n)
    }

    private func bool(_ v: JSONValue) -> Bool? {
        switch v {
        case let .bool(b): return b
        case let .number(n) where n == 0 || n == 1: return n == 1
        case let .string(s):
            switch s.lowercased() {
            case "1", "true", "yes", "on": return true
            case "0", "false", "no", "off": return false
            default: return nil
            }
        default: return nil
        }
    }

    private func size(_ v: JSONValue) -> Size? {
        var w: Double?, h: Double?
        switch v {
        case let .string(s):
            let parts = s.lowercased().split(separator: "x")
            if parts.count == 2 { w = Double(String(parts[0]).trimmingSpaces); h = Double(String(parts[1]).trimmingSpaces) }
        case let .array(items) where items.count == 2:
            w = number(items[0]); h = number(items[1])
        case let .object(members):
            w = members.last { $0.key == "width" }.flatMap { number($0.value) }
            h = members.last { $0.key == "height" }.flatMap { number($0.value) }
        default: break
        }
        guard let w, let h, w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else { return nil }
        return Size(width: Float(w), height: Float(h))
    }

    private func duration(_ v: JSONValue) -> Double? {
        if let n = number(v) { return n.isFinite ? n : nil }
        guard case let .string(s) = v, let unit = s.last else { return nil }
        let factor: Double
        switch unit {
        case "s": factor = 1
        case "m": factor = 60
        case "h": factor = 3600
        default: return nil
        }
        guard let n = Double(String(s.dropLast()).trimmingSpaces), n.isFinite else { return nil }
        return n * factor
    }

    private func calibration(_ v: JSONValue, bad: (String) -> TactileError) throws -> TouchCalibration {
        var c = TouchCalibration.identity
        switch v {
        case .null: return c
        case let .string(s):
            // "swap,invert-x", "invert-y", "none"
            for word in s.lowercased().split(separator: ",").map({ String($0).trimmingSpaces }) where !word.isEmpty {
                switch word {
                case "none": break
                case "swap", "swap-axes", "swapaxes": c.swapAxes = true
                case "invert-x", "invertx", "flip-x": c.invertX = true
                case "invert-y", "inverty", "flip-y": c.invertY = true
                default: throw bad("unknown calibration '\(word)'; use swap, invert-x, invert-y (comma-separated) or none")
                }
            }
        case let .object(members):
            for (k, _, value) in members {
                guard let b = bool(value) else {
                    if Self.calibrationKeys.contains(k) {
                        throw TactileError.configuration(key: "calibration.\(k)", message: "expected true or false, got \(describe(value))")
                    }
                    throw TactileError.configuration(key: "calibration.\(k)", message: "unknown key; known keys: \(Self.calibrationKeys.joined(separator: ", "))")
                }
                switch k {
                case "swapAxes": c.swapAxes = b
                case "invertX": c.invertX = b
                case "invertY": c.invertY = b
                default:
                    throw TactileError.configuration(key: "calibration.\(k)", message: "unknown key; known keys: \(Self.calibrationKeys.joined(separator: ", "))")
                }
            }
        default:
            throw bad("expected {\"swapAxes\": …, \"invertX\": …, \"invertY\": …} or \"swap,invert-x\", got \(v.kindName)")
        }
        return c
    }
}
