/// An immediate-mode UI context: each frame the app calls widget functions, which draw at
/// once and answer what the fingers did to them.
///
/// ```swift
/// plane = engine.addImmediatePlane { ui in
///     ui.panel(frame: Rect(x: 10, y: 10, width: 220, height: 120)) {
///         ui.label("Score \(score)")
///         if ui.button("Pause") { pause() }
///     }
/// }
/// ```
///
/// Widgets are identified by their call site combined with the ids pushed by
/// ``id(_:_:)``, so a widget drawn in a loop keeps its state (a held button, a dragged
/// slider) when the list reorders. State of widgets not submitted in a frame is dropped.
/// Each finger has its own captured widget: two thumbs hold two buttons at once, and a
/// finger that went down on a widget stays with it until it lifts.
///
/// Submitting and drawing widgets allocates nothing at steady state and rasterises no
/// text once each title has been drawn once (titles come from the renderer's text cache).
@MainActor
public final class UI {
    /// The style of the widgets that follow (see ``withStyle(_:_:)``). A UI created without
    /// a style follows its window's theme (``followsTheme``).
    public var style: ImmediateStyle
    /// Whether ``style`` is derived from the theme of ``viewHost``'s window (the retained `Button` look, or
    /// ``themeTypeName`` with ``themeStyleName``) and derived again at the first frame after
    /// a theme switch, so immediate buttons share the retained buttons' look. `true` for a
    /// UI created without a style; turn it off to keep a style assigned in code.
    public var followsTheme: Bool {
        didSet { if followsTheme && !oldValue { styleFromTheme() } }
    }
    /// The retained type whose theme look ``followsTheme`` uses: `"Button"` or `"StyledButton"`.
    public var themeTypeName = "Button" {
        didSet { if followsTheme && themeTypeName != oldValue { styleFromTheme() } }
    }
    /// A theme style name (`"primary"`, `"danger"` …) applied on top of ``themeTypeName``'s look.
    public var themeStyleName: String? {
        didSet { if followsTheme && themeStyleName != oldValue { styleFromTheme() } }
    }
    /// The theme ``style`` was derived from (`nil`: none yet).
    private var derivedTheme: Theme?
    /// Widgets submitted while `false` are drawn disabled and never fire.
    public var isEnabled = true
    /// The default height of a row and of items in a column whose length is `.auto`.
    public var itemHeight: Float = 40 { didSet { itemHeight = itemHeight.sanitized(0...100_000, nan: 40) } }
    /// The default spacing of rows, columns and panels.
    public var spacing: Float = 8 { didSet { spacing = spacing.sanitized(0...100_000, nan: 8) } }
    /// How far (points) a finger may slide outside a pressed button and still fire it on release.
    public var releaseSlop: Float = 12 { didSet { releaseSlop = releaseSlop.sanitized(0...SanitizeLimits.distance, nan: 12) } }
    /// Report widgets that share an id within one frame (on in debug builds).
    public var reportsIDClashes: Bool = _isDebugAssertConfiguration()
    /// Clashes seen so far (two widgets with one id in one frame).
    public private(set) var idClashCount = 0
    /// The number of frames run.
    public private(set) var frameIndex = 0
    /// The area the UI lays out in (its coordinates: touches and rects share them).
    public private(set) var bounds: Rect = .zero
    /// The last widget submitted.
    public internal(set) var lastItem: ImmediateItem = .none
    /// Where retained views created by ``view(size:frame:fileID:line:column:make:)`` are added.
    public weak var viewHost: View?

    var currentRenderer: Renderer?
    var fingers: [ImmediateFinger] = []
    var alive: [WidgetID: Int] = [:]
    var submitted: [WidgetID] = []
    var previousSubmitted: [WidgetID] = []
    var hits: [ImmediateHit] = []
    var publishedHits: [ImmediateHit] = []
    var idStack: [UInt64] = []
    var layoutStack: [ImmediateLayoutFrame] = []
    var hostedViews: [WidgetID: View] = [:]
    var scratchIDs: [WidgetID] = []
    var reportedClashes: Set<WidgetID> = []
    private var frameRequested = true
    /// The scroll regions' state, by widget id (see ``scroll(id:height:spacing:fileID:line:column:_:)``).
    var scrollRegions: [WidgetID: ImmediateScrollRegion] = [:]
    /// The widgets' accessibility elements (Accessibility/ImmediateAccessibility.swift).
    var accessibility = ImmediateAccessibility()
    /// The frame clock's time (seconds) for the frame being built, set by the host (the
    /// immediate plane, an immediate view); scroll regions animate with it.
    public var frameTime: Double = 0

