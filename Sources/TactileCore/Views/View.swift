/// A rectangular area of the screen that draws itself and handles touches, as `UIView`.
///
/// Views form a tree: each has a ``frame`` in its superview's coordinates, a ``bounds``
/// whose origin shifts its content, and ``subviews`` drawn in order (last on top).
/// Changing a property marks only what changed: a tree at rest costs nothing per frame,
/// and a changed view repaints only its own area.
///
/// Subclass and override ``draw(_:in:)`` for custom drawing, ``layoutSubviews()`` for
/// layout, ``hitTest(_:with:)``/``point(inside:with:)`` for touch areas, and the
/// `touches…` methods for touch handling; call `super` to forward touches up the
/// responder chain as in UIKit.
@MainActor
open class View: Responder, Hashable {
    // MARK: Geometry storage
    //
    // The view tree lives on the main actor and its stored properties are read on every
    // drawn frame, so they opt out of Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`); no view property is ever accessed while another access
    // to it is in progress.

    @exclusivity(unchecked) private var frameOrigin: Point
    @exclusivity(unchecked) private var boundsStorage: Rect

    // MARK: Hierarchy storage

    /// The views inside this one, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The view this one is inside; weak, so parent and child do not retain each other in a cycle.
    public internal(set) weak var superview: View?

    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// `true` while the view's own ``layoutSubviews()`` runs (sizes it gives its subviews
    /// then do not ask it to lay out again).
    @exclusivity(unchecked) var isInLayoutSubviews = false
    @exclusivity(unchecked) var recognizerStorage: [GestureRecognizer] = []
    /// The view controller whose root view this is (its layout callbacks run around ours).
    package weak var owningViewController: (any ViewOwningController)?
    /// Finds the subviews near a partially redrawn area (views with many subviews).
    @exclusivity(unchecked) var subviewIndex: SubviewIndex?
    /// Running animations and the values drawn meanwhile; `nil` when nothing animates.
    @exclusivity(unchecked) var animationState: ViewAnimationState?
    /// A running `View.transition(with:…)`: the old content fading out over the new.
    var contentTransition: ContentTransition?
    /// `true` while the view is drawn into its own offscreen layer (a transformed view, a
    /// snapshot): its transform is applied by the layer's composite, so it draws untransformed.
    var isInOwnLayer = false
    /// ``overrideUserInterfaceStyle``'s storage.
    package var userInterfaceStyleOverride: UserInterfaceStyle = .unspecified
    /// How far, in points, the view's own `draw` paints outside its bounds (a control's thumb
    /// shadow); repaints, culling and the covered area include it. 0 for most views; a kit
    /// control sets it once when it is made.
    package var drawingOutset: Float = 0
    /// Auto Layout settings and engine bookkeeping; `nil` for views that never use them.
    @exclusivity(unchecked) package var layoutStateStorage: ViewLayoutState?
    /// Shadow settings and caches (Graphics/); `nil` for views that never set any.
    @exclusivity(unchecked) package var graphicsStorage: GraphicsStorage?

    /// The stored values of the drawn properties below (their setters go through
    /// `update(_:changed:from:store:)`).
    @exclusivity(unchecked) var drawn = DrawnProperties()

    // MARK: Appearance

    /// The fill behind the view's content; `nil` for none.
    open var backgroundColor: Color? {
        get { drawn.backgroundColor.value() }
        set { restyle(.backgroundColor, \.backgroundColor, from: { .color($0) }) { $0.set(newValue, by: .code) } }
    }

    /// The opacity of the view and its subviews, 0...1 (NaN and infinite values become 1).
    /// Views below 0.01 are not hit-tested.
    public var alpha: Float {
        get { drawn.alpha.value() }
        set {
            let v = newValue.isFinite ? min(1, max(0, newValue)) : 1
            restyle(.alpha, \.alpha, from: { .float($0) }) { $0.set(v, by: .code) }
        }
    }

    /// A hidden view is neither drawn nor touched; hiding it cancels its touches.
    @exclusivity(unchecked) public var isHidden: Bool = false {
        didSet {
            guard isHidden != oldValue else { return }
            invalidateSubtree(force: true)
            // A stack collapses hidden arranged views: let the superview lay out (and measure) again.
            if layoutStateStorage?.isArranged == true { superview?.invalidateIntrinsicContentSize() } else { superview?.setNeedsLayout() }
            if isHidden { window?.cancelTouches(inSubtreeOf: self) }
        }
    }

