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
        let color = (g.shadowColor ?? .clear).resolved(dark: renderer.userInterfaceStyle == .dark).contrastAdjusted
        let tint = color.withAlphaComponent(Float(color.a) / 255 * g.shadowOpacity)
        let sigma = g.shadowRadius * Layer.shadowSigmaPerRadius * renderer.pixelScale
        let offset = Point(x: g.shadowOffset.width, y: g.shadowOffset.height)
        if let path = g.shadowPath {
            renderer.drawPathShadow(path, storage: g, sigma: sigma, offset: offset, tint: tint)
        } else {
            // Under an opaque background the shadow never shows: skip the view's area but
            // its corner squares (a cross of two rectangles, a pixel inside the edges).
            let bg = animationState.map { $0.presentation.backgroundColor } ?? backgroundColor
            let r = radii.clamped(to: b.size)
            var holes: [Rect] = []
            if (bg?.a ?? 0) == 255 && renderer.opacity >= 1 {
                let top = max(r.topLeft, r.topRight) + 1, bottom = max(r.bottomLeft, r.bottomRight) + 1
                let left = max(r.topLeft, r.bottomLeft) + 1, right = max(r.topRight, r.bottomRight) + 1
                holes = [Rect(x: b.minX + 1, y: b.minY + top, width: b.width - 2, height: b.height - top - bottom),
                         Rect(x: b.minX + left, y: b.minY + 1, width: b.width - left - right, height: b.height - 2)]
                    .filter { $0.size.width > 0 && $0.size.height > 0 }
            }
            renderer.drawBoxShadow(b.offsetBy(dx: offset.x, dy: offset.y), radii: r, sigma: sigma, tint: tint, holes: holes)
        }
    }
}