    /// Creates a context with a style; without one, the style follows the current theme's
    /// button look (``followsTheme``).
    public init(style: ImmediateStyle? = nil) {
        self.style = style ?? .standard
        self.followsTheme = style == nil
        if style == nil { styleFromTheme() }
        fingers.reserveCapacity(10)
        alive.reserveCapacity(256)
        submitted.reserveCapacity(256)
        previousSubmitted.reserveCapacity(256)
        hits.reserveCapacity(256)
        publishedHits.reserveCapacity(256)
        idStack.reserveCapacity(32)
        layoutStack.reserveCapacity(32)
        scratchIDs.reserveCapacity(16)
    }

    // MARK: Frames

    /// The renderer of the frame being built. Valid only inside ``run(renderer:bounds:_:)``.
    public var renderer: Renderer {
        guard let r = currentRenderer else {
            preconditionFailure("UI.renderer used outside a frame; widgets must be submitted inside UI.run")
        }
        return r
    }

    /// `true` between the start and end of a frame.
    public var isInFrame: Bool { currentRenderer != nil }

    /// Runs one frame: `content` submits widgets, which draw into `renderer` in the
    /// renderer's current coordinates, laid out in `bounds` (the UI's coordinate space,
    /// which touches given to ``handleTouch(_:)`` must share).
    public func run(renderer: Renderer, bounds: Rect, _ content: (UI) -> Void) {
        guard currentRenderer == nil else {
            Diagnostics.report("immediate UI: run(renderer:bounds:) called inside a frame; the nested frame is skipped")
            return
        }
        beginFrame(renderer: renderer, bounds: bounds)
        content(self)
        endFrame()
    }

    /// Derives ``style`` from the current theme and remembers which theme that was.
    private func styleFromTheme() {
        let theme = hostTheme
        style = ImmediateStyle(theme: theme, typeName: themeTypeName, styleName: themeStyleName)
        derivedTheme = theme
    }

    /// The theme of the window the UI draws in (``viewHost``'s), or the default one.
    private var hostTheme: Theme { viewHost?.currentTheme ?? .default }

    /// Whether the host's theme is another than the one ``style`` was derived from.
    private var themeChanged: Bool {
        guard followsTheme else { return false }
        guard let derivedTheme else { return true }
        return !derivedTheme.isSame(as: hostTheme)
    }

    func beginFrame(renderer: Renderer, bounds: Rect) {
        if themeChanged { styleFromTheme() }
        frameIndex += 1
        frameRequested = false
        currentRenderer = renderer
        self.bounds = bounds.isFinite ? bounds : .zero
        idStack.removeAll(keepingCapacity: true)
        idStack.append(0)
        layoutStack.removeAll(keepingCapacity: true)
        layoutStack.append(ImmediateLayoutFrame(rect: self.bounds, axis: .vertical, spacing: spacing, cursor: 0, clip: self.bounds))
        hits.removeAll(keepingCapacity: true)
        submitted.removeAll(keepingCapacity: true)
        lastItem = .none
        isEnabled = true
        accessibility.beginFrame()
    }

    func endFrame() {
        currentRenderer = nil
        // Drop the state of widgets that were not submitted this frame.
        for id in previousSubmitted where alive[id] != frameIndex { alive.removeValue(forKey: id) }
        swap(&submitted, &previousSubmitted)
        swap(&hits, &publishedHits)
        accessibility.endFrame()
        // Fingers: forget lifted ones; release captures of vanished widgets.
        fingers.removeAll { !$0.isDown }
        for i in fingers.indices {
            fingers[i].began = false
            if fingers[i].target != .none && alive[fingers[i].target] != frameIndex { fingers[i].target = .none }
        }
        removeVanishedViews()
    }

    /// Asks for another frame (an animation in the content); engine planes report it.
    public func setNeedsFrame() { frameRequested = true }

    /// `true` when the UI wants a frame: a finger is down on it, input arrived, the
    /// content asked with ``setNeedsFrame()``, or the theme it follows was switched.
    public var wantsFrame: Bool {
        frameRequested || !fingers.isEmpty || themeChanged
    }

