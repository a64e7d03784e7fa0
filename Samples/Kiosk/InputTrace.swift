import Tactile

/// With `KIOSK_TRACE_INPUT` set, the kiosk prints every press, release, cancel, key and focus
/// change as the engine receives it (UI points, after calibration and rotation), so a log from
/// a panel or the virtual Pi (run under `stdbuf -oL`) shows whether a tap arrived and where. Moves are counted, not printed.
@MainActor
enum InputTrace {
    private static var moves = 0

    static func install(on engine: Engine) {
        engine.addEventObserver(first: true) { event in
            if let line = describe(event) { print("kiosk: input \(line)") }
            return .pass
        }
    }

    private static func describe(_ event: InputEvent) -> String? {
        switch event {
        case let .touch(t):
            if t.phase == .moved { moves += 1; return nil }
            let p = "(\(Int(t.location.x.rounded())), \(Int(t.location.y.rounded())))"
            let m = moves; moves = 0
            return "\(t.phase) \(t.finger) at \(p)" + (m > 0 ? " after \(m) moves" : "")
        case let .key(k):
            return k.isRepeat ? nil : "key \(k.keyCode) \(k.isDown ? "down" : "up")"
        case .focusLost: return "focus lost (touches cancelled)"
        case .focusGained: return "focus gained"
        case let .resized(s): return "resized \(s.width)x\(s.height)"
        default: return nil
        }
    }
}
