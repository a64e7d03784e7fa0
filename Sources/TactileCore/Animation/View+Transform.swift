extension View {
    /// Draws the view's tree untransformed, its transform being applied by the offscreen layer
    /// it is drawn into (``isInOwnLayer`` while it draws).
    func renderInOwnLayer(in renderer: Renderer) {
        let outer = isInOwnLayer
        isInOwnLayer = true
        renderTree(in: renderer)
        isInOwnLayer = outer
    }

    /// Draws a view whose drawn transform `t` is not the identity: its subtree offscreen,
    /// composited rotated and scaled about its centre (`Renderer.drawLayer`). Not drawn when `t`
    /// is not invertible (a zero scale, NaN). Content overhanging the bounds is cut.
    func renderTransformed(in renderer: Renderer, transform t: AffineTransform, presentation p: Presentation?) {
        guard t.isInvertible else { return }
        let b = p?.bounds ?? bounds
        let origin = p?.origin ?? untransformedFrame.origin
        let w = b.size.width, h = b.size.height
        let m = AffineTransform(translationX: -w / 2, y: -h / 2).concatenating(t)
            .concatenating(AffineTransform(translationX: origin.x + w / 2, y: origin.y + h / 2))
        guard renderer.clipBounds.intersects(Rect(x: 0, y: 0, width: w, height: h).applying(m)) else { return }
        renderer.drawLayer(size: b.size, transform: m) {
            renderer.translate(by: Point(x: -origin.x, y: -origin.y))
            renderInOwnLayer(in: renderer)
        }
    }

    /// The transform about the view's centre, in its superview's coordinates (what `transform`
    /// means: rotation and scale around the centre), or `nil` for the identity.
    var centeredTransform: AffineTransform? {
        let t = transform
        guard !t.isIdentity else { return nil }
        let c = center
        return AffineTransform(translationX: -c.x, y: -c.y).concatenating(t).concatenating(AffineTransform(translationX: c.x, y: c.y))
    }
}

extension View {
    /// This view's bounds coordinates to its superview's bounds coordinates, transform included.
    var toSuperviewTransform: AffineTransform {
        let b = bounds, o = untransformedFrame.origin
        var m = AffineTransform(translationX: o.x - b.minX, y: o.y - b.minY)
        if let c = centeredTransform { m = m.concatenating(c) }
        return m
    }

    /// `true` when this view or an ancestor has a transform (conversions then use matrices).
    var hasTransformInChain: Bool {
        var v: View? = self
        while let c = v {
            if !c.transform.isIdentity { return true }
            v = c.superview
        }
        return false
    }

    /// This view's bounds coordinates to the window's (the root's), transforms included.
    func toRootTransform() -> AffineTransform {
        var m = AffineTransform.identity
        var v: View? = self
        while let current = v {
            if current.superview == nil && current is Window {
                return m.concatenating(AffineTransform(translationX: -current.bounds.minX, y: -current.bounds.minY))
            }
            m = m.concatenating(current.toSuperviewTransform)
            v = current.superview
        }
        return m
    }

    /// `convert(_:to:)` through transforms; NaN when a transform on the way is not invertible.
    func transformedConvert(_ point: Point, to view: View?) -> Point {
        let toRoot = toRootTransform()
        let fromRoot = view?.toRootTransform() ?? .identity
        guard toRoot.isInvertible, fromRoot.isInvertible else { return Point(x: .nan, y: .nan) }
        return fromRoot.inverted().apply(to: toRoot.apply(to: point))
    }

    /// `convert(_:to:)` of a rectangle through transforms: the bounding box of its corners.
    func transformedConvert(_ rect: Rect, to view: View?) -> Rect {
        let toRoot = toRootTransform()
        let fromRoot = view?.toRootTransform() ?? .identity
        guard toRoot.isInvertible, fromRoot.isInvertible else { return .zero }
        return rect.applying(toRoot.concatenating(fromRoot.inverted()))
    }
}

extension Window {
    /// A window point in `view`'s bounds coordinates, through transforms (NaN when one is not invertible).
    static func rootPoint(_ point: Point, to view: View) -> Point {
        let m = view.toRootTransform()
        guard m.isInvertible else { return Point(x: .nan, y: .nan) }
        return m.inverted().apply(to: point)
    }
}
