/// A rectangle of drawing in a tree, as `CALayer`: a background, a border, rounded corners,
/// an image (``contents``), sublayers, a 3D ``transform`` and opacity, animated by
/// ``BasicAnimation`` and its relatives.
///
/// A view's ``View/layer`` is its *backing* layer: its properties are the view's (`bounds`,
/// `position` = `center`, `opacity` = `alpha`, `cornerRadius`, …) and its ``sublayers`` are its
/// subviews' layers with the plain layers added to it, in UIKit's order (a sublayer added after
/// a subview draws above it; ``insertSublayer(_:at:)`` with 0 puts one under every subview).
/// A layer made with `Layer()` is *standalone*: it stores its own values, draws inside the view
/// it was added to (in that view's bounds coordinates, above the view's own drawing), and
/// animates implicitly when a property changes (see ``Transaction``), while a view's layer
/// animates only inside `View.animate`, as Core Animation.
@MainActor
open class Layer {
    /// The view this layer backs, or `nil` for a standalone layer.
    weak var hostView: View?
    /// The model (what code set) of a standalone layer.
    var stored = LayerModel()
    /// What is drawn while animations run (`nil`: the model).
    var presented: LayerModel?
    /// A standalone layer's sublayers, or a backing layer's plain (non-view) sublayers.
    var plainSublayers: [Layer] = []
    /// For a backing layer: the subview each plain sublayer is drawn right after (`nil`: before
    /// every subview), parallel to `plainSublayers`.
    var anchors: [WeakView] = []
    /// The superlayer of a standalone layer.
    weak var parent: Layer?
    /// The running animations, in the order added (later ones draw over earlier ones).
    var running: [RunningAnimation] = []
    /// Set once drawn: changes before the first frame do not animate implicitly (as Core Animation).
    var hasBeenDrawn = false
    /// Extra animated values of a subclass (``ShapeLayer``'s `strokeEnd`…) while animating.
    var presentedExtras: [String: LayerValue] = [:]
    /// `true` while registered with a ``LayerAnimator``.
    var isAnimating = false
    /// The image drawn in the bounds (``contents``).
    var contentsImage: Image?
    /// ``contentsGravity``'s storage.
    var gravity = ContentsGravity.resize
    /// ``speed``, ``timeOffset`` and ``beginTime``.
    var timing = LayerTiming()
    /// What ``draw(in:)`` drew at the last ``display()`` (`nil`: nothing yet, or nothing drawn).
    var backingStore: Image?
    /// Set by ``setNeedsDisplay()``: ``display()`` runs before the next draw.
    var displayRequested = false
    /// ``needsDisplayOnBoundsChange``'s storage.
    var redisplaysOnResize = false
    /// ``mask``'s storage.
    var maskLayer: Layer?
    /// The layer this one is the ``mask`` of.
    weak var maskOwner: Layer?
    /// How many times a masked picture was composed, and ``display()`` ran (tests).
    var maskCompositions = 0, displayCount = 0
    /// The masked picture kept until the layer, a sublayer or the mask changes, with the
    /// appearance and pixel scale it was made for.
    var maskedPicture: (image: Image, dark: Bool, scale: Float)?
    /// ``isDoubleSided``'s storage.
    var drawsBack = true
    /// ``sublayerTransform``'s storage.
    var sublayersTransform = Transform3D.identity

    /// A name to find the layer by in tests and diagnostics.
    public var name: String?

    /// A standalone layer with zero bounds at (0, 0).
    public init() {}

    /// The backing layer of `view`.
    init(backing view: View) { hostView = view }

    /// `true` for a view's layer (``View/layer``).
    public var isViewBacking: Bool { hostView != nil }

    /// The layer itself (`model()` of Core Animation: the values code set).
    public func model() -> Self { self }

    /// Draws custom content in the layer's bounds coordinates, as `draw(in:)` of Core
    /// Animation: called by ``display()`` only after ``setNeedsDisplay()`` (never for a
    /// layer that did not ask), into a picture kept and drawn above ``contents`` and under the
    /// sublayers until the next ``setNeedsDisplay()``. Does nothing by default.
    open func draw(in renderer: Renderer) {}

    /// Makes the layer's picture: by default runs ``draw(in:)`` into an offscreen picture of
    /// the bounds' size (at the screen's scale), kept and drawn until the next
    /// ``setNeedsDisplay()``. Called for you before drawing when ``needsDisplay()``; override
    /// to set ``contents`` instead (as Core Animation).
    open func display() { drawIntoBackingStore() }

    /// A subclass's own content (gradient, shape, text) and what ``draw(in:)`` drew.
    func drawLayerContent(in r: Renderer, bounds: Rect) {
        if let b = backingStore { r.draw(b, in: bounds) }
    }

    /// A subclass's own animatable value for `key` (``ShapeLayer``'s `strokeEnd`…), `nil` if none.
    func extraModelValue(forKey key: String) -> LayerValue? { nil }

    /// A fresh layer of the same kind for ``presentation()`` (subclasses copy their own values).
    func makePresentationCopy() -> Layer { Layer() }

    /// A subclass hears that its shown extra values changed.
    func extrasDidChange() {}
}

/// A weak reference to a view (an anchor of a backing layer's plain sublayer).
struct WeakView {
    weak var view: View?
}

extension View {
    /// The view's backing layer, made on first use and kept.
    var backingLayer: Layer {
        let g: GraphicsStorage
        if let existing = graphicsStorage { g = existing } else { g = GraphicsStorage(); graphicsStorage = g }
        if let l = g.layer { return l }
        let l = Layer(backing: self)
        g.layer = l
        return l
    }

    /// The plain sublayers added to the view's layer (none when the layer was never used).
    var plainSublayers: [Layer] { graphicsStorage?.layer?.plainSublayers ?? [] }
}
