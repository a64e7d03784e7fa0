extension Layer {
    /// The layer's own coordinate space: origin and size (a view's layer: the view's bounds).
    /// NaN or infinite values count as 0, negative sizes as 0.
    public var bounds: Rect {
        get { hostView?.bounds ?? stored.bounds }
        set {
            if let v = hostView { v.bounds = newValue; return }
            let old = stored.bounds.size
            change(\.bounds, to: View.sanitize(newValue), key: "bounds")
            boundsSizeChanged(from: old)
        }
    }

    /// Where the ``anchorPoint`` sits in the superlayer's coordinates (a view's layer: its `center`).
    public var position: Point {
        get { hostView?.center ?? stored.position }
        set {
            if let v = hostView { v.center = newValue; return }
            change(\.position, to: Point(x: newValue.x.isFinite ? newValue.x : 0, y: newValue.y.isFinite ? newValue.y : 0), key: "position")
        }
    }

    /// The point of the bounds (unit square, (0.5, 0.5) by default: the centre) that sits at
    /// ``position`` and that ``transform`` turns about. A view's layer keeps (0.5, 0.5)
    /// (a change is reported and ignored).
    public var anchorPoint: Point {
        get { hostView == nil ? stored.anchorPoint : Point(x: 0.5, y: 0.5) }
        set {
            if hostView != nil {
                Diagnostics.report("Layer: a view's layer keeps its anchor point (0.5, 0.5); change ignored")
                return
            }
            change(\.anchorPoint, to: Point(x: newValue.x.isFinite ? newValue.x : 0.5, y: newValue.y.isFinite ? newValue.y : 0.5), key: "anchorPoint")
        }
    }

    /// The rectangle the layer covers in its superlayer's coordinates (with a transform: the
    /// box around the transformed bounds). Setting it sets ``position`` and the bounds' size.
    public var frame: Rect {
        get {
            if let v = hostView { return v.frame }
            return stored.bounds.applying(stored.toSuperlayer().affineTransform)
        }
        set {
            if let v = hostView { v.frame = newValue; return }
            let f = View.sanitize(newValue)
            bounds = Rect(origin: stored.bounds.origin, size: f.size)
            position = Point(x: f.minX + stored.anchorPoint.x * f.width, y: f.minY + stored.anchorPoint.y * f.height)
        }
    }

    /// The order among siblings: higher draws above (0; a sibling's order decides between
    /// equals). A plain sublayer of a view's layer with a positive value draws above the
    /// view's subviews, a negative one below them. NaN counts as 0.
    public var zPosition: Float {
        get { stored.zPosition }
        set { change(\.zPosition, to: newValue.isFinite ? newValue : 0, key: "zPosition") }
    }

    /// The transform about the ``anchorPoint``, perspective (`m34`) included: drawn through an
    /// offscreen texture; hit testing and ``convert(_:to:)-(Point,_)`` use its affine part. A
    /// transform with NaN or infinite entries is stored but the layer is not drawn. On a
    /// view's layer the affine part becomes the view's `transform`.
    public var transform: Transform3D {
        get {
            if let v = hostView {
                if let t = v.graphicsStorage?.transform3D, t.affineTransform == v.transform { return t }
                return Transform3D(v.transform)
            }
            return stored.transform
        }
        set {
            if let v = hostView {
                v.graphicsStorage?.transform3D = newValue.isAffine ? nil : newValue
                if v.transform == newValue.affineTransform { v.window?.setNeedsFullRedraw() }
                v.transform = newValue.affineTransform
                return
            }
            change(\.transform, to: newValue, key: "transform")
        }
    }

    /// The affine part of ``transform`` (`affineTransform()` of Core Animation).
    public func affineTransform() -> AffineTransform { transform.affineTransform }

    /// Sets ``transform`` from an affine transform.
    public func setAffineTransform(_ t: AffineTransform) { transform = Transform3D(t) }

    /// `point` (in this layer's coordinates) in `layer`'s coordinates (`nil`: the window's),
    /// through the affine part of transforms; NaN when a transform on the way is not invertible.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        let there = layer?.toRoot() ?? .identity
        guard there.isInvertible else { return Point(x: .nan, y: .nan) }
        return there.inverted().apply(to: toRoot().apply(to: point))
    }

    /// `point` in `layer`'s coordinates (`nil`: the window's) in this layer's coordinates.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let here = toRoot()
        guard here.isInvertible else { return Point(x: .nan, y: .nan) }
        return here.inverted().apply(to: (layer?.toRoot() ?? .identity).apply(to: point))
    }

    /// `rect` in `layer`'s coordinates: the box around its converted corners.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        let there = layer?.toRoot() ?? .identity
        guard there.isInvertible else { return .zero }
        return rect.applying(toRoot().concatenating(there.inverted()))
    }

    /// `rect` in `layer`'s coordinates in this layer's coordinates.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        let here = toRoot()
        guard here.isInvertible else { return .zero }
        return rect.applying((layer?.toRoot() ?? .identity).concatenating(here.inverted()))
    }

    /// This layer's coordinates to its superlayer's (affine part).
    var toSuperlayer: AffineTransform {
        if let v = hostView { return v.toSuperviewTransform }
        let own = stored.toSuperlayer().affineTransform
        guard let p = parent, !p.sublayersTransform.isIdentity, let extra = p.sublayerMatrix else { return own }
        return own.concatenating(extra.affineTransform)
    }

    /// This layer's coordinates to the root's (the window's, or the top layer's when detached).
    func toRoot() -> AffineTransform {
        if let v = hostView { return v.toRootTransform() }
        var m = AffineTransform.identity
        var l: Layer? = self
        var depth = 0
        while let c = l, depth < 100_000 {
            if let v = c.hostView { return m.concatenating(v.toRootTransform()) }
            m = m.concatenating(c.toSuperlayer)
            l = c.parent
            depth += 1
        }
        return m
    }
}
