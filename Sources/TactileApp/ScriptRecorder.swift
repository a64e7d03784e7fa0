import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// Records a live run's touches and keys as a ``TouchScript`` (`--record FILE`), so what
/// happened on a device replays headless: `--script FILE`, or `Harness.play`.
@MainActor
public final class ScriptRecorder {
    /// The file written.
    public let path: String
    /// The steps so far.
    public private(set) var steps: [TouchScript.Step] = []
    private let start: Double
    private weak var engine: Engine?
    private var fingers: [FingerID: Int] = [:]

    /// Starts recording `engine`'s input into `path` (written after every lift and key, and by ``write()``).
    public init(engine: Engine, path: String) {
        self.engine = engine
        self.path = path
        start = engine.now
        // First, so it also records input an observer consumes (the touch that wakes a
        // dimmed screen), and the replay does the same.
        engine.addEventObserver(first: true) { [weak self] event in
            self?.note(event)
            return .pass
        }
    }

    private func note(_ event: InputEvent) {
        guard let engine else { return }
        let t = max(0, engine.now - start)
        switch event {
        case let .touch(input):
            let id: Int
            if let known = fingers[input.finger] { id = known } else {
                var free = 0
                while fingers.values.contains(free) { free += 1 }
                id = free
                fingers[input.finger] = id
            }
            let p = Point(x: input.location.x.rounded(), y: input.location.y.rounded())
            switch input.phase {
            case .began: steps.append(.init(time: t, action: .down(finger: id, p)))
            case .moved: steps.append(.init(time: t, action: .move(finger: id, p)))
            case .ended, .cancelled:
                steps.append(.init(time: t, action: .up(finger: id, p)))
                fingers[input.finger] = nil
                write()
            }
        case let .key(k) where k.isDown && !k.isRepeat:
            steps.append(.init(time: t, action: .key(k.keyCode)))
            write()
        default:
            break
        }
    }

    /// Writes the script so far.
    public func write() {
        guard let f = fopen(path, "wb") else {
            Diagnostics.report("cannot write the recording to '\(path)'")
            return
        }
        let text = TouchScript(steps: steps).text
        _ = text.withCString { fputs($0, f) }
        fclose(f)
    }
}