    /// When `false`, the view and its subviews receive no touches; disabling cancels
    /// touches they hold.
    @exclusivity(unchecked) public var isUserInteractionEnabled: Bool = true {
        didSet {
            if !isUserInteractionEnabled && oldValue { window?.cancelTouches(inSubtreeOf: self) }
        }
    }

    /// Cut subviews (and their touches' visibility) to the bounds, rounded by the corner radius.
    /// The area covered before and after is repainted.
    public var clipsToBounds: Bool {
        get { drawn.clipsToBounds.value() }
        set { restyle(.clipsToBounds, \.clipsToBounds, from: { _ in .float(0) }) { $0.set(newValue, by: .code) } }
    }

    /// The radius of each corner of the background, border and clip.
    public var cornerRadii: CornerRadii {
        get { drawn.cornerRadii.value() }
        set { restyle(.cornerRadii, \.cornerRadii, from: { .radii($0) }) { $0.set(newValue, by: .code) } }
    }

    /// One radius for every corner (the top-left one when they differ).
    public var cornerRadius: Float {
        get { cornerRadii.topLeft }
        set { cornerRadii = CornerRadii(all: newValue.isFinite ? max(0, newValue) : 0) }
    }

    /// The width of the border drawn inside the bounds, on top of the content (NaN,
    /// infinite and negative widths become 0).
    public var borderWidth: Float {
        get { drawn.borderWidth.value() }
        set {
            let v = newValue.isFinite ? max(0, newValue) : 0
            restyle(.borderWidth, \.borderWidth, from: { .float($0) }) { $0.set(v, by: .code) }
        }
    }

    /// The border's colour (black when `nil`, as CALayer).
    public var borderColor: Color? {
        get { drawn.borderColor.value() }
        set { restyle(.borderColor, \.borderColor, from: { .color($0) }) { $0.set(newValue, by: .code) } }
    }

    /// A scale, rotation and translation of the view about its centre, as `UIView.transform`:
    /// drawn, hit-tested and converted through. As UIKit, ``frame`` is undefined while it is
    /// not the identity (set ``center`` and ``bounds`` instead); here it stays the untransformed
    /// frame. A non-invertible or non-finite transform (a zero scale, NaN) hides the view from
    /// drawing and touches.
    public var transform: AffineTransform {
        get { drawn.transform }
        set { update(.transform, changed: newValue != drawn.transform, from: .transform(drawn.transform)) { drawn.transform = newValue } }
    }

    /// A number to find the view by with ``viewWithTag(_:)``.
    public var tag: Int = 0

    /// The name of the theme style this view opts into (see `Theme`).
    public var styleName: String? {
        didSet { if styleName != oldValue { themeDidChange() } }
    }

    /// The view's backing layer (`CALayer`): its properties are the view's; sublayers added to
    /// it draw with the view (Graphics/Layer.swift).
    public var layer: Layer { backingLayer }

    // MARK: Init

