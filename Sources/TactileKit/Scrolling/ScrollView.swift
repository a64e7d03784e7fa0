/// A view whose content is larger than itself and that the user drags to scroll, as
/// `UIScrollView`.
///
/// Add content as subviews (in content coordinates) and set ``contentSize``; scrolling shifts
/// the bounds origin (``contentOffset``), so hit testing, `convert` and drawing follow
/// without moving the content. The physics are UIKit's: a flick decelerates exponentially
/// (v(t) = v0·``decelerationRate``^(1000t)), dragging past an edge rubber-bands
/// ((1 − 1/(x·0.55/d + 1))·d for a pull x over a viewport d) and a critically damped
/// spring brings the content back; with ``isPagingEnabled`` the content comes to rest on a
/// multiple of the bounds size.
///
/// Touches in the content are held back ``delaysContentTouches`` (150 ms) so that a flick
/// never highlights a button; once the content scrolls, views that had seen a touch get
/// `touchesCancelled` once (``canCancelContentTouches``). A touch while the content is still
/// moving stops it and goes to nothing underneath. Nested scroll views on different axes
/// each take their own axis.
///
/// ```swift
/// let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// scroll.contentSize = Size(width: 320, height: 2000)
/// scroll.addSubview(tallContent)
/// scroll.onScroll = { sv in print(sv.contentOffset) }
/// ```
@MainActor
open class ScrollView: View {
    /// How quickly a flick slows down: the fraction of velocity kept per millisecond, as
    /// `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The velocity kept per millisecond, in 0.5...0.9999 (NaN becomes ``normal``).
        public let rawValue: Float
        /// Creates a rate, clamped to 0.5...0.9999 (NaN and infinities give ``normal``'s).
        public init(rawValue: Float) {
            self.rawValue = rawValue.isFinite ? min(0.9999, max(0.5, rawValue)) : 0.998
        }
        /// 0.998 per millisecond: a 1,000 pt/s flick travels about 499 pt.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: a 1,000 pt/s flick travels about 100 pt.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The largest content size and offset magnitude accepted (points); larger values are
    /// clamped so that arithmetic on them stays finite.
    public static let maximumContentLength: Float = 1e9

    // MARK: Content geometry

    /// The size of the content (points). NaN, infinite and negative values become 0; values
    /// above ``maximumContentLength`` are clamped.
    public var contentSize: Size = .zero {
        didSet {
            let clean = Size(width: ScrollView.cleanLength(contentSize.width), height: ScrollView.cleanLength(contentSize.height))
            if clean != contentSize { contentSize = clean; return }
            if contentSize != oldValue { contentGeometryDidChange() }
        }
    }

