package import CSDL2
public import Foundation

/// The frame loop's core, shared by a real ``Application`` and the headless test harness:
/// it dispatches engine events the moment they arrive, fires timers, updates and lays out,
/// and draws a frame only when something changed.
///
/// Each frame: timers → plane updates → layout → draw → present. Touches are dispatched
/// in ``handle(_:)-(InputEvent)``, before the frame that follows, so a touch-down shows in
/// the very next presented frame. The retained tree is repainted only where it changed,
/// into a canvas that is kept between frames.
///
/// An `NSObject`, so that an observer of the engine's notifications (the app's lifecycle)
/// can filter on `object: engine`: the Foundation of Swift 6.0 (Debian trixie) matches a
/// notification's object only when it is an `NSObject`.
@MainActor
public final class Engine: NSObject, WindowContext {
    /// The root of the retained view tree.
    public let window: Window
    /// Where frames go.
    public let output: RenderOutput
    /// The frame loop's clock.
    public let clock: Clock
    /// Timers on ``clock``.
    public let timers: TimerQueue
    /// Translates SDL events into engine events.
    package var translator: EventTranslator
    /// Display links and view animations, run every frame while active.
    package let ticker = FrameTicker()
    /// App callbacks run in it, requests made in them queue on it; drained at fixed
    /// points of each frame.
    package let updateCycle = UpdateCycle()
    /// Delivers touches: one record per finger, from the plane that captured it to the
    /// view and recognizers that see it.
    package private(set) lazy var touchRouter = TouchRouter(window: window, windowPlane: windowPlane, cycle: updateCycle)
    /// Delivers keys and text to the window's first responder.
    private lazy var keyRouter = KeyRouter(window: window, cycle: updateCycle)

    /// Planes, bottom to top; the retained window is one of them.
    public private(set) var planes: [EnginePlane] = []
    let windowPlane: WindowPlane

    /// Run frames back to back (a game) instead of only when something changed.
    public var isContinuous = false { didSet { if isContinuous { needsFrame = true } } }
    /// Called for keys the window does not consume (e.g. Escape to quit).
    public var onKey: ((KeyInput) -> Void)?
    /// Called when the user asks to quit.
    public var onQuit: (() -> Void)?
    private var observers = EventObservers()
    /// The screen reader, made on first use (`Engine+ScreenReader.swift`).
    var screenReaderStorage: ScreenReader?
    /// Called after each presented frame with its index (time to first frame, recording).
    public var onFramePresented: ((Int) -> Void)?

    /// Frames drawn so far.
    public private(set) var frameIndex = 0
    /// The clock time of the last frame.
    public private(set) var lastFrameTime: Double?
    /// Seconds the last frame took to update, lay out and draw (wall time of the work, on
    /// the engine's clock).
    public private(set) var lastFrameDuration: Double = 0
    /// Frames per second, smoothed over recent frames.
    public private(set) var framesPerSecond: Double = 0

    private(set) var needsFrame = true
    /// Active, inactive or background, from focus and minimise events (``Application/applicationState``).
    var applicationState: Application.State = .active
    private var smoothedFrameInterval: Double = 0
    /// Puts each frame together on the output (kept canvas, rotation).
    let compositor: Compositor

    /// The mapping between the output and the UI (rotation, letterbox).
    public var displayTransform: DisplayTransform {
        didSet {
            guard displayTransform != oldValue else { return }
            translator.transform = displayTransform
            applyTransform()
        }
    }

    /// Creates an engine drawing into `output` on `clock`.
    public init(output: RenderOutput, clock: Clock, displayTransform: DisplayTransform? = nil) {
        self.output = output
        self.clock = clock
        self.timers = TimerQueue(clock: clock)
        let transform = displayTransform ?? DisplayTransform(outputSize: output.outputSize)
        self.displayTransform = transform
        self.translator = EventTranslator(transform: transform, windowID: output.windowID)
        self.window = Window(size: transform.uiSize)
        self.windowPlane = WindowPlane(window: window)
        self.compositor = Compositor(renderer: output.renderer)
        planes = [windowPlane]
        super.init()
        window.context = self
        window.textInputService = SDLTextInputService()
        Engine.current = self
        WindowKit.install()
        CurrentContext.context = self
        UpdateCycle.newest = updateCycle
        AppearanceSettings.register(window)
        applyTransform()
    }