    /// Creates a view with a frame.
    public init(frame: Rect) {
        let f = View.sanitize(frame)
        frameOrigin = f.origin
        boundsStorage = Rect(origin: .zero, size: f.size)
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    static func sanitize(_ r: Rect) -> Rect {
        let o = Point(x: r.origin.x.isFinite ? r.origin.x : 0, y: r.origin.y.isFinite ? r.origin.y : 0)
        return Rect(origin: o, size: r.size.sanitized)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. NaN, infinite and negative
    /// values are replaced (by 0) so a bad layout value cannot reach the renderer.
    ///
    /// Under a ``transform`` that is not the identity, as in UIKit: reading gives the
    /// bounding box of the transformed bounds, and setting sizes the bounds and places the
    /// ``center`` so that the transformed box is the rectangle (a scale of 0.5 and a 100x100
    /// frame give 200x200 bounds). When the transform leaves no such size (a 45° rotation),
    /// only the centre moves.
    public var frame: Rect {
        get {
            let f = untransformedFrame
            guard let t = centeredTransform else { return f }
            let r = f.applying(t)
            return r.origin.isFinite && r.size.width.isFinite && r.size.height.isFinite ? r : f
        }
        set {
            let t = transform
            guard !t.isIdentity else { untransformedFrame = newValue; return }
            let r = View.sanitize(newValue)
            let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
            // The box of a w x h rectangle under t is (a w + c h) x (b w + d h): solve for w, h.
            let det = a * d - b * c
            var size = boundsStorage.size
            if det.isFinite && abs(det) > 1e-6 {
                size = Size(width: max(0, (r.size.width * d - c * r.size.height) / det),
                            height: max(0, (a * r.size.height - b * r.size.width) / det)).sanitized
            }
            let mid = Point(x: r.midX - (t.tx.isFinite ? t.tx : 0), y: r.midY - (t.ty.isFinite ? t.ty : 0))
            untransformedFrame = Rect(origin: Point(x: mid.x - size.width / 2, y: mid.y - size.height / 2), size: size)
        }
    }


    /// The frame without the transform: where the bounds sit before it applies (the frame
    /// itself when the transform is the identity).
    package var untransformedFrame: Rect {
        get { Rect(origin: frameOrigin, size: boundsStorage.size) }
        set {
            let f = View.sanitize(newValue)
            let oldSize = boundsStorage.size
            let changed = f.origin != frameOrigin || f.size != oldSize
            guard update(.geometry, changed: changed, from: .geometry(origin: frameOrigin, bounds: boundsStorage), store: {
                frameOrigin = f.origin
                boundsStorage.size = f.size
            }) else { return }
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The view's own coordinate space: its origin is the point shown at the top-left
    /// (scrolling shifts it); its size is the frame's.
    public var bounds: Rect {
        get { boundsStorage }
        set {
            let b = View.sanitize(newValue)
            let c = center
            let oldSize = boundsStorage.size
            guard update(.geometry, changed: b != boundsStorage, from: .geometry(origin: frameOrigin, bounds: boundsStorage), store: {
                boundsStorage = b
                // As in UIKit, a bounds size change keeps the centre.
                frameOrigin = Point(x: c.x - b.size.width / 2, y: c.y - b.size.height / 2)
            }) else { return }
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { Point(x: frameOrigin.x + boundsStorage.size.width / 2, y: frameOrigin.y + boundsStorage.size.height / 2) }
        set {
            guard newValue.isFinite else { return }
            untransformedFrame = Rect(origin: Point(x: newValue.x - boundsStorage.size.width / 2, y: newValue.y - boundsStorage.size.height / 2),
                         size: boundsStorage.size)
        }
    }

    // MARK: Responder chain

    /// The superview; for a window, its fallback responder.
    open override var next: Responder? { superview }

    // MARK: Overridable hooks

    /// Lays out subviews; called before the next draw after ``setNeedsLayout()`` or a size
    /// change. The default does nothing.
    open func layoutSubviews() {}

    /// Updates the view's constraints (override it to change them in one place, and call
    /// `super`); runs before layout after ``setNeedsUpdateConstraints()``. The default does nothing.
    open func updateConstraints() {}

    /// Draws the view's content in its bounds coordinates, after the background and before
    /// subviews and the border. `rect` is the part that needs drawing. The default calls
    /// ``draw(_:)`` with UIKit's implicit drawing calls going to `renderer`.
    open func draw(_ rect: Rect, in renderer: Renderer) {
        ImplicitDrawing.drawingView(into: renderer) { draw(rect) }
    }

    /// Draws the view's content with UIKit's implicit drawing calls, as `UIView.draw(_:)`:
    /// `Color.setFill()`/`setStroke()`, ``BezierPath/fill()``, ``BezierPath/stroke()``,
    /// `Image.draw(in:)`, in bounds coordinates; ``setNeedsDisplay()`` asks for it again.
    /// The default does nothing. Override ``draw(_:in:)`` instead for Tactile's whole `Renderer`.
    open func draw(_ rect: Rect) {}

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// ``tintColor``'s own value (`nil`: inherited).
    var storedTintColor: Color?

    /// The colour of interactive content, as `UIView.tintColor`: the view's own when set, else
    /// its superview's, else ``Color/tintColor`` (system blue); setting `nil` inherits again. A
    /// change calls ``tintColorDidChange()`` here and in the subviews that inherit it.
    open var tintColor: Color! {
        get { storedTintColor ?? superview?.tintColor ?? Color.tintColor }
        set {
            let old: Color = tintColor
            storedTintColor = newValue
            if tintColor != old { tintDidChangeInSubtree() }
        }
    }

    /// Called when ``tintColor`` changes (set here or on an ancestor it inherits from, or a
    /// move under another tint), as UIKit's: redraw what uses it. The default does nothing.
    open func tintColorDidChange() {}

    /// The natural size of the content, or ``View/noIntrinsicMetric`` per axis.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Whether ``sizeThatFits(_:)`` answers for a proposed width or height (text that wraps,
    /// a stack of such views), so a container asks it instead of taking
    /// ``intrinsicContentSize``. The default is `false`.
    open var fitsProposedSize: Bool { false }

    /// Whether the view's height depends on the width it gets (wrapping text), so a row
    /// sizes it with ``sizeThatFits(_:)`` at its final width. The default is `false`.
    open var heightDependsOnWidth: Bool { false }

    /// Whether this view's layout depends on its subviews' natural sizes (a stack, a
    /// button sizing its title), so a subview's ``invalidateIntrinsicContentSize()`` lays
    /// it out again too. The default is `false`.
    open var layoutDependsOnSubviewSizes: Bool { false }

    /// Means "no natural size" in ``intrinsicContentSize``.
    public static let noIntrinsicMetric: Float = -1

    /// Called before the view moves to another superview (or `nil`).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view enters or leaves a window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}
    /// Called after ``traitCollection`` changed (an ``overrideUserInterfaceStyle`` here or
    /// above, or a move into a window of another style), as in UIKit. The view already
    /// redraws; dynamic colours need nothing here.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called when the view's theme (its window's ``Window/theme``) or its ``styleName``
    /// changed, and when it enters a window, as UIKit's `traitCollectionDidChange`: the
    /// default applies the theme's style. Override to read more, and call `super`.
    open func themeDidChange() { applyThemeStyle() }

    /// The deepest visible, interactive descendant (or this view) containing `point`
    /// (in this view's coordinates), checking subviews front-most first; `nil` when the
    /// point is outside, or this view is hidden, non-interactive or nearly transparent.
    /// A point outside the bounds never reaches subviews, even ones that overhang.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, animationState?.blocksTouches != true,
              self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            let p = sub.convert(point, from: self)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// Words describing the view's own state for a text dump of the view tree (the view-tree
    /// snapshot of TactileTesting prints it after the type and frame), e.g. a button's
    /// `title="OK" highlighted`. Empty by default; subclasses override it and append to `super`'s.
    open var debugTreeDescription: String { "" }

    /// Whether `point` (in this view's coordinates) is inside; override to enlarge small
    /// touch targets.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// Whether `recognizer` may leave `possible` and take touches that involve this view
    /// (as `UIView.gestureRecognizerShouldBegin(_:)`): asked of the recognizer's view and
    /// of the view under each of its touches. A control can keep an ancestor's tap from
    /// taking its own taps; the default allows every recognizer.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: Accessibility (UIKit's `UIAccessibility`; the rest of the model is in Accessibility/)

    /// The accessibility properties the app set; `nil` until one is.
    package var accessibilityStorage: AccessibilityStorage?

    /// Whether assistive technology sees this view as one element (its subviews are then not
    /// read). Controls, labels and text views are; plain views are containers.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? accessibilityDefaults?.defaultIsAccessibilityElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// A short name, without the role ("Save", not "Save button"); a button's title by default.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? accessibilityDefaults?.defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// The current value ("50%", "1" for a switch that is on, a text field's text).
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? accessibilityDefaults?.defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What activating does, read after a pause ("Books the room for 30 minutes").
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? accessibilityDefaults?.defaultAccessibilityHint }
        set { accessibility.hint = newValue }
    }
    /// What the element is and its state; a control adds ``AccessibilityTraits/notEnabled``
    /// while disabled.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? accessibilityDefaults?.defaultAccessibilityTraits ?? [] }
        set { accessibility.traits = newValue }
    }
    /// The element's rectangle in window coordinates; the view's own area by default.
    open var accessibilityFrame: Rect {
        get { accessibilityStorage?.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }
    /// Does the main action (the screen reader's double-tap). `false` (the default for views)
    /// makes the screen reader tap the element's centre instead.
    open func accessibilityActivate() -> Bool { accessibilityDefaults?.defaultAccessibilityActivate() ?? false }
    /// Raises an adjustable element one step (a slider by a tenth of its range).
    open func accessibilityIncrement() { accessibilityDefaults?.defaultAccessibilityAdjust(by: 1) }
    /// Lowers an adjustable element one step.
    open func accessibilityDecrement() { accessibilityDefaults?.defaultAccessibilityAdjust(by: -1) }
    /// Scrolls by a page (a scroll view); `false` when this view does not scroll.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        accessibilityDefaults?.defaultAccessibilityScroll(direction) ?? false
    }
    /// Dismisses or goes back (the screen reader's two-finger scrub, asked of the focused
    /// element and then its ancestors); `false` when this view has nothing to dismiss.
    open func accessibilityPerformEscape() -> Bool { accessibilityDefaults?.defaultAccessibilityPerformEscape() ?? false }

    // MARK: Identity

    public nonisolated static func == (a: View, b: View) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
