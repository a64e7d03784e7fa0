import Tactile

/// Injects script actions through SDL's event path as the panel would report them (script
/// points are UI points; rotation, letterbox and calibration are undone).
@MainActor
public struct ScriptInjector {
    private var lastPoint: [Int: Point] = [:]

    /// Creates an injector.
    public init() {}

    /// The raw normalised device coordinates a panel with calibration `c` reports for a
    /// finger shown at `x`, `y` (normalised over the output).
    public static func rawNormalized(_ x: Float, _ y: Float, calibration c: TouchCalibration) -> (x: Float, y: Float) {
        let ux = c.invertX ? 1 - x : x
        let uy = c.invertY ? 1 - y : y
        return c.swapAxes ? (uy, ux) : (ux, uy)
    }

    /// Sends one action to `engine`.
    public mutating func apply(_ action: TouchScript.Action, to engine: Engine) {
        let t = engine.displayTransform
        func finger(_ phase: TouchInput.Phase, _ id: Int, _ p: Point) {
            let o = t.outputPoint(fromUI: p)
            let raw = Self.rawNormalized(o.x / max(1, t.outputSize.width), o.y / max(1, t.outputSize.height), calibration: t.calibration)
            engine.handle(sdlEvent: SDLEventFactory.finger(phase, finger: Int64(id), x: raw.x, y: raw.y))
        }
        switch action {
        case let .down(id, p): lastPoint[id] = p; finger(.began, id, p)
        case let .move(id, p): lastPoint[id] = p; finger(.moved, id, p)
        case let .up(id, p): finger(.ended, id, p ?? lastPoint[id] ?? .zero); lastPoint[id] = nil
        case let .key(code):
            engine.handle(sdlEvent: SDLEventFactory.key(code: code, down: true))
            engine.handle(sdlEvent: SDLEventFactory.key(code: code, down: false))
        case .shot: break
        }
    }
}