    /// The renderer drawing the frames.
    public var renderer: Renderer { output.renderer }

    /// The clock's time, in seconds.
    public var now: Double { clock.now }

    // MARK: Planes

    /// Adds a plane on top of the others, or at `index` (0 is the bottom).
    public func addPlane(_ plane: EnginePlane, at index: Int? = nil) {
        guard !planes.contains(where: { $0 === plane }) else { return }
        let i = min(max(0, index ?? planes.count), planes.count)
        planes.insert(plane, at: i)
        window.setNeedsFullRedraw()
    }

    /// Removes a plane (not the window's); touches it captured are cancelled.
    public func removePlane(_ plane: EnginePlane) {
        guard plane !== windowPlane else { return }
        touchRouter.planeRemoved(plane, timestamp: now)
        planes.removeAll { $0 === plane }
        window.setNeedsFullRedraw()
    }

    /// Moves the retained window to `index` among the planes.
    public func moveWindowPlane(to index: Int) {
        planes.removeAll { $0 === windowPlane }
        planes.insert(windowPlane, at: min(max(0, index), planes.count))
        window.setNeedsFullRedraw()
    }

    // MARK: Events

    /// Adds an observer that sees every engine event before it is dispatched (inactivity
    /// timers, a script recorder, logging), after the observers added before it (before
    /// them with `first`). It returns ``EventObservation/consume`` to stop the event there.
    @discardableResult
    public func addEventObserver(first: Bool = false,
                                 _ observer: @escaping @MainActor (InputEvent) -> EventObservation) -> EventObserverToken {
        observers.add(first: first, observer)
    }

    /// Removes an observer (a token of a removed observer does nothing).
    public func removeEventObserver(_ token: EventObserverToken) {
        observers.remove(token)
    }

    /// Translates and dispatches an SDL event.
    package func handle(sdlEvent: SDL_Event) {
        if let e = translator.translate(sdlEvent) { handle(e) }
    }

    /// Dispatches an engine event now.
    public func handle(_ event: InputEvent) {
        guard observers.pass(event) else { return }
        switch event {
        case let .touch(input):
            needsFrame = true
            touchRouter.route(input, planes: planes, timestamp: now)
        case .hover:
            break
        case let .scroll(dx, dy, at):
            routeWheel(dx: dx, dy: dy, at: at)
        case let .text(s):
            keyRouter.insertText(s)
            needsFrame = true
        case let .textEditing(s, _, _):
            keyRouter.setMarkedText(s)
            needsFrame = true
        case let .key(k):
            if keyRouter.deliver(k) { onKey?(k) }
            needsFrame = true
        case .resized:
            output.refreshSize()
            var t = displayTransform
            t.outputSize = output.outputSize
            // The translator took the event's size; the output's is the one touches map to
            // (they differ when the output did not follow, or counts pixels, not points).
            // Applied once: through `displayTransform`'s observer when it changed, else here
            // (the output may have changed its pixel scale).
            if t != displayTransform {
                displayTransform = t
            } else {
                translator.transform = t
                applyTransform()
            }
        case .focusLost:
            cancelAllTouches()
            transitionApplicationState(to: applicationState == .background ? .background : .inactive)
        case .focusGained:
            transitionApplicationState(to: .active)
        case .minimized:
            transitionApplicationState(to: .background)
        case .restored:
            if applicationState == .background { transitionApplicationState(to: .inactive) }
        case .exposed:
            window.setNeedsFullRedraw()
            needsFrame = true
        case .quit:
            onQuit?()
        }
    }

    /// Cancels every finger in every plane (focus lost).
    public func cancelAllTouches() {
        touchRouter.cancelAll(timestamp: now)
        translator.reset()
        needsFrame = true
    }

    // MARK: Frames

    /// Asks for a frame because the window changed (`WindowContext`'s requirement, called
    /// by the window): the same as ``setNeedsFrame()``.
    package func windowNeedsFrame() { setNeedsFrame() }

    /// Asks for a frame soon (e.g. after changing a game's state).
    public func setNeedsFrame() {
        needsFrame = true
        onWake?()
    }

