extension Layer {
    /// A layer whose alpha cuts this one, as `CALayer.mask`: where the mask is opaque the
    /// layer shows, where it is transparent it does not (its colours do not matter). The mask
    /// is in this layer's bounds coordinates and has no superlayer (setting one that has a
    /// superlayer takes it out first). The masked layer is drawn offscreen and composed once;
    /// the picture is kept until the layer, a sublayer or the mask changes. On a view's layer the
    /// mask cuts the view and its subviews (``View/mask`` does the same with a view).
    public var mask: Layer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            if let m = newValue {
                guard m.hostView == nil, m !== self, !isDrawn(inside: m) else {
                    Diagnostics.report("Layer.mask: a view's layer, the layer itself or a layer it is drawn in cannot be its mask; ignored")
                    return
                }
                if m.parent != nil { m.removeFromSuperlayer() }
                m.maskOwner?.mask = nil
            }
            if hostView != nil { View.anyViewMasked = true }
            invalidate()
            maskLayer?.maskOwner = nil
            maskLayer = newValue
            newValue?.maskOwner = self
            invalidate()
        }
    }

    /// Whether `other` is this layer or one it is drawn into (up its superlayers and masks).
    func isDrawn(inside other: Layer) -> Bool {
        var c: Layer? = self
        var up = 0
        while let l = c, up < 100_000 {
            if l === other { return true }
            c = l.parent ?? l.maskOwner
            up += 1
        }
        return false
    }

    /// `false` hides the layer while its back faces the viewer (turned more than a quarter
    /// turn about x or y, perspective from ``sublayerTransform`` included), as
    /// `CALayer.isDoubleSided`: the two faces of a flipping card. `true` by default. A
    /// view's layer is always drawn.
    public var isDoubleSided: Bool {
        get { drawsBack }
        set {
            guard newValue != drawsBack else { return }
            drawsBack = newValue
            invalidate()
        }
    }

    /// A transform applied to the sublayers about the anchor point (identity by default), as
    /// `CALayer.sublayerTransform`: with perspective (`m34 = -1/500`) sublayers turned about
    /// y look like cards in one space. Each sublayer is still drawn flat into its own picture.
    /// On a view's layer it applies to the plain sublayers, not the subviews. A transform
    /// with NaN or infinite entries draws nothing.
    public var sublayerTransform: Transform3D {
        get { sublayersTransform }
        set {
            guard newValue != sublayersTransform else { return }
            invalidate()
            sublayersTransform = newValue
            if let v = hostView { v.window?.setNeedsFullRedraw() }
            invalidate()
        }
    }
}
