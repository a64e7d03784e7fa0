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
    private let preferredPreviewSize: Size?
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

    /// Where the preview and the menu go in `bounds`: the preview where the view was (moved
    /// and shrunk only as far as the menu needs), the menu under it (over it when there is
    /// more room above), on the side of the screen the view is on.
    func placement() -> (preview: Rect, menu: Rect) {
        let b = bounds.inset(by: safeAreaInsets), m = Self.margin, gap = Self.gap
        let menuW = min(ContextMenuView.width, max(0, b.width - 2 * m))
        let rows = menuView?.contentHeight ?? 0
        let menuH = min(rows, max(0, b.height - 2 * m))
        let menuGap = menuView == nil ? 0 : gap
        var p = sourceRect
        if let size = preferredPreviewSize { p = Rect(x: p.midX - size.width / 2, y: p.midY - size.height / 2, width: size.width, height: size.height) }
        if previewView == nil { p = sourceRect }
        // Shrink a preview that leaves no room for the menu.
        let room = max(0, b.height - 2 * m - menuH - menuGap)
        if previewView != nil, p.height > room, p.height > 0 {
            let s = max(0.25, room / p.height)
            p = Rect(x: p.midX - p.width * s / 2, y: p.minY, width: p.width * s, height: p.height * s)
        }
        if previewView != nil, p.width > b.width - 2 * m, p.width > 0 {
            let s = (b.width - 2 * m) / p.width
            p = Rect(x: b.minX + m, y: p.minY, width: p.width * s, height: p.height * s)
        }
        let below = b.maxY - m - p.maxY, above = p.minY - b.minY - m
        var menuY: Float
        if below >= menuH + menuGap || below >= above {
            if below < menuH + menuGap { p.origin.y = max(b.minY + m, b.maxY - m - menuH - menuGap - p.height) }
            menuY = p.maxY + menuGap
        } else {
            if above < menuH + menuGap { p.origin.y = min(b.maxY - m - p.height, b.minY + m + menuH + menuGap) }
            menuY = p.minY - menuGap - menuH
        }
        p.origin.x = min(max(p.minX, b.minX + m), max(b.minX + m, b.maxX - m - p.width))
        var menuX = p.midX < b.midX ? p.minX : p.maxX - menuW
        menuX = min(max(menuX, b.minX + m), max(b.minX + m, b.maxX - m - menuW))
        menuY = min(max(menuY, b.minY + m), max(b.minY + m, b.maxY - m - menuH))
        return (p, Rect(x: menuX, y: menuY, width: menuW, height: menuH))
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