    /// The point of the content shown at the top-left corner (the bounds origin). Setting it
    /// scrolls at once, without limits (as UIKit); NaN and infinite values are ignored.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return }
            let m = ScrollView.maximumContentLength
            let p = Point(x: min(m, max(-m, newValue.x)), y: min(m, max(-m, newValue.y)))
            guard p != bounds.origin else { return }
            bounds = Rect(origin: p, size: bounds.size)
            didChangeOffset()
        }
    }

    /// Extra scrollable space around the content. Non-finite values become 0; negative
    /// insets are allowed (as UIKit) but not below −``maximumContentLength``.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            func c(_ v: Float) -> Float { v.isFinite ? min(ScrollView.maximumContentLength, max(-ScrollView.maximumContentLength, v)) : 0 }
            let clean = EdgeInsets(top: c(contentInset.top), left: c(contentInset.left), bottom: c(contentInset.bottom), right: c(contentInset.right))
            if clean != contentInset { contentInset = clean; return }
            if contentInset != oldValue { contentGeometryDidChange() }
        }
    }

    /// The insets the scroll range uses: ``contentInset`` plus what the system adds (a
    /// navigation bar's large title; there are no other safe areas).
    public var adjustedContentInset: EdgeInsets {
        let s = systemInsets
        guard s != .zero else { return contentInset }
        let c = contentInset
        return EdgeInsets(top: c.top + s.top, left: c.left + s.left, bottom: c.bottom + s.bottom, right: c.right + s.right)
    }

    /// Insets the system adds to ``contentInset`` (a navigation bar's large-title row). A
    /// view resting at the top stays at the (new) top.
    var systemInsets = EdgeInsets.zero {
        didSet {
            guard systemInsets != oldValue else { return }
            let atTop = contentOffset.y <= -(contentInset.top + oldValue.top) + 0.5
            contentGeometryDidChange()
            if atTop { contentOffset = Point(x: contentOffset.x, y: -(contentInset.top + systemInsets.top)) }
        }
    }
    /// Told after every offset change, before the app's callbacks (the navigation controller
    /// collapses a large title with it).
    var systemScrollObserver: ((ScrollView) -> Void)?
    /// How far below the bounds' top sticky content (a list's section headers) pins while the
    /// system's bars cover less than ``systemInsets`` (a collapsing large title and search
    /// bar); `nil`: at the adjusted content inset.
    var systemStickyTop: Float?

    // MARK: Behaviour

    /// Whether dragging past an edge rubber-bands and a flick bounces (default `true`).
    public var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// When `false`, dragging does not scroll (code still can).
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            touchDelayRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// Come to rest on multiples of the bounds size.
    public var isPagingEnabled = false
    /// Scroll along one axis only when a drag starts mostly along it.
    public var isDirectionalLockEnabled = false
    /// Show the vertical indicator while scrolling (default `true`).
    public var showsVerticalScrollIndicator = true
    /// Show the horizontal indicator while scrolling (default `true`).
    public var showsHorizontalScrollIndicator = true
    /// How quickly a flick slows down (default ``DecelerationRate/normal``).
    public var decelerationRate: DecelerationRate = .normal
    /// Hold the content's touch-downs back for 150 ms so that a flick never reaches it
    /// (default `true`, as UIKit).
    public var delaysContentTouches = true {
        didSet { touchDelayRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether starting to scroll takes touches away from the content (`touchesCancelled`,
    /// once). When `false`, a touch the content has started tracking does not scroll.
    public var canCancelContentTouches = true

    // MARK: State

    /// `true` while a finger that may scroll is down.
    public internal(set) var isTracking = false
    /// `true` while a drag is scrolling the content.
    public internal(set) var isDragging = false
    /// `true` while the content moves after the finger lifted (deceleration, bounce, page snap).
    public internal(set) var isDecelerating = false

    /// The pan that scrolls: make another recognizer `require(toFail:)` it, or it require
    /// another, to arbitrate with gestures in the content.
    public let panGestureRecognizer: PanGestureRecognizer
    let touchDelayRecognizer: ScrollTouchDelayRecognizer

    // MARK: Callbacks

    /// Called whenever ``contentOffset`` changes.
    public var onScroll: ((ScrollView) -> Void)?
    /// Called when a drag starts scrolling.
    public var willBeginDragging: ((ScrollView) -> Void)?
    /// Called when the finger lifts after a drag, with the velocity (points per millisecond,
    /// as UIKit) and the offset the content will rest at, which the closure may change.
    public var willEndDragging: ((ScrollView, Point, inout Point) -> Void)?
    /// Called after the finger lifted; the flag tells whether the content keeps moving.
    public var didEndDragging: ((ScrollView, Bool) -> Void)?
    /// Called when the content comes to rest after a drag.
    public var didEndDecelerating: ((ScrollView) -> Void)?
    /// Called when an animated offset change finishes.
    public var didEndScrollingAnimation: ((ScrollView) -> Void)?
    /// The view that pinch zooming scales (a subview; `nil`: no zooming), as
    /// `viewForZooming(in:)`.
    public var viewForZooming: ((ScrollView) -> View?)?
    /// Whether a pinch past the zoom limits rubber-bands and springs back (default `true`).
    public var bouncesZoom = true
    /// Called whenever ``zoomScale`` changes.
    public var onZoom: ((ScrollView) -> Void)?
    /// Called when a pinch starts zooming, with the zoomed view.
    public var willBeginZooming: ((ScrollView, View) -> Void)?
    /// Called when zooming ends (after the spring back), with the view and the final scale.
    public var didEndZooming: ((ScrollView, View?, Float) -> Void)?
    /// The delegate form of the callbacks (weak).
    public weak var delegate: ScrollViewDelegate?

    /// A pull-to-refresh control shown above the content (`nil`: none).
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let old = oldValue {
                old.endRefreshing()
                old.scrollView = nil
                old.removeFromSuperview()
            }
            if let rc = refreshControl {
                rc.scrollView = self
                rc.titleLabel.text = rc.pullTitle
                insertSubview(rc, at: 0)
                rc.scrollViewDidScroll(self)
            }
        }
    }

    // MARK: Private state

    var motionX = AxisMotion()
    var motionY = AxisMotion()
    var motionIsAnimation = false
    let animator = ScrollAnimator()
    var dragStartRaw: Point = .zero
    var lockedAxis: Axis? = nil
    var pageAtDragStart: Point = .zero
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorsShownAt: Double = -1
    var indicatorAlpha: Float = 0
    /// Counts motion starts and stops, so a step notices a callback that changed the motion.
    var motionGeneration = 0
    enum Axis { case horizontal, vertical }
    /// Zooming state (ScrollView+Zooming.swift).
    var zoom = ScrollZoomState()
    let zoomAnimator = ScrollAnimator()
    let zoomPinchStorage = PinchGestureRecognizer()

    /// Creates a scroll view; it clips its content to its bounds.
    public override init(frame: Rect) {
        panGestureRecognizer = PanGestureRecognizer()
        touchDelayRecognizer = ScrollTouchDelayRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.name = "ScrollView.pan"
        touchDelayRecognizer.scrollView = self
        touchDelayRecognizer.delaysTouchesBegan = true
        panGestureRecognizer.addAction { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(touchDelayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        animator.step = { [weak self] t in self?.step(at: t) ?? false }
        setUpZooming()
    }

    static func cleanLength(_ v: Float) -> Float {
        v.isFinite ? min(maximumContentLength, max(0, v)) : 0
    }

    // MARK: Scroll range

    /// The smallest offset at rest (the top-left inset).
    var minimumOffset: Point { let i = adjustedContentInset; return Point(x: -i.left, y: -i.top) }

    /// The largest offset at rest.
    var maximumOffset: Point {
        let lo = minimumOffset, b = bounds.size
        let i = adjustedContentInset
        return Point(x: max(lo.x, contentSize.width + i.right - b.width),
                     y: max(lo.y, contentSize.height + i.bottom - b.height))
    }

    /// Whether the content is longer than the view along `axis` (so it scrolls), or bounces
    /// on it anyway.
    func allowsScrolling(_ axis: Axis) -> Bool {
        switch axis {
        case .horizontal: return maximumOffset.x > minimumOffset.x + 0.01 || alwaysBounceHorizontal
        case .vertical: return maximumOffset.y > minimumOffset.y + 0.01 || alwaysBounceVertical
        }
    }

    /// `offset` clamped to the scroll range.
    func clampedOffset(_ p: Point) -> Point {
        let lo = minimumOffset, hi = maximumOffset
        return Point(x: min(hi.x, max(lo.x, p.x)), y: min(hi.y, max(lo.y, p.y)))
    }

    // MARK: Programmatic scrolling

    /// Scrolls to `offset`; `animated` moves there over 0.3 s (ease in-out). Stops a
    /// deceleration. NaN and infinite offsets are ignored.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        stopMotion(notify: false)
        guard animated, window?.context != nil else {
            contentOffset = offset
            return
        }
        let now = window?.context?.now ?? 0
        let from = contentOffset
        guard from != offset else { return }
        motionX = .timed(from: from.x, to: offset.x, duration: 0.3, at: now)
        motionY = .timed(from: from.y, to: offset.y, duration: 0.3, at: now)
        motionIsAnimation = true
        showIndicators()
        animator.start(on: window?.context)
    }

    /// Scrolls the least needed so that `rect` (content coordinates) is visible, within the
    /// scroll range; nothing when it already is. Non-finite rects are ignored.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.isFinite else { return }
        let r = rect.standardized
        let b = bounds
        var p = b.origin
        if r.maxX > b.maxX { p.x = r.maxX - b.width }
        if r.minX < p.x { p.x = r.minX }
        if r.maxY > b.maxY { p.y = r.maxY - b.height }
        if r.minY < p.y { p.y = r.minY }
        p = clampedOffset(p)
        if p != b.origin { setContentOffset(p, animated: animated) }
    }

    /// Shows the scroll indicators briefly.
    public func flashScrollIndicators() {
        showIndicators()
    }

    /// Whether starting to scroll may cancel the touch `view` is tracking, as UIKit's
    /// `touchesShouldCancel(in:)`. The default is `true` for every view (as table and
    /// collection views do, so a held button in a list still lets the list scroll).
    open func touchesShouldCancel(in view: View) -> Bool { true }

    // MARK: Hooks for subclasses

    /// Called after ``contentOffset`` changed, before the callbacks (lists lay out here).
    func offsetDidChange() {}

    private func didChangeOffset() {
        updateIndicators()
        refreshControl?.scrollViewDidScroll(self)
        offsetDidChange()
        systemScrollObserver?(self)
        onScroll?(self)
        delegate?.scrollViewDidScroll(self)
    }

    private func contentGeometryDidChange() {
        updateIndicators()
        // Content that shrank under a resting offset springs back (no jump), as UIKit
        // lets the next interaction settle it; a view at rest and not touched settles now.
        if !isTracking && !motionX.isActive && !motionY.isActive && !zoom.isApplying && window?.context != nil {
            let c = clampedOffset(contentOffset)
            if c != contentOffset { settle() }
        } else if !isTracking && !zoom.isApplying && window?.context != nil && clampedOffset(contentOffset) != contentOffset {
            // A motion heading on past content that shrank under it (rows deleted during a
            // flick or an animated scroll) would come to rest out of range: spring back from here.
            stopMotion(notify: motionIsAnimation)
            settle()
        }
    }

    // MARK: View overrides

    /// Places the scroll indicators; subclasses that lay out content call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicators()
    }

    /// While the content moves, a touch lands on the scroll view itself (it stops the
    /// motion and taps nothing underneath).
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        if motionX.isActive || motionY.isActive { return self }
        return hit
    }

    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(recognizer) }
        return panShouldBegin()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            // Motion needs the frame clock: stop and rest where it is.
            let wasMoving = motionX.isActive || motionY.isActive
            motionX = AxisMotion()
            motionY = AxisMotion()
            animator.stop()
            isTracking = false
            isDragging = false
            isDecelerating = false
            if wasMoving { contentOffset = clampedOffset(contentOffset) }
            hideIndicatorsNow()
        }
    }

    /// Page Up/Down, Home/End and the up/down arrows scroll (animated); other keys go on
    /// up the responder chain.
    open override func keyDown(_ key: KeyInput) {
        if key.isDown && scroll(forKey: key.keyCode) { return }
        super.keyDown(key)
    }

    open override var debugTreeDescription: String {
        var s = super.debugTreeDescription
        let o = contentOffset, c = contentSize
        s += (s.isEmpty ? "" : " ") + "offset=(\(o.x), \(o.y)) content=\(c.width)x\(c.height)"
        return s
    }
}
