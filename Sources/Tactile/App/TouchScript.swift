
#if canImport(Glibc)
import Glibc
#endif

/// Timed input to replay: an app's `--script` file (and what `--record` writes).
///
/// One command a line, `#` starts a comment; times are seconds from the start:
/// ```
/// 0.5  tap 120 60          # finger down and up 0.05 s later
/// 1.0  down 1 100 200      # finger 1 down
/// 1.2  move 1 300 200
/// 1.4  up 1
/// 2.0  shot menu           # write menu.png
/// 3.0  key 27              # a key press (27: Escape)
/// ```
public struct TouchScript: Sendable {
    /// One command at a time.
    public enum Action: Sendable, Equatable {
        case down(finger: Int, Point)
        case move(finger: Int, Point)
        case up(finger: Int, Point?)
        case shot(String)
        case key(Int32)
    }

    /// A command and its time.
    public struct Step: Sendable, Equatable {
        /// Seconds from the start.
        public var time: Double
        /// What happens.
        public var action: Action

        /// Creates a step.
        public init(time: Double, action: Action) {
            self.time = time
            self.action = action
        }
    }

    /// Creates a script of steps (sorted by time). Times are clamped to
    /// 0...``maximumTime`` (NaN: 0) and coordinates to ±``maximumCoordinate`` (NaN: 0), as
    /// a script file's are checked.
    public init(steps: [Step]) {
        let steps = steps.map(Self.sanitized)
        self.steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The script as text, one command a line, in the format ``init(text:file:)`` reads.
    public var text: String {
        var out = "# time  command  (tap, down F X Y, move F X Y, up F [X Y], shot NAME, key CODE)\n"
        func n(_ v: Float) -> String { v == v.rounded() ? String(Int(v)) : String(Double(v)) }
        for s in steps {
            let t = String(Double((s.time * 1000).rounded()) / 1000)
            switch s.action {
            case let .down(f, p): out += "\(t) down \(f) \(n(p.x)) \(n(p.y))\n"
            case let .move(f, p): out += "\(t) move \(f) \(n(p.x)) \(n(p.y))\n"
            case let .up(f, p): out += p.map { "\(t) up \(f) \(n($0.x)) \(n($0.y))\n" } ?? "\(t) up \(f)\n"
            case let .shot(name): out += "\(t) shot \(name)\n"
            case let .key(code): out += "\(t) key \(code)\n"
            }
        }
        return out
    }

    /// The latest time a script may give, in seconds (an hour).
    public static let maximumTime: Double = 3600
    /// The largest coordinate a script may give, in points, either sign.
    public static let maximumCoordinate: Float = 100_000

    /// The commands, in time order.
    public private(set) var steps: [Step]

    /// The time of the last command.
    public var duration: Double { steps.last?.time ?? 0 }

    /// The largest finger number a script may give.
    public static let maximumFinger = 63

    /// Parses a script; errors name the file and line. Times are 0...``maximumTime``
    /// seconds, coordinates within ±``maximumCoordinate`` points, fingers 0...``maximumFinger``,
    /// numbers plain decimals (`12`, `-3.5`, `1e2`: no NUL, hex, `nan` or `inf`).
    public init(text: String, file: String = "<script>") throws {
        var out: [Step] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let w = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if w.isEmpty { continue }
            func fail(_ m: String) -> TactileError { .script(file: file, line: n + 1, message: m) }
            guard let t = Self.decimal(w[0]), t >= 0, t <= Self.maximumTime else {
                throw fail("'\(Self.printable(w[0]))' is not a time in seconds (0...\(Int(Self.maximumTime)))")
            }
            guard w.count >= 2 else { throw fail("missing a command after the time") }
            func num(_ i: Int) throws -> Float {
                let m = Double(Self.maximumCoordinate)
                guard i < w.count, let v = Self.decimal(w[i]), abs(v) <= m else {
                    throw fail("expected a number in -\(Int(m))...\(Int(m)) at word \(i + 1)\(i < w.count ? " (got '\(Self.printable(w[i]))')" : "")")
                }
                return Float(v)
            }
            func int(_ i: Int) throws -> Int {
                guard i < w.count, w[i].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let v = Int(w[i]), v <= Self.maximumFinger else {
                    throw fail("expected a finger number 0...\(Self.maximumFinger) at word \(i + 1)")
                }
                return v
            }
            func words(_ range: ClosedRange<Int>) throws {
                guard range.contains(w.count) else {
                    throw fail(w.count > range.upperBound ? "extra words after '\(w[1])' (from word \(range.upperBound + 1))" : "missing words after '\(w[1])'")
                }
            }
            switch w[1] {
            case "tap":
                try words(4...4)
                let p = Point(x: try num(2), y: try num(3))
                out.append(Step(time: t, action: .down(finger: 0, p)))
                out.append(Step(time: t + 0.05, action: .up(finger: 0, p)))
            case "down":
                try words(5...5)
                out.append(Step(time: t, action: .down(finger: try int(2), Point(x: try num(3), y: try num(4)))))
            case "move":
                try words(5...5)
                out.append(Step(time: t, action: .move(finger: try int(2), Point(x: try num(3), y: try num(4)))))
            case "up":
                guard w.count == 3 || w.count == 5 else { throw fail("up takes a finger, and optionally X Y") }
                let p: Point? = w.count >= 5 ? Point(x: try num(3), y: try num(4)) : nil
                out.append(Step(time: t, action: .up(finger: try int(2), p)))
            case "shot":
                guard w.count == 3, w[2].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw fail("shot needs a name of letters, digits, - and _")
                }
                out.append(Step(time: t, action: .shot(w[2])))
            case "key":
                guard w.count == 3, w[2].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let k = Int32(w[2]) else {
                    throw fail("key needs a key code (a whole number)")
                }
                out.append(Step(time: t, action: .key(k)))
            default:
                throw fail("unknown command '\(w[1])' (tap, down, move, up, shot, key)")
            }
        }
        steps = out.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Reads and parses a script file.
    public init(contentsOfFile path: String) throws {
        let text: String
        do { text = try TextFile.read(path) } catch {
            guard case let .fileReadFailed(_, reason) = error else { throw error }
            throw TactileError.script(file: path, line: 0, message: reason)
        }
        try self.init(text: text, file: path)
    }
}
