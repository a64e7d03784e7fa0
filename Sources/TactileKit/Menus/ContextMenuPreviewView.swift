/// The lifted copy of a context menu's view: it draws the view's tree (not a picture of
/// it, so it is sharp at any scale) on a rounded platter; or shows the configuration's
/// preview controller's view.
final class ContextMenuPreviewView: View {
    private weak var source: View?
    private let controller: ViewController?

    init(source: View, controller: ViewController?) {
        self.source = source
        self.controller = controller
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .systemBackground
        cornerRadius = 12
        clipsToBounds = true
        isAccessibilityElement = false
        if let v = controller?.view { addSubview(v) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.view.frame = bounds
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        guard controller == nil, let source, source.window != nil else { return }
        renderer.save()
        renderer.clip(to: bounds, radii: cornerRadii)
        let f = source.untransformedFrame, b = source.bounds
        // The view's tree at this view's origin, scaled into these bounds when they differ.
        renderer.translate(by: Point(x: -f.minX + (bounds.width - b.width) / 2, y: -f.minY + (bounds.height - b.height) / 2))
        source.renderTree(in: renderer)
        renderer.restore()
    }
}
