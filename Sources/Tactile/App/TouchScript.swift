
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

    /// Creates a script of steps (sorted by time).
    public init(steps: [Step]) {
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

    /// The commands, in time order.
    public private(set) var steps: [Step]

    /// The time of the last command.
    public var duration: Double { steps.last?.time ?? 0 }

    /// Parses a script; errors name the file and line.
    public init(text: String, file: String = "<script>") throws {
        var out: [Step] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let w = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if w.isEmpty { continue }
            func fail(_ m: String) -> TactileError { .script(file: file, line: n + 1, message: m) }
            guard let t = Double(w[0]), t.isFinite, t >= 0 else { throw fail("'\(w[0])' is not a time in seconds") }
            guard w.count >= 2 else { throw fail("missing a command after the time") }
            func num(_ i: Int) throws -> Float {
                guard i < w.count, let v = Float(w[i]), v.isFinite else { throw fail("expected a number at word \(i + 1)") }
                return v
            }
            func int(_ i: Int) throws -> Int {
                guard i < w.count, let v = Int(w[i]) else { throw fail("expected a finger number at word \(i + 1)") }
                return v
            }
            switch w[1] {
            case "tap":
                let p = Point(x: try num(2), y: try num(3))
                out.append(Step(time: t, action: .down(finger: 0, p)))
                out.append(Step(time: t + 0.05, action: .up(finger: 0, p)))
            case "down": out.append(Step(time: t, action: .down(finger: try int(2), Point(x: try num(3), y: try num(4)))))
            case "move": out.append(Step(time: t, action: .move(finger: try int(2), Point(x: try num(3), y: try num(4)))))
            case "up":
                let p: Point? = w.count >= 5 ? Point(x: try num(3), y: try num(4)) : nil
                out.append(Step(time: t, action: .up(finger: try int(2), p)))
            case "shot":
                guard w.count >= 3, w[2].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw fail("shot needs a name of letters, digits, - and _")
                }
                out.append(Step(time: t, action: .shot(w[2])))
            case "key":
                guard w.count >= 3, let k = Int32(w[2]) else { throw fail("key needs a key code") }
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
