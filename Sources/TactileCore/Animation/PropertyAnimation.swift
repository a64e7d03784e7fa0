/// An animation of one layer property named by a key path, as `CAPropertyAnimation`:
/// `"position"`, `"position.x"`, `"bounds"`, `"bounds.size"`, `"bounds.size.width"`,
/// `"opacity"`, `"backgroundColor"`, `"cornerRadius"`, `"borderWidth"`, `"borderColor"`,
/// `"zPosition"`, `"anchorPoint"`, `"transform"`, `"transform.rotation"` (= `.z`),
/// `"transform.rotation.x"`/`.y`, `"transform.scale"` (and `.x`/`.y`/`.z`),
/// `"transform.translation.x"`/`.y`/`.z`; a ``ShapeLayer``'s `"strokeStart"`, `"strokeEnd"`,
/// `"lineWidth"`, `"fillColor"`, `"strokeColor"`; a ``GradientLayer``'s `"startPoint"`, `"endPoint"`.
///
/// Values are numbers (`Float`, `Double`, `Int`), `Point`, `Size`, `Rect`, `Color`,
/// `Transform3D` or `AffineTransform`, matching the key path (a number for `"position.x"`).
/// Transform components apply on top of the model transform (a model rotation about z is
/// replaced); whole transforms blend entry by entry.
@MainActor
open class PropertyAnimation: Animation {
    /// The property animated.
    public var keyPath: String? { didSet { parsed = keyPath.flatMap(LayerKeyPath.init) } }
    /// ``keyPath`` parsed (once, not per frame).
    private(set) var parsed: LayerKeyPath?
    /// `true` adds the animated value to the model value (moves relative to where the layer is).
    public var isAdditive = false

    /// An animation of `keyPath`.
    public init(keyPath: String?) {
        self.keyPath = keyPath
        parsed = keyPath.flatMap(LayerKeyPath.init)
        super.init()
    }

    /// An animation with no key path yet.
    public required init() { super.init() }

    open override func copyValues(to copy: Animation) {
        super.copyValues(to: copy)
        guard let c = copy as? PropertyAnimation else { return }
        c.keyPath = keyPath
        c.isAdditive = isAdditive
    }

    override func validate(for layer: Layer) -> Bool {
        guard let k = parsed, layer.presentedValue(k, in: layer.modelPresentation) != nil else {
            Diagnostics.report("Layer.add(_:forKey:): \(type(of: self)) has the key path \"\(keyPath ?? "nil")\", which \(type(of: layer)) cannot animate; it has no effect")
            return false
        }
        return true
    }

    /// Writes `value` (or the model plus it when additive) to the key path.
    func write(_ value: LayerValue, to values: inout LayerPresentation, layer: Layer) {
        guard let k = parsed, value.isFinite else { return }
        var v = value
        if isAdditive, let base = layer.presentedValue(k, in: values) { v = base.adding(value) }
        layer.setPresentedValue(v, keyPath: k, in: &values)
    }
}

/// An animation from one value to another, as `CABasicAnimation`: ``fromValue`` → ``toValue``;
/// with one of them missing the model value (or ``byValue``) stands in, as Core Animation.
@MainActor
open class BasicAnimation: PropertyAnimation {
    /// The start (`nil`: the model value, or `toValue - byValue`).
    public var fromValue: Any? { didSet { from = LayerValue(fromValue) } }
    /// The end (`nil`: the model value, or `fromValue + byValue`).
    public var toValue: Any? { didSet { to = LayerValue(toValue) } }
    /// The change relative to the start.
    public var byValue: Any? { didSet { by = LayerValue(byValue) } }
    /// The values converted once (not per frame).
    private var from: LayerValue?, to: LayerValue?, by: LayerValue?

    open override func copyValues(to copy: Animation) {
        super.copyValues(to: copy)
        guard let c = copy as? BasicAnimation else { return }
        c.fromValue = fromValue
        c.toValue = toValue
        c.byValue = byValue
    }

    override func apply(fraction: Double, to values: inout LayerPresentation, layer: Layer) {
        guard let k = parsed, let current = layer.presentedValue(k, in: values) else { return }
        let start: LayerValue, end: LayerValue
        switch (from, to, by) {
        case let (f?, t?, _): start = f; end = t
        case let (f?, nil, b?): start = f; end = f.adding(b)
        case let (nil, t?, b?): start = t.adding(b.negated); end = t
        case let (f?, nil, nil): start = f; end = current
        case let (nil, t?, nil): start = current; end = t
        case let (nil, nil, b?): start = current; end = current.adding(b)
        case (nil, nil, nil): return
        }
        write(start.interpolated(to: end, fraction: Float(fraction)), to: &values, layer: layer)
    }
}
