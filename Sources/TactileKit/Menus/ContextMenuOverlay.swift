/// What a ``ContextMenuInteraction`` puts over the window while its menu is open: a dimmed
/// screen, the lifted preview and the menu. A touch outside the menu closes it; it is modal
/// for the screen reader (its rows are buttons; the escape gesture closes it).
final class ContextMenuOverlay: View {
    private weak var interaction: ContextMenuInteraction?
    var interactionStored: ContextMenuInteraction? { interaction }
    let configuration: ContextMenuConfiguration
    /// The view's rectangle in the window when the menu opened (where the preview lifts from).
    private var sourceRect: Rect
    var sourceRectStored: Rect { sourceRect }
    private let dim = View()
    let previewView: ContextMenuPreviewView?
    let menuView: ContextMenuView?
    let preferredPreviewSize: Size?
    /// Open, and not yet closing.
    var isPresented = false
    var isClosingStored = false

    /// Points kept free around the preview and menu, and between them.
    static let margin: Float = 16, gap: Float = 12
    /// How much the preview grows as it lifts.
    static let liftScale: Float = 1.04

    init(interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration, menu: Menu?, source: View,
         preview: ViewController?, liftsPreview: Bool, in window: View) {
        self.interaction = interaction
        self.configuration = configuration
        sourceRect = source.convert(source.bounds, to: window)
        previewView = liftsPreview ? ContextMenuPreviewView(source: source, controller: preview) : nil
        let size = preview?.preferredContentSize ?? .zero
        preferredPreviewSize = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite ? size : nil
        menuView = menu.flatMap { ContextMenuRows.hasVisibleRows($0) ? ContextMenuView(menu: $0) : nil }
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityViewIsModal = true
        dim.isUserInteractionEnabled = false
        dim.backgroundColor = liftsPreview ? Color(light: Color(white: 0, alpha: 0.2), dark: Color(white: 0, alpha: 0.45)) : nil
        addSubview(dim)
        if let previewView { addSubview(previewView) }
        if let menuView {
            menuView.onChoose = { [weak self] action, menu in self?.choose(action, in: menu) }
            addSubview(menuView)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dim.frame = bounds
        let (p, menu) = placement()
        if let pv = previewView {
            pv.bounds = Rect(x: 0, y: 0, width: p.width, height: p.height)
            pv.center = Point(x: p.midX, y: p.midY)
        }
        menuView?.frame = menu
    }

    /// A touch outside the menu closes it (one on a disabled row or a header does nothing).
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let menuView, let t = touches.first, menuView.frame.contains(t.location(in: self)) { return }
        dismiss(animated: true)
    }

    /// The screen reader's escape (two-finger scrub) closes the menu.
    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: true)
        return true
    }
}
