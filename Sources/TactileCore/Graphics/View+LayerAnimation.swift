extension Layer {
    /// Repaints the area a view's layer draws now (its presentation, or its model), so an
    /// explicit animation of a view's layer leaves no trail.
    func invalidatePresentedView() {
        guard let v = hostView, let w = v.window else { return }
        v.invalidateSubtree()
        guard presented != nil else { return }
        let r = rectInSuperlayer(shown.bounds)
        if let s = v.superview { w.invalidate(s.convert(r, to: nil)) } else { w.invalidate(r) }
    }
}

extension View {
    /// What an explicit animation of the view's layer (``Layer/add(_:forKey:)``) draws,
    /// as a view presentation; `nil` when none runs.
    var layerAnimationPresentation: Presentation? {
        guard let l = graphicsStorage?.layer, let m = l.presented else { return nil }
        var p = Presentation(model: self)
        p.bounds = m.bounds
        p.origin = Point(x: m.position.x - m.bounds.width / 2, y: m.position.y - m.bounds.height / 2)
        p.alpha = m.opacity
        p.backgroundColor = m.backgroundColor
        if m.cornerRadius != cornerRadii.topLeft { p.cornerRadii = CornerRadii(all: m.cornerRadius) }
        p.borderWidth = m.borderWidth
        p.borderColor = m.borderColor
        p.transform = m.transform.affineTransform
        return p
    }

    /// The 3D transform with perspective the view is drawn with: an animation of its layer's
    /// transform, or one set on its layer; `nil` for affine ones.
    var drawnTransform3D: Transform3D? {
        if let m = graphicsStorage?.layer?.presented { return m.transform.isAffine ? nil : m.transform }
        return graphicsStorage?.transform3D
    }
}
