extension View {
    /// The area the view's shadow may paint, in its bounds coordinates; `nil` without a shadow.
    var shadowRect: Rect? {
        guard let g = graphicsStorage, g.hasShadow else { return nil }
        let shape = g.shadowPath.map { $0.bounds } ?? bounds
        let reach = 3 * g.shadowRadius * Layer.shadowSigmaPerRadius + 2
        return shape.offsetBy(dx: g.shadowOffset.width, dy: g.shadowOffset.height).insetBy(dx: -reach, dy: -reach)
    }

    /// Draws the shadow under the view (the renderer's origin is the bounds' coordinate
    /// space): a cached blurred mask, tinted. The view's own clip does not cut it (as iOS);
    /// its superview's does.
    func renderShadow(_ g: GraphicsStorage, bounds b: Rect, radii: CornerRadii, in renderer: Renderer) {
        guard let area = shadowRect, area.intersects(renderer.clipBounds) else { return }
        let color = (g.shadowColor ?? .clear).resolved(dark: renderer.userInterfaceStyle == .dark)
        let tint = color.withAlphaComponent(Float(color.a) / 255 * g.shadowOpacity)
        let sigma = g.shadowRadius * Layer.shadowSigmaPerRadius * renderer.pixelScale
        let offset = Point(x: g.shadowOffset.width, y: g.shadowOffset.height)
        if let path = g.shadowPath {
            renderer.drawPathShadow(path, storage: g, sigma: sigma, offset: offset, tint: tint)
        } else {
            // Under an opaque background, inside its corners, the shadow never shows.
            let bg = animationState.map { $0.presentation.backgroundColor } ?? backgroundColor
            let r = radii.clamped(to: b.size)
            let hole = (bg?.a ?? 0) == 255 && renderer.opacity >= 1 ? b.insetBy(dx: r.maximum, dy: r.maximum).insetBy(dx: 1, dy: 1) : nil
            renderer.drawBoxShadow(b.offsetBy(dx: offset.x, dy: offset.y), radii: r, sigma: sigma, tint: tint,
                                   hole: hole.flatMap { $0.isEmpty || $0.width <= 0 || $0.height <= 0 ? nil : $0 })
        }
    }
}
