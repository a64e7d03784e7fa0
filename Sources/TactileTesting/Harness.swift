import Tactile
package import CSDL2

/// Runs a view headless, offscreen, on a virtual clock, for tests: inject touches through
/// the same path SDL events take, advance time, and read rendered pixels.
///
/// ```swift
/// let harness = Harness(root: LoginScreen(), size: Size(width: 800, height: 480))
/// harness.tap(at: Point(x: 120, y: 60))
/// let image = harness.render()
/// ```
///
/// Every input runs one frame after it, as the real loop does, so the frame that follows a
/// touch-down shows its effect. Nothing depends on wall time.
@MainActor
public final class Harness {
    /// The engine under test.
    public let engine: Engine
    /// The virtual clock driving timers and frames.
    public let clock: VirtualClock
    /// The offscreen output.
    public let output: OffscreenOutput
    /// The view under test (the window's root view).
    public let root: View
    /// Seconds between frames when time advances (1/60 by default; NaN, infinite, zero or
    /// negative set 1/60, and it is at least 0.1 ms).
    public var frameInterval: Double = 1.0 / 60.0 {
        didSet {
            if !(frameInterval.isFinite && frameInterval > 0) { frameInterval = 1.0 / 60.0 }
            else if frameInterval < 0.0001 { frameInterval = 0.0001 }
        }
    }
    /// The platform text input the engine talks to: an in-memory clipboard and a record of
    /// start/stop calls (the harness never touches the real clipboard). The window's
    /// ``Window/keyboardMode`` starts as `.hardware`; set it to test the on-screen keyboard.
    public let textInput = RecordingTextInputService()

    /// The window holding ``root``.
    public var window: Window { engine.window }
    /// The renderer (its ``Renderer/stats`` count frames, rasterisations, views drawn).
    public var renderer: Renderer { engine.renderer }

    /// Creates a harness showing `root` filling a `size` window, with an optional rotation
    /// or letterboxed logical size to test a kiosk's mapping. `scale` is pixels per point.
    ///
    /// Stops the process (`fatalError`) when SDL cannot create the offscreen surface: that
    /// is a broken test environment (SDL missing), not bad input; NaN, zero or negative
    /// sizes and scales are sanitised by ``OffscreenOutput`` instead.
    public init(root: View, size: Size = Size(width: 800, height: 480), scale: Float = 1,
                rotation: DisplayRotation = .none, logicalSize: Size? = nil,
                calibration: TouchCalibration = .identity) {
        (clock, output, engine) = Harness.makeEngine(size: size, scale: scale, rotation: rotation,
                                                     logicalSize: logicalSize, calibration: calibration)
        self.root = root
        engine.window.textInputService = textInput
        engine.window.keyboardMode = .hardware
        engine.window.rootView = root
        engine.runFrame(force: true)
    }

    /// Creates a harness whose root is a plain view holding `subviews` at their frames: the
    /// short way to put a few views under test (``root`` is that plain view).
    public convenience init(subviews: [View], size: Size = Size(width: 800, height: 480), scale: Float = 1,
                            rotation: DisplayRotation = .none, logicalSize: Size? = nil,
                            calibration: TouchCalibration = .identity) {
        let root = View()
        for v in subviews { root.addSubview(v) }
        self.init(root: root, size: size, scale: scale, rotation: rotation, logicalSize: logicalSize, calibration: calibration)
    }

    /// The virtual clock, offscreen output and engine both initializers start from.
    private static func makeEngine(size: Size, scale: Float, rotation: DisplayRotation, logicalSize: Size?,
                                   calibration: TouchCalibration) -> (VirtualClock, OffscreenOutput, Engine) {
        let clock = VirtualClock()
        let outSize = rotation.swapsAxes && logicalSize == nil ? Size(width: size.height, height: size.width) : size
        let output: OffscreenOutput
        do {
            output = try OffscreenOutput(size: outSize, pixelScale: scale)
        } catch {
            fatalError("Harness could not create an offscreen surface: \(error)")
        }
        let transform = DisplayTransform(outputSize: output.outputSize, logicalSize: logicalSize,
                                         rotation: rotation, calibration: calibration)
        return (clock, output, Engine(output: output, clock: clock, displayTransform: transform))
    }

