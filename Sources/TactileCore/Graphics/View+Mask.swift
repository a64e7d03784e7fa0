extension View {
    /// Set once any view is masked: from then on repaint requests drop kept masked pictures.
    static var anyViewMasked = false

    /// The view's graphics storage, made on first use.
    var graphics: GraphicsStorage {
        if let g = graphicsStorage { return g }
        let g = GraphicsStorage()
        graphicsStorage = g
        return g
    }

    /// Whether ``renderTree(in:)`` must draw through ``renderMasked(in:presentation:)`` now.
    var drawsThroughMask: Bool {
        guard let g = graphicsStorage, g.maskView != nil || g.layer?.maskLayer != nil else { return false }
        return !g.isDrawingMasked
    }

    /// A view whose alpha masks this view and its subviews, as `UIView.mask`: where the mask
    /// view is opaque the view shows, where it is transparent it does not (its colours do not
    /// matter). The mask view is positioned in this view's bounds coordinates and is not in the
    /// view hierarchy (setting a view that has a superview takes it out first); it cannot be this
    /// view or one of its ancestors (reported and ignored). Hit testing is not changed by a
    /// mask, as in UIKit. The masked picture is drawn offscreen once and kept until something in
    /// the view, its subviews or the mask changes, so a masked view at rest costs nothing extra.
    public var mask: View? {
        get { graphicsStorage?.maskView }
        set {
            guard newValue !== graphicsStorage?.maskView else { return }
            if let m = newValue {
                var c: View? = self
                var up = 0
                while let v = c, up < 100_000 {
                    if v === m {
                        Diagnostics.report("View.mask: a view or one of its superviews cannot be its mask; ignored")
                        return
                    }
                    c = v.superview ?? v.graphicsStorage?.maskOwner
                    up += 1
                }
                m.removeFromSuperview()
                m.graphicsStorage?.maskOwner?.mask = nil
            }
            let g = graphics
            g.maskView?.graphicsStorage?.maskOwner = nil
            g.maskView = newValue
            newValue?.graphics.maskOwner = self
            View.anyViewMasked = true
            invalidateSubtree()
        }
    }

    /// Drops the kept masked pictures of this view and every view it is drawn into (its
    /// superviews, and the view a mask view masks), repainting the masked view when this one
    /// is outside the hierarchy (a mask view changed).
    func dropMaskedPictures() {
        guard View.anyViewMasked else { return }
        var c: View? = self
        var up = 0
        while let v = c, up < 100_000 {
            v.graphicsStorage?.maskedPicture = nil
            if let p = v.superview {
                c = p
            } else {
                c = nil
                if let owner = v.graphicsStorage?.maskOwner, owner.graphicsStorage?.maskedPicture != nil || owner.window != nil {
                    owner.graphicsStorage?.maskedPicture = nil
                    owner.invalidateSubtree()
                }
            }
            up += 1
        }
    }

    /// Draws the view and its subtree offscreen, multiplies its alpha by the mask's and draws
    /// the result at the view's place (the renderer's origin is the superview's bounds space);
    /// a kept picture when nothing changed.
    func renderMasked(in r: Renderer, presentation p: Presentation?) {
        let b = p?.bounds ?? bounds
        let origin = p?.origin ?? untransformedFrame.origin
        guard b.width > 0, b.height > 0, b.isFinite, origin.isFinite, let g = graphicsStorage else { return }
        let place = Rect(origin: origin, size: b.size)
        guard r.clipBounds.intersects(place) else { return }
        let dark = r.userInterfaceStyle == .dark
        if let kept = g.maskedPicture, kept.dark == dark, kept.scale == r.pixelScale, kept.size == b.size {
            r.draw(kept.image, in: place)
            return
        }
        guard var content = r.renderOffscreen(size: b.size, {
            r.translate(by: Point(x: -origin.x, y: -origin.y))
            let outer = g.isDrawingMasked
            g.isDrawingMasked = true
            renderTree(in: r)
            g.isDrawingMasked = outer
        }), let alpha = r.renderOffscreen(size: b.size, {
            r.translate(by: Point(x: -b.minX, y: -b.minY))
            // A mask view wins over a mask on the layer (UIKit's `mask` sets the layer's).
            if let m = g.maskView { m.renderTree(in: r) } else if let m = g.layer?.maskLayer { m.render(in: r) }
        }) else { return }
        content.multiplyAlpha(by: alpha)
        g.maskCompositions += 1
        let image = Image(bitmap: content, name: "<masked view>")
        g.maskedPicture = (image, dark, r.pixelScale, b.size)
        r.draw(image, in: place)
    }
}