    /// Wakes a loop sleeping on the executor (``Application/runAsync(frames:beforeFrame:)``).
    var onWake: (() -> Void)?

    /// `true` when a frame would draw something: input arrived, a view is dirty, a plane
    /// animates, or the engine runs continuously.
    public var wantsFrame: Bool {
        if needsFrame || isContinuous || window.hasPendingWork || ticker.isActive { return true }
        for l in planes where l !== windowPlane && l.needsFrame { return true }
        return false
    }

    /// Seconds until the next timer, or `nil` when none is pending.
    public var secondsUntilNextTimer: Double? {
        timers.nextDeadline.map { max(0, $0 - now) }
    }

    /// Runs one frame: timers, updates, layout, and (when something changed or `force`)
    /// drawing and presenting. Returns `true` when a frame was presented.
    @discardableResult
    public func runFrame(force: Bool = false) -> Bool {
        let t = now
        let start = t
        timers.fireDue()
        window.validateFirstResponder()
        ticker.tick(time: t)
        let dt = lastFrameTime.map { max(0, t - $0) } ?? 0
        let frame = FrameInfo(time: t, deltaTime: dt, index: frameIndex)
        for l in planes { l.update(frame) }
        window.layoutPass()
        guard force || wantsFrame else { return false }
        needsFrame = false
        draw(frame)
        lastFrameDuration = max(0, now - start)
        // Smooth the interval, not its inverse, so one very short frame cannot make the rate explode.
        if dt > 0 {
            smoothedFrameInterval = smoothedFrameInterval == 0 ? dt : smoothedFrameInterval * 0.9 + dt * 0.1
            framesPerSecond = 1 / smoothedFrameInterval
        }
        lastFrameTime = t
        frameIndex += 1
        onFramePresented?(frameIndex - 1)
        return true
    }

    /// Reads the last presented frame back.
    public func readPixels() -> Bitmap { output.readPixels() }

    /// Runs a frame now and reads the pixels inside `rect` (window points), or the whole
    /// output on a turned display (`WindowContext`'s requirement, for snapshots).
    package func captureFrame(cropping rect: Rect) -> Bitmap {
        runFrame(force: true)
        let frame = readPixels()
        guard displayTransform.isIdentity else { return frame }
        let s = output.pixelScale
        return frame.cropped(to: Rect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s))
    }

    // MARK: Drawing

    private func applyTransform() {
        let ui = displayTransform.uiSize
        window.frame = Rect(origin: .zero, size: ui)
        let scale = displayTransform.scale * output.pixelScale
        renderer.outputDidResize(to: renderer.targetSize, pixelScale: scale)
        compositor.setCanvasPixelSize(Size(width: (ui.width * scale).rounded(), height: (ui.height * scale).rounded()))
        window.setNeedsFullRedraw()
        needsFrame = true
    }

    private func outputPixelSize() -> Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer.sdlRenderer, &w, &h)
        return Size(width: Float(w), height: Float(h))
    }

    private func draw(_ frame: FrameInfo) {
        let r = renderer
        r.beginFrame()
        // The retained tree keeps its own canvas when nothing is drawn beneath it, so only
        // its dirty area is repainted (the compositor chooses where that canvas lives).
        // Planes that draw nothing now (an awake dimmer) are skipped and do not count as drawn
        // above the tree.
        let retained = planes.first(where: { !$0.isHidden }) === windowPlane ? windowPlane : nil
        let othersAbove = planes.contains { $0 !== windowPlane && !$0.isHidden }
        compositor.compose(retained: retained, othersAbove: othersAbove, transform: displayTransform,
                           outputPixelSize: outputPixelSize(), outputPixelScale: output.pixelScale,
                           outputPreservesContents: output.preservesContents,
                           background: window.backgroundColor ?? .black) { retainedIsDrawn in
            for plane in planes where !plane.isHidden && !(retainedIsDrawn && plane === windowPlane) {
                r.resetState()
                plane.draw(in: r, frame: frame)
            }
        }
        r.present()
    }

    deinit {
        // Before the output (and its SDL renderer) can go.
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated { compositor.releaseCanvases() }
        } else {
            MainActorCleanup.releasedOffMainActor("Engine")
        }
    }
}
