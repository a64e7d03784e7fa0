/// A view whose content is a ``GradientLayer`` filling its bounds, cut by its corner
/// radius (as a view backed by a `CAGradientLayer` on iOS). The gradient draws above the
/// ``View/backgroundColor`` and below subviews and the border.
///
/// Themes set a two-colour gradient with `gradientStartColor` and `gradientEndColor`
/// (type `GradientView` or a style name); colours set in code on ``gradientLayer`` win.
open class GradientView: View, StyleApplying {
    /// The gradient shown; change its properties to repaint.
    public let gradientLayer: GradientLayer
    var themeStart = StyleSlot<Color?>(nil)
    var themeEnd = StyleSlot<Color?>(nil)
    /// `true` while the layer's colours are the theme's (code setting them ends it).
    private var colorsFromTheme = false

    /// A view showing `gradient` (an empty one by default).
    public init(frame: Rect, gradient: GradientLayer) {
        gradientLayer = gradient
        super.init(frame: frame)
        gradient.onChange = { [weak self] in self?.gradientChanged() }
    }

    private var applyingTheme = false

    private func gradientChanged() {
        if !applyingTheme { colorsFromTheme = false }
        setNeedsDisplay()
    }

    func applyThemeColors() {
        guard let start = themeStart.value(), let end = themeEnd.value() else { return }
        guard colorsFromTheme || gradientLayer.colors.isEmpty else { return }
        applyingTheme = true
        gradientLayer.colors = [start, end]
        applyingTheme = false
        colorsFromTheme = true
    }

    open class var styleTypeNames: [String] { ["View", "GradientView"] }

    open class var styleProperties: [StyleBinding] {
        View.viewStyleProperties + [
            StyleBinding(.gradientStartColor, \GradientView.themeStart) { $0.applyThemeColors() },
            StyleBinding(.gradientEndColor, \GradientView.themeEnd) { $0.applyThemeColors() },
        ]
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

extension StyleProperty.Key where Value == Color {
    /// A ``GradientView``'s first colour.
    public static var gradientStartColor: Self { Self("gradientStartColor") }
    /// A ``GradientView``'s last colour.
    public static var gradientEndColor: Self { Self("gradientEndColor") }
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
