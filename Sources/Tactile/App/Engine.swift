package import CSDL2

/// The frame loop's core, shared by a real ``Application`` and the headless test harness:
/// it dispatches engine events the moment they arrive, fires timers, updates and lays out,
/// and draws a frame only when something changed.
///
/// Each frame: timers → layer updates → layout → draw → present. Touches are dispatched
/// in ``handle(_:)-(InputEvent)``, before the frame that follows, so a touch-down shows in
/// the very next presented frame. The retained tree is repainted only where it changed,
/// into a canvas that is kept between frames.
@MainActor
public final class Engine: WindowHost {
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
    let ticker = FrameTicker()

    /// Layers, bottom to top; the retained window is one of them.
    public private(set) var layers: [EngineLayer] = []
    let windowLayer: WindowLayer

    /// Run frames back to back (a game) instead of only when something changed.
    public var isContinuous = false { didSet { if isContinuous { needsFrame = true } } }
    /// Called for keys the window does not consume (e.g. Escape to quit).
    public var onKey: ((KeyInput) -> Void)?
    /// Called when the user asks to quit.
    public var onQuit: (() -> Void)?
    private var observers = EventObservers()
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
    private var smoothedFrameInterval: Double = 0
    private var captured: [FingerID: EngineLayer] = [:]
    private var retainedCanvas: OpaquePointer?
    private var frameCanvas: OpaquePointer?
    private var canvasPixelSize = Size.zero
    private var retainedCanvasFresh = true
    /// The output holds the retained tree's last frame (drawn straight into it).
    private var outputHoldsTree = false

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
        self.windowLayer = WindowLayer(window: window)
        layers = [windowLayer]
        window.host = self
        window.textInputService = SDLTextInputService()
        Engine.current = self
        captured.reserveCapacity(10)
        applyTransform()
    }

    /// The renderer drawing the frames.
    public var renderer: Renderer { output.renderer }

    /// The clock's time, in seconds.
    public var now: Double { clock.now }

    // MARK: Layers

    /// Adds a layer on top of the others, or at `index` (0 is the bottom).
    public func addLayer(_ layer: EngineLayer, at index: Int? = nil) {
        guard !layers.contains(where: { $0 === layer }) else { return }
        let i = min(max(0, index ?? layers.count), layers.count)
        layers.insert(layer, at: i)
        window.setNeedsFullRedraw()
    }

    /// Removes a layer (not the window's); touches it captured are cancelled.
    public func removeLayer(_ layer: EngineLayer) {
        guard layer !== windowLayer else { return }
        for (finger, l) in captured where l === layer {
            layer.handleTouch(TouchInput(finger: finger, phase: .cancelled, location: .zero), timestamp: now)
            captured[finger] = nil
        }
        layers.removeAll { $0 === layer }
        window.setNeedsFullRedraw()
    }

    /// Moves the retained window to `index` among the layers.
    public func moveWindowLayer(to index: Int) {
        layers.removeAll { $0 === windowLayer }
        layers.insert(windowLayer, at: min(max(0, index), layers.count))
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
            route(input)
        case .hover:
            break
        case let .scroll(dx, dy, at):
            routeWheel(dx: dx, dy: dy, at: at)
        case let .text(s):
            window.validateFirstResponder()
            (window.firstResponder as? TextInputClient)?.insertText(s)
            needsFrame = true
        case let .textEditing(s, _, _):
            window.validateFirstResponder()
            (window.firstResponder as? TextInputClient)?.setMarkedText(s)
            needsFrame = true
        case let .key(k):
            // Keys go to the first responder and up its chain; only keys that reach the
            // window (nobody consumed them) move the focus (Tab) or reach `onKey`.
            window.validateFirstResponder()
            window.keyReachedWindow = false
            let target = window.firstResponder ?? window
            if k.isDown { target.keyDown(k) } else { target.keyUp(k) }
            // A key down reached the window unless a responder or a presented controller (an
            // alert's Escape) took it; a key up counts when nobody had focus.
            if window.keyReachedWindow || (!k.isDown && target === window) {
                if k.isDown && k.key == .tab { window.focusNextResponder(reverse: k.isShiftDown) }
                onKey?(k)
            }
            needsFrame = true
        case .resized:
            output.refreshSize()
            var t = displayTransform
            t.outputSize = output.outputSize
            displayTransform = t
            // The translator took the event's size; the output's is the one touches map to
            // (they differ when the output did not follow, or counts pixels, not points).
            translator.transform = displayTransform
            applyTransform()
        case .focusLost:
            cancelAllTouches()
        case .focusGained:
            break
        case .exposed:
            window.setNeedsFullRedraw()
            needsFrame = true
        case .quit:
            onQuit?()
        }
    }

    private func route(_ input: TouchInput) {
        needsFrame = true
        let t = now
        if input.phase == .began {
            window.lastInputWasFinger = input.finger != .mouse
            if let previous = captured[input.finger] {
                previous.handleTouch(TouchInput(finger: input.finger, phase: .cancelled, location: input.location), timestamp: t)
            }
            var target: EngineLayer = layers.first ?? windowLayer
            window.pendingHit = nil
            for layer in layers.reversed() where layer.claimsTouch(at: input.location) {
                target = layer
                break
            }
            captured[input.finger] = target
            target.handleTouch(input, timestamp: t)
            return
        }
        guard let target = captured[input.finger] else { return }
        if input.phase == .ended || input.phase == .cancelled { captured[input.finger] = nil }
        target.handleTouch(input, timestamp: t)
    }

    /// Cancels every finger in every layer (focus lost).
    public func cancelAllTouches() {
        for (finger, layer) in captured where layer !== windowLayer {
            layer.handleTouch(TouchInput(finger: finger, phase: .cancelled, location: .zero), timestamp: now)
        }
        captured.removeAll(keepingCapacity: true)
        window.cancelAllTouches()
        translator.reset()
        needsFrame = true
    }

    // MARK: Frames

    /// Asks for a frame because the window changed (`WindowHost`'s requirement, called
    /// by the window): the same as ``setNeedsFrame()``.
    public func windowNeedsFrame() { setNeedsFrame() }

    /// Asks for a frame soon (e.g. after changing a game's state).
    public func setNeedsFrame() { needsFrame = true }

    /// `true` when a frame would draw something: input arrived, a view is dirty, a layer
    /// animates, or the engine runs continuously.
    public var wantsFrame: Bool {
        if needsFrame || isContinuous || window.hasPendingWork || ticker.isActive { return true }
        for l in layers where l !== windowLayer && l.needsFrame { return true }
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
        for l in layers { l.update(frame) }
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

    // MARK: Drawing

    private var usesFrameCanvas: Bool { !displayTransform.isIdentity }

    private func applyTransform() {
        let ui = displayTransform.uiSize
        window.frame = Rect(origin: .zero, size: ui)
        let scale = displayTransform.scale * output.pixelScale
        renderer.outputDidResize(to: renderer.targetSize, pixelScale: scale)
        let px = Size(width: (ui.width * scale).rounded(), height: (ui.height * scale).rounded())
        if px != canvasPixelSize {
            if let c = retainedCanvas { SDL_DestroyTexture(c); retainedCanvas = nil }
            if let c = frameCanvas { SDL_DestroyTexture(c); frameCanvas = nil }
            canvasPixelSize = px
        }
        retainedCanvasFresh = true
        outputHoldsTree = false
        window.setNeedsFullRedraw()
        needsFrame = true
    }

    private func makeTargetTexture() -> OpaquePointer? {
        let w = Int32(max(1, canvasPixelSize.width)), h = Int32(max(1, canvasPixelSize.height))
        guard let tex = SDL_CreateTexture(renderer.sdlRenderer, SDLConstants.pixelFormatARGB8888,
                                          Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h) else {
            Diagnostics.report("cannot create a \(w)x\(h) canvas texture: \(sdlError())")
            return nil
        }
        return tex
    }

    private func outputPixelSize() -> Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer.sdlRenderer, &w, &h)
        return Size(width: Float(w), height: Float(h))
    }

    private func draw(_ frame: FrameInfo) {
        let r = renderer
        r.beginFrame()
        let outPixels = outputPixelSize()
        let background = window.backgroundColor ?? .black
        // The retained tree keeps its own canvas when nothing is drawn beneath it, so only
        // its dirty area is repainted.
        let partial = layers.first === windowLayer
        /// Repaints the dirty part of the tree into the current target (`fresh`: all of it).
        func repaintTree(fresh: Bool) {
            var dirty = window.takeDirtyRect()
            if fresh { dirty = window.bounds }
            guard !dirty.isEmpty else { return }
            r.clip(to: dirty.integral)
            // A visible window with a square, opaque background paints all of the dirty
            // area itself; clearing it first would only be painted over.
            let windowPaintsDirtyArea = !window.isHidden && window.alpha >= 1 && window.cornerRadii.isZero
                && (window.backgroundColor?.a ?? 0) == 255
            if !windowPaintsDirtyArea { r.replace(dirty.integral, with: background) }
            window.render(in: r)
        }
        // The tree alone on an output that keeps its pixels between frames (an offscreen
        // surface): the output itself is the retained canvas, so nothing is copied.
        if partial && layers.count == 1 && !usesFrameCanvas && output.preservesContents && outPixels == canvasPixelSize {
            r.setTarget(nil, size: outPixels)
            repaintTree(fresh: !outputHoldsTree)
            outputHoldsTree = true
            r.present()
            return
        }
        if outputHoldsTree { outputHoldsTree = false; retainedCanvasFresh = true }
        if partial {
            if retainedCanvas == nil { retainedCanvas = makeTargetTexture(); retainedCanvasFresh = true }
        }
        if partial, let canvas = retainedCanvas {
            r.setTarget(canvas, size: canvasPixelSize)
            repaintTree(fresh: retainedCanvasFresh)
            retainedCanvasFresh = false
        }
        if usesFrameCanvas && frameCanvas == nil { frameCanvas = makeTargetTexture() }
        let target = usesFrameCanvas ? frameCanvas : nil
        r.setTarget(target, size: target == nil ? outPixels : canvasPixelSize)
        if partial, let canvas = retainedCanvas {
            SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_NONE)
            var dst = SDL_Rect(x: 0, y: 0, w: Int32(canvasPixelSize.width), h: Int32(canvasPixelSize.height))
            if target == nil && outPixels != canvasPixelSize { r.clear(.black) }
            SDL_RenderCopy(r.sdlRenderer, canvas, nil, &dst)
        } else {
            r.clear(background)
        }
        // Without a canvas (its texture could not be made) the tree is drawn like any layer.
        let treeOnCanvas = partial && retainedCanvas != nil
        for layer in layers where !(treeOnCanvas && layer === windowLayer) {
            r.resetState()
            layer.draw(in: r, frame: frame)
        }
        if let canvas = frameCanvas, usesFrameCanvas {
            r.setTarget(nil, size: outPixels)
            r.clear(.black)
            let t = displayTransform
            let v = t.viewport
            let ps = output.pixelScale
            let w = t.uiSize.width * t.scale * ps, h = t.uiSize.height * t.scale * ps
            var dst = SDL_FRect(x: v.midX * ps - w / 2, y: v.midY * ps - h / 2, w: w, h: h)
            SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_NONE)
            SDL_SetTextureScaleMode(canvas, SDL_ScaleModeLinear)
            SDL_RenderCopyExF(r.sdlRenderer, canvas, nil, &dst, Double(t.rotation.rawValue), nil, SDL_FLIP_NONE)
        }
        r.present()
    }

    isolated deinit {
        if let c = retainedCanvas { SDL_DestroyTexture(c) }
        if let c = frameCanvas { SDL_DestroyTexture(c) }
    }
}
