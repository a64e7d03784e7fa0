/// A view whose content is a ``GradientLayer`` filling its bounds, cut by its corner
/// radius (as a view backed by a `CAGradientLayer` on iOS). The gradient draws above the
/// ``View/backgroundColor`` and below subviews and the border.
open class GradientView: View {
    /// The gradient shown; change its properties to repaint.
    public let gradientLayer: GradientLayer

    /// A view showing `gradient` (an empty one by default).
    public init(frame: Rect, gradient: GradientLayer) {
        gradientLayer = gradient
        super.init(frame: frame)
        gradient.onChange = { [weak self] in self?.setNeedsDisplay() }
    }

    /// A view with an empty gradient.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, gradient: GradientLayer())
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.save()
        renderer.clip(to: bounds, radii: cornerRadii)
        renderer.draw(gradientLayer, in: bounds)
        renderer.restore()
    }
}

extension Renderer {
    /// Draws a gradient filling `rect` (points, relative to the origin), from the image the
    /// layer keeps for this pixel size.
    public func draw(_ gradient: GradientLayer, in rect: Rect) {
        guard rect.isFinite, !isClippedOut else { return }
        let px = pixelRect(rect)
        let w = min(GradientRasterizer.maximumSide, Int(px.width)), h = min(GradientRasterizer.maximumSide, Int(px.height))
        guard let image = gradient.image(width: w, height: h), let tex = texture(for: image) else { return }
        drawTexture(tex, source: Rect(origin: .zero, size: image.size), destinationPixels: px, tint: .white)
    }
}
