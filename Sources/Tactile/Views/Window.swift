/// Something that runs frames for a window: the engine. The window tells it when a
/// frame is needed (something became dirty), so an idle app sleeps.
@MainActor
public protocol WindowHost: AnyObject {
    /// Asks for a frame soon.
    func windowNeedsFrame()
    /// Timers on the frame loop's clock (long-press and double-tap windows use them).
    var timers: TimerQueue { get }
    /// The frame loop's clock time, in seconds.
    var now: Double { get }
}

/// The root of a retained view tree, as `UIWindow`: it fills the screen, dispatches
/// touches to the views under the fingers, and collects the areas that need repainting.
@MainActor
open class Window: View {
    /// The engine running this window's frames.
    public internal(set) weak var host: WindowHost?

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

    /// The view controller whose view fills the window (as `UIWindow.rootViewController`);
    /// setting it shows its view as ``rootView`` with the appearance callbacks.
    public var rootViewController: ViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// The responder after the window: receives touches no view handled (a game's own
    /// touch handler, for example).
    public weak var fallbackResponder: Responder?

    /// Taps closer together than this (seconds) count up ``Touch/tapCount``.
    public var multiTapInterval: Double = 0.35
    /// Taps further apart than this (points) start a new count.
    public var multiTapDistance: Float = 30

    var dirtyRect: Rect = .zero
    var fullRedrawPending = true
    var activeTouches: [FingerID: Touch] = [:]
    lazy var currentEvent = Event(window: self)
    var lastTapEnd: (time: Double, location: Point, count: Int)?
    let gestureArbiter = GestureArbiter()

    /// Creates a window of `size` points.
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .black
        activeTouches.reserveCapacity(10)
    }

    /// Creates a window with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    open override var next: Responder? { fallbackResponder }

    /// Keys go first to the front-most presented view controller (an alert's Enter and Escape).
    open override func keyDown(_ key: KeyInput) {
        if routeKeyToViewControllers(key) { return }
        super.keyDown(key)
    }

    open override func layoutSubviews() {
        rootView?.frame = bounds
    }

    /// The touches currently down in the window.
    public var touches: [Touch] { Array(activeTouches.values) }

    // MARK: Dirty region

    /// Marks an area (window coordinates) for repainting. Grown by one point to cover the
    /// anti-aliased fringe of curved edges.
    func invalidate(_ rect: Rect) {
        let r = rect.insetBy(dx: -1, dy: -1).intersection(bounds)
        if !r.isEmpty { dirtyRect = dirtyRect.union(r) }
        host?.windowNeedsFrame()
    }

    /// Marks the whole window for repainting.
    public func setNeedsFullRedraw() {
        fullRedrawPending = true
        host?.windowNeedsFrame()
    }

    /// `true` when something waits to be laid out or repainted.
    public var hasPendingWork: Bool {
        fullRedrawPending || !dirtyRect.isEmpty || subtreeNeedsLayout
    }

    /// Returns and clears the area to repaint (the whole window after a full-redraw request).
    func takeDirtyRect() -> Rect {
        defer { dirtyRect = .zero; fullRedrawPending = false }
        return fullRedrawPending ? bounds : dirtyRect
    }

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
    func render(in renderer: Renderer) {
        renderTree(in: renderer)
    }

    /// Called when a view left the window: its recognizers stop.
    func viewDidLeaveWindow(_ view: View) {
        gestureArbiter.viewLeftWindow(view, window: self)
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