    /// Creates a harness whose window's ``Window/rootViewController`` is `rootViewController`:
    /// its view loads, appears (in UIKit's order: load, will appear, layout, did appear) and
    /// fills the window before the first frame.
    public init(rootViewController: ViewController, size: Size = Size(width: 800, height: 480), scale: Float = 1,
                rotation: DisplayRotation = .none, logicalSize: Size? = nil) {
        (clock, output, engine) = Harness.makeEngine(size: size, scale: scale, rotation: rotation,
                                                     logicalSize: logicalSize, calibration: .identity)
        engine.window.textInputService = textInput
        engine.window.keyboardMode = .hardware
        engine.window.rootViewController = rootViewController
        root = rootViewController.view
        engine.runFrame(force: true)
    }

    // MARK: Time

    /// Advances the virtual clock by `seconds`, running a frame every ``frameInterval``
    /// (and exactly at the end), so timers fire at their exact times. NaN, infinite, zero or
    /// negative: nothing; at most ``maximumAdvance`` seconds and ``maximumFramesPerAdvance``
    /// frames (longer spans take longer steps), so bad input never stalls a test.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let span = min(seconds, Self.maximumAdvance)
        let step = max(frameInterval, span / Double(Self.maximumFramesPerAdvance))
        let end = clock.now + span
        while clock.now < end {
            clock.advance(to: min(end, clock.now + step))
            engine.runFrame()
        }
    }

    /// The longest ``advance(by:)``, in seconds (about 31 years).
    public static let maximumAdvance: Double = 1e9
    /// The most frames one ``advance(by:)`` runs.
    public static let maximumFramesPerAdvance = 100_000
    /// The longest scripted gesture (drag, pinch, rotation), in seconds.
    public static let maximumGestureDuration: Double = 60

    /// A gesture's duration made usable (NaN or negative: 0; at most
    /// ``maximumGestureDuration``) and its number of moves, one a frame.
    private func gestureSteps(_ duration: Double) -> (duration: Double, steps: Int) {
        let d = duration.isNaN ? 0 : min(max(0, duration), Self.maximumGestureDuration)
        return (d, max(1, Int(min(100_000, (d / frameInterval).rounded()))))
    }

    /// Runs one frame at the current time; returns whether one was drawn.
    @discardableResult
    public func runFrame() -> Bool { engine.runFrame() }

    // MARK: Touches (UI points)

    /// Puts finger `finger` down at `point`, then runs a frame.
    public func touchDown(at point: Point, finger: Int = 0) {
        send(phase: .began, at: point, finger: finger)
    }

    /// Moves finger `finger` to `point`, then runs a frame.
    public func touchMove(to point: Point, finger: Int = 0) {
        send(phase: .moved, at: point, finger: finger)
    }

    /// Lifts finger `finger` where it is (or at `point`), then runs a frame.
    public func touchUp(at point: Point? = nil, finger: Int = 0) {
        send(phase: .ended, at: point ?? lastLocation[finger] ?? .zero, finger: finger)
    }

    /// A tap: down and up at `point` with `hold` seconds between.
    public func tap(at point: Point, finger: Int = 0, hold: Double = 0.05) {
        touchDown(at: point, finger: finger)
        advance(by: hold)
        touchUp(at: point, finger: finger)
    }

    /// A long press: down, `duration` seconds of time, up.
    public func longPress(at point: Point, duration: Double = 0.6, finger: Int = 0) {
        touchDown(at: point, finger: finger)
        advance(by: duration)
        touchUp(at: point, finger: finger)
    }

    /// A drag from `a` to `b` over `duration` seconds, one move per frame, then lift-off.
    public func drag(from a: Point, to b: Point, duration: Double = 0.3, finger: Int = 0) {
        touchDown(at: a, finger: finger)
        let (duration, steps) = gestureSteps(duration)
        for i in 1...steps {
            let f = Float(i) / Float(steps)
            clock.advance(by: duration / Double(steps))
            touchMove(to: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), finger: finger)
        }
        touchUp(at: b, finger: finger)
    }

    /// A two-finger pinch around `center`, the fingers' distance going from `from` to `to`
    /// points over `duration` seconds (fingers 1 and 2, horizontal).
    public func pinch(center c: Point, from: Float, to: Float, duration: Double = 0.3) {
        touchDown(at: Point(x: c.x - from / 2, y: c.y), finger: 1)
        touchDown(at: Point(x: c.x + from / 2, y: c.y), finger: 2)
        let (duration, steps) = gestureSteps(duration)
        for i in 1...steps {
            let d = from + (to - from) * Float(i) / Float(steps)
            clock.advance(by: duration / Double(steps))
            touchMove(to: Point(x: c.x - d / 2, y: c.y), finger: 1)
            touchMove(to: Point(x: c.x + d / 2, y: c.y), finger: 2)
        }
        touchUp(finger: 1)
        touchUp(finger: 2)
    }

    /// A two-finger rotation around `center` by `radians` over `duration` seconds.
    public func rotate(center c: Point, radius: Float = 60, by radians: Float, duration: Double = 0.3) {
        func at(_ angle: Float, _ sign: Float) -> Point {
            Point(x: c.x + sign * radius * _cos(angle), y: c.y + sign * radius * _sin(angle))
        }
        touchDown(at: at(0, -1), finger: 1)
        touchDown(at: at(0, 1), finger: 2)
        let (duration, steps) = gestureSteps(duration)
        for i in 1...steps {
            let a = radians * Float(i) / Float(steps)
            clock.advance(by: duration / Double(steps))
            touchMove(to: at(a, -1), finger: 1)
            touchMove(to: at(a, 1), finger: 2)
        }
        touchUp(finger: 1)
        touchUp(finger: 2)
    }

    /// Mouse: left button down at `point` (window points), through SDL's mouse path.
    public func mouseDown(at point: Point) { sendMouse(.began, point) }
    /// Mouse: drag to `point` with the button held.
    public func mouseMove(to point: Point) { sendMouse(.moved, point) }
    /// Mouse: left button up at `point`.
    public func mouseUp(at point: Point) { sendMouse(.ended, point) }

    /// Feeds a raw SDL event through the engine's translator, then runs a frame.
    package func send(sdlEvent: SDL_Event) {
        engine.handle(sdlEvent: sdlEvent)
        engine.runFrame()
    }

    private var lastLocation: [Int: Point] = [:]

    private func send(phase: TouchInput.Phase, at point: Point, finger: Int) {
        if phase == .ended || phase == .cancelled { lastLocation[finger] = nil } else { lastLocation[finger] = point }
        let t = engine.displayTransform
        let p = t.outputPoint(fromUI: point)
        var nx = p.x / max(1, t.outputSize.width), ny = p.y / max(1, t.outputSize.height)
        // Undo the calibration so that the engine's calibration maps back to `point`.
        let c = t.calibration
        if c.invertX { nx = 1 - nx }
        if c.invertY { ny = 1 - ny }
        if c.swapAxes { swap(&nx, &ny) }
        (nx, ny) = Harness.refine(nx, ny, toReach: point, through: t)
        send(sdlEvent: SDLEventFactory.finger(phase, finger: Int64(finger), x: nx, y: ny))
    }

    /// Nudges normalised coordinates by a few units in the last place so that the engine's
    /// mapping lands as close to `target` as SDL's normalised `Float`s allow (x / w * w is
    /// not always x): usually exactly, otherwise within a millionth of a point (a touch at
    /// (10, 10) in a 300-point window can only arrive at 9.999999 or 10.000001).
    static func refine(_ nx: Float, _ ny: Float, toReach target: Point, through t: DisplayTransform) -> (Float, Float) {
        func error(_ x: Float, _ y: Float) -> Float {
            let p = t.uiPoint(fromNormalized: x, y)
            return abs(p.x - target.x) + abs(p.y - target.y)
        }
        var best = (nx, ny)
        var bestError = error(nx, ny)
        guard bestError > 0, bestError.isFinite else { return best }
        var xs = [nx], ys = [ny]
        var up = nx, down = nx, yUp = ny, yDown = ny
        for _ in 0..<4 {
            up = up.nextUp; down = down.nextDown; yUp = yUp.nextUp; yDown = yDown.nextDown
            xs += [up, down]; ys += [yUp, yDown]
        }
        for x in xs {
            for y in ys {
                let e = error(x, y)
                if e < bestError { best = (x, y); bestError = e }
            }
        }
        return best
    }

    private func sendMouse(_ phase: TouchInput.Phase, _ point: Point) {
        let p = engine.displayTransform.outputPoint(fromUI: point)
        send(sdlEvent: SDLEventFactory.mouse(phase, x: Self.pixel(p.x), y: Self.pixel(p.y)))
    }

    /// A coordinate as SDL's whole pixels: rounded and clamped to `Int32`'s range (NaN: 0),
    /// so extreme test input reaches the engine instead of trapping here.
    static func pixel(_ v: Float) -> Int32 {
        guard !v.isNaN else { return 0 }
        return Int32(v.rounded().sanitizedPixel)
    }

    // MARK: Keyboard and text

    /// Types `text` as SDL delivers it (`SDL_TEXTINPUT` events of at most 31 bytes), then
    /// runs a frame.
    public func type(_ text: String) {
        for e in SDLEventFactory.text(text) { engine.handle(sdlEvent: e) }
        engine.runFrame()
    }

    /// Types raw bytes (possibly invalid UTF-8) as SDL would deliver them.
    public func type(bytes: [UInt8]) {
        for e in SDLEventFactory.text(bytes: bytes) { engine.handle(sdlEvent: e) }
        engine.runFrame()
    }

    /// Presses and releases `key` with `modifiers` (Shift, Control…), then runs a frame.
    public func key(_ key: KeyboardKey, modifiers: KeyModifiers = []) {
        engine.handle(sdlEvent: SDLEventFactory.key(code: key.keyCode, down: true, modifiers: modifiers.rawValue))
        engine.handle(sdlEvent: SDLEventFactory.key(code: key.keyCode, down: false, modifiers: modifiers.rawValue))
        engine.runFrame()
    }

    /// Holds `key` down for `repeats` auto-repeats (as SDL sends them), then releases it.
    public func holdKey(_ key: KeyboardKey, repeats: Int, modifiers: KeyModifiers = []) {
        engine.handle(sdlEvent: SDLEventFactory.key(code: key.keyCode, down: true, modifiers: modifiers.rawValue))
        for _ in 0..<max(0, repeats) {
            engine.handle(sdlEvent: SDLEventFactory.key(code: key.keyCode, down: true, modifiers: modifiers.rawValue, isRepeat: true))
        }
        engine.handle(sdlEvent: SDLEventFactory.key(code: key.keyCode, down: false, modifiers: modifiers.rawValue))
        engine.runFrame()
    }

    /// Puts `text` on the (in-memory) clipboard and presses Ctrl-V.
    public func paste(_ text: String) {
        textInput.clipboardText = text
        key(.v, modifiers: .control)
    }

    /// Sends an input method's composition (`SDL_TEXTEDITING`), then runs a frame.
    public func compose(_ text: String) {
        send(sdlEvent: SDLEventFactory.textEditing(text))
    }

    // MARK: Pixels

    /// Lays out, draws and returns the current frame's pixels (exact, software renderer).
    public func render() -> Bitmap {
        engine.runFrame(force: true)
        return engine.readPixels()
    }
}

@inline(__always) private func _cos(_ x: Float) -> Float { Float(cos(Double(x))) }
@inline(__always) private func _sin(_ x: Float) -> Float { Float(sin(Double(x))) }
#if canImport(Glibc)
import Glibc
#endif

private extension Float {
    /// The value clamped to the `Float`s that convert to `Int32` without trapping.
    var sanitizedPixel: Float { Swift.min(Swift.max(self, -2_147_483_520), 2_147_483_520) }
}