    /// The number of widgets whose state is kept (those submitted in the last frame).
    public var liveWidgetCount: Int { alive.count }

    /// `true` when the widget with `id` was submitted in the last frame.
    package func isAlive(_ id: WidgetID) -> Bool { alive[id] != nil }

    // MARK: Identity

    /// Runs `body` with `key` pushed on the id stack: widgets inside get ids that depend on
    /// `key`, so a loop's items keep their state when the list reorders.
    public func id<K: Hashable>(_ key: K, _ body: () -> Void) {
        idStack.append(WidgetID.combine(seed: idStack.last ?? 0, key: key))
        body()
        idStack.removeLast()
    }

    /// The id a widget submitted here would get (for `isAlive(_:)` and tests).
    package func makeID(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> WidgetID {
        WidgetID.make(seed: idStack.last ?? 0, fileID: fileID, line: line, column: column)
    }

    /// Registers a widget for this frame; reports a clash with one already submitted.
    func register(fileID: StaticString, line: UInt, column: UInt) -> WidgetID {
        let id = makeID(fileID: fileID, line: line, column: column)
        if alive[id] == frameIndex {
            idClashCount += 1
            if reportsIDClashes, reportedClashes.insert(id).inserted {
                Diagnostics.report("immediate UI: two widgets from \(fileID):\(line):\(column) share id \(id) in one frame; "
                                   + "wrap the loop body in ui.id(item.id) { … } so each gets its own state")
            }
        } else {
            alive[id] = frameIndex
            submitted.append(id)
        }
        return id
    }

    // MARK: Input

    /// Feeds one finger change (in the UI's coordinates). A finger that goes down is
    /// captured by the top-most widget under it in the last frame.
    public func handleTouch(_ input: TouchInput) {
        frameRequested = true
        let i = fingers.firstIndex { $0.id == input.finger && $0.isDown }
        switch input.phase {
        case .began:
            if let i { fingers[i].cancelled = true }
            let p = input.location
            fingers.append(ImmediateFinger(id: input.finger, location: p, start: p, target: topWidget(at: p),
                                           began: true, ended: false, cancelled: false))
        case .moved:
            if let i { fingers[i].location = input.location }
        case .ended:
            if let i { fingers[i].location = input.location; fingers[i].ended = true }
        case .cancelled:
            if let i { fingers[i].cancelled = true }
        }
    }

    /// `true` when a widget drawn in the last frame covers `point` (the engine routes the
    /// finger here instead of to the planes beneath).
    public func claims(_ point: Point) -> Bool {
        publishedHits.contains { $0.rect.contains(point) }
    }

    /// The fingers currently down on this UI.
    public var activeFingerCount: Int { fingers.count { $0.isDown } }

    func topWidget(at p: Point) -> WidgetID {
        for h in publishedHits.reversed() where h.rect.contains(p) { return h.id }
        return .none
    }

    /// Records a widget's area for the next touch-down and reports what fingers did to it.
    func interact(_ id: WidgetID, _ rect: Rect, interactive: Bool = true) -> ImmediateItem {
        let clip = layoutStack.last?.clip ?? bounds
        let visible = rect.clippedIntersection(clip)
        if !visible.isEmpty { hits.append(ImmediateHit(id: id, rect: visible)) }
        var item = ImmediateItem(id: id, frame: rect, isHeld: false, isPressed: false, fingerCount: 0, fired: false)
        guard interactive else { lastItem = item; return item }
        let slop = rect.insetBy(dx: -releaseSlop, dy: -releaseSlop)
        for f in fingers where f.target == id && !f.cancelled {
            if f.ended {
                if isEnabled && slop.contains(f.location) { item.fired = true }
            } else {
                item.isHeld = true
                item.fingerCount += 1
                if slop.contains(f.location) { item.isPressed = true }
            }
        }
        lastItem = item
        return item
    }

    /// `true` when a finger captured by `id` went down since the last frame.
    func wentDown(_ id: WidgetID) -> Bool {
        fingers.contains { $0.target == id && $0.began && !$0.cancelled }
    }

    /// The location of the first finger holding `id`.
    func holdingLocation(_ id: WidgetID) -> Point? {
        for f in fingers where f.target == id && !f.cancelled { return f.location }
        return nil
    }
}
