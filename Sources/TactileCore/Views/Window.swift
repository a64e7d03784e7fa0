/// What a window gets from the engine that runs its frames, handed to it when it is
/// attached: the one way views reach time, animation, drawing and the display (no view
/// knows the engine's type). The window tells it when a frame is needed (something became
/// dirty), so an idle app sleeps.
@MainActor
package protocol WindowContext: AnyObject {
    /// Asks for a frame soon.
    func windowNeedsFrame()
    /// The engine's update cycle: app callbacks run in it, requests queue on it.
    var updateCycle: UpdateCycle { get }
    /// Delivers the window's touches (one record per finger).
    var touchRouter: TouchRouter { get }
    /// Timers on the frame loop's clock (long-press and double-tap windows use them).
    var timers: TimerQueue { get }
    /// The frame loop's clock time, in seconds.
    var now: Double { get }
    /// The frame ticker: display links and the `View.animate` animator step on it.
    var ticker: FrameTicker { get }
    /// The renderer the window draws with: text measuring and pictures of views.
    var renderer: Renderer { get }
    /// How UI points map to the display's pixels (rotation, letterbox, calibration).
    var displayTransform: DisplayTransform { get }
    /// Whether frames run continuously (a game loop), so nothing needs to ask for one.
    var isContinuous: Bool { get }
    /// The window the context runs (the engine's one window).
    var window: Window { get }
    /// Runs a frame now and reads the output's pixels inside `rect` (window points), or the
    /// whole output on a turned display (snapshots of a view in a window).
    func captureFrame(cropping rect: Rect) -> Bitmap
}

/// The root of a retained view tree, as `UIWindow`: it fills the screen, dispatches
/// touches to the views under the fingers, and collects the areas that need repainting.
@MainActor
open class Window: View {
    /// The engine running this window's frames, seen through what a window may use of it.
    package weak var context: WindowContext?

    /// A view that fills the window and follows its size (a screen of the app).
    public var rootView: View? {
        didSet {
            guard rootView !== oldValue else { return }
            // The old root leaves only if it is still the window's (not moved elsewhere since).
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            if let rootView {
                rootView.frame = bounds
                insertSubview(rootView, at: 0)
            }
        }
    }

    /// The theme of the views in this window (``Theme/default`` unless set); setting it
    /// restyles the window's tree (values set in code stay). Each window has its own.
    public var theme: Theme = .default {
        didSet { propagateThemeChange() }
    }

    /// The responder after the window: receives touches no view handled (a game's own
    /// touch handler, for example).
    public weak var fallbackResponder: Responder?

    /// Taps closer together than this (seconds) count up ``Touch/tapCount``.
    public var multiTapInterval: Double = 0.35 { didSet { multiTapInterval = multiTapInterval.sanitized(0...SanitizeLimits.duration, nan: 0.35) } }
    /// Taps further apart than this (points) start a new count.
    public var multiTapDistance: Float = 30 { didSet { multiTapDistance = multiTapDistance.sanitized(0...SanitizeLimits.distance, nan: 30) } }

    /// The areas waiting to be repainted (see ``DirtyRegion``).
    var dirtyRegion = DirtyRegion()
    /// The bounding box of the areas waiting to be repainted.
    var dirtyRect: Rect { dirtyRegion.bounds }
    package var fullRedrawPending = true
    /// The responder keys and typed text go to first (see ``firstResponder``).
    weak var firstResponderStorage: Responder?
    /// Whether the platform's text input is started (a text client is first responder).
    var textInputActive = false
    /// Set when a key travelled up the responder chain to the window (nobody consumed it;
    /// read and cleared by the engine's `KeyRouter`).
    var keyReachedWindow = false
    /// Set while the focus moves from one responder to another (no stop/start in between).
    var focusMoving = false
    /// Platform text input (SDL's, or a test's recording one); the engine sets it.
    public var textInputService: TextInputService?
    /// Whether the last touch came from a finger rather than the mouse (the on-screen
    /// keyboard's `auto` mode follows it).
    public var lastInputWasFinger = false
    /// When the on-screen ``Keyboard`` appears for a focused text field.
    public var keyboardMode: KeyboardMode = .auto
    /// The kit's view controllers and keyboard of this window (see ``WindowAttachments``).
    package var attachmentStorage: (any WindowAttachments)?

    /// Creates a window of `size` points.
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .black
    }

    /// Creates a window with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    open override var next: Responder? { fallbackResponder }

    /// Keys go first to the front-most presented view controller (an alert's Enter and
    /// Escape); a key it does not take has reached the window (nobody consumed it).
    open override func keyDown(_ key: KeyInput) {
        if attachments?.keyDown(key) == true { return }
        keyReachedWindow = true
        super.keyDown(key)
    }

    open override func layoutSubviews() {
        rootView?.frame = bounds
        attachments?.windowDidLayout()
    }

    // MARK: Dirty region

    /// Marks an area (window coordinates) for repainting. Grown by one point to cover the
    /// anti-aliased fringe of curved edges.
    func invalidate(_ rect: Rect) {
        let r = rect.insetBy(dx: -1, dy: -1).clippedIntersection(bounds)
        if !r.isEmpty { dirtyRegion.add(r) }
        context?.windowNeedsFrame()
    }

    /// Marks the whole window for repainting.
    public func setNeedsFullRedraw() {
        fullRedrawPending = true
        context?.windowNeedsFrame()
    }

    /// `true` when something waits to be laid out or repainted.
    public var hasPendingWork: Bool {
        fullRedrawPending || !dirtyRegion.isEmpty || subtreeNeedsLayout
    }

    /// Returns and clears the area to repaint (the whole window after a full-redraw request).
    package func takeDirtyRect() -> Rect {
        defer { dirtyRegion.removeAll(); fullRedrawPending = false }
        return fullRedrawPending ? bounds : dirtyRegion.bounds
    }

    /// Calls `body` with each area to repaint (the whole window after a full-redraw request),
    /// adjacent areas joined, then clears them. Returns how many areas there were.
    @discardableResult
    package func takeDirtyAreas(_ body: (Rect) -> Void) -> Int {
        let whole: Rect? = fullRedrawPending ? bounds : nil
        fullRedrawPending = false
        dirtyRegion.take(whole: whole)
        // Drawing may mark new areas (for the next frame): iterate the taken list, not the region.
        let areas = dirtyRegion.lastTaken
        for r in areas { body(r) }
        return areas.count
    }

    /// The areas the last repaint drew (window coordinates), for tests.
    package var lastRepaintedAreas: [Rect] { dirtyRegion.lastTaken }

    /// Runs layout until it settles (at most a few passes, so a view that always asks for
    /// layout cannot hang a frame).
    public func layoutPass() {
        var passes = 0
        while subtreeNeedsLayout && passes < 4 {
            layoutIfNeeded()
            passes += 1
        }
    }

    /// Draws the tree within the renderer's current clip.
    package func render(in renderer: Renderer) {
        renderTree(in: renderer)
    }

    /// Called when a view left the window: its recognizers stop.
    func viewDidLeaveWindow(_ view: View) {
        validateFirstResponder()
        context?.touchRouter.viewDidLeaveWindow(view)
    }

    /// Sends `themeDidChange()` to every view in the window.
    public func propagateThemeChange() {
        func visit(_ v: View) {
            v.themeDidChange()
            for s in v.subviews { visit(s) }
        }
        visit(self)
        setNeedsFullRedraw()
    }
}
