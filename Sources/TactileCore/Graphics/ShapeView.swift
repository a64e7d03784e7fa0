/// A view drawing ``ShapeLayer``s in its bounds coordinates, back to front (as a view
/// whose layer has shape sublayers on iOS).
open class ShapeView: View {
    /// The shapes drawn, first at the back.
    public var shapeLayers: [ShapeLayer] = [] {
        didSet { attachShapes() }
    }

    /// A view showing `shapes`.
    public init(frame: Rect, shapes: [ShapeLayer]) {
        shapeLayers = shapes
        super.init(frame: frame)
        attachShapes()
    }

    private func attachShapes() {
        for s in shapeLayers { s.onChange = { [weak self] in self?.setNeedsDisplay() } }
        setNeedsDisplay()
    }

    /// A view with no shapes.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, shapes: [])
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        for s in shapeLayers { renderer.draw(s) }
    }
}
