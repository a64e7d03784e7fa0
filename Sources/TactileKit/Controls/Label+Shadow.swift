extension Label {
    /// The colour of the text's shadow, drawn under the text moved by ``shadowOffset``
    /// (`nil` by default: none), as `UILabel.shadowColor`.
    public var shadowColor: Color? {
        get { graphicsStorage?.textShadow.color }
        set {
            let g = graphicsStorage ?? GraphicsStorage()
            graphicsStorage = g
            if g.textShadow.color != newValue { g.textShadow.color = newValue; setNeedsDisplay() }
        }
    }

    /// How far the text's shadow is moved, in points ((0, -1) by default, as UIKit).
    /// Non-finite values count as 0; at most 1000 points either way.
    public var shadowOffset: Size {
        get { graphicsStorage?.textShadow.offset ?? Size(width: 0, height: -1) }
        set {
            let g = graphicsStorage ?? GraphicsStorage()
            graphicsStorage = g
            let clean = Size(width: newValue.width.sanitized(-1000...1000, nan: 0), height: newValue.height.sanitized(-1000...1000, nan: 0))
            if g.textShadow.offset != clean { g.textShadow.offset = clean; setNeedsDisplay() }
        }
    }

    func drawTextShadow(_ lines: [String], in renderer: Renderer) {
        guard let g = graphicsStorage, let color = g.textShadow.color, color.a > 0 else { return }
        renderer.save()
        renderer.translate(by: Point(x: g.textShadow.offset.width, y: g.textShadow.offset.height))
        renderer.drawTextLines(lines, font: font, color: color, in: Rect(origin: .zero, size: bounds.size),
                               alignment: textAlignment, verticalAlignment: verticalAlignment)
        renderer.restore()
    }
}

extension Button {
    /// Sets the title's shadow colour for a state (as UIKit; the offset is
    /// `titleLabel.shadowOffset`). States without one use the normal state's.
    public func setTitleShadowColor(_ color: Color?, for state: ControlState) {
        let g = graphicsStorage ?? GraphicsStorage()
        graphicsStorage = g
        g.titleShadowColors[state] = color
        applyTitleShadow()
    }

    /// The title shadow colour set for `state`, if any.
    public func titleShadowColor(for state: ControlState) -> Color? {
        graphicsStorage?.titleShadowColors[state]
    }

    func applyTitleShadow() {
        guard let colors = graphicsStorage?.titleShadowColors, !colors.isEmpty else { return }
        titleLabel.shadowColor = colors[state] ?? colors[.normal]
    }
}
