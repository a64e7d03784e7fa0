extension View {
    /// Draws a subview under its superview's layer's `sublayerTransform` (`extra`, in the
    /// superview's bounds coordinates), as Core Animation applies a layer's sublayer transform
    /// to every sublayer, a subview's layer included: the subview's subtree drawn offscreen and
    /// composed through its own transform (about its centre) followed by `extra` (perspective
    /// through the textured grid). The renderer's origin is the superview's bounds space.
    func renderUnderSublayerTransform(_ extra: Transform3D, in r: Renderer) {
        let shown = animationState?.presentation ?? layerAnimationPresentation
        let opacity = shown?.alpha ?? alpha
        guard !isHidden, opacity > 0 else { return }
        let b = shown?.bounds ?? bounds
        let origin = shown?.origin ?? untransformedFrame.origin
        let w = b.size.width, h = b.size.height
        guard w > 0, h > 0, w.isFinite, h.isFinite, origin.isFinite else { return }
        let own = drawnTransform3D ?? Transform3D(shown?.transform ?? transform)
        let m = Transform3D(translationX: -w / 2, y: -h / 2, z: 0).concatenating(own)
            .concatenating(Transform3D(translationX: origin.x + w / 2, y: origin.y + h / 2, z: 0))
            .concatenating(extra)
        r.drawLayer(size: b.size, transform: m) {
            r.translate(by: Point(x: -origin.x, y: -origin.y))
            renderInOwnLayer(in: r)
        }
    }
}
