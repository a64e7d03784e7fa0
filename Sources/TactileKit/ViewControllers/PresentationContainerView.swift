/// The view a presentation adds on top of the window: a dimming view and a card holding
/// the presented controller's view, laid out for the presentation's kind and progress.
@MainActor
final class PresentationContainerView: View {
    let dimming = View()
    let card = View()
    let kind: ModalPresentation.Kind
    let transition: ViewController.ModalTransitionStyle
    /// 0 (off screen) ... 1 (shown).
    var progress: Double = 0 { didSet { if progress != oldValue { setNeedsLayout() } } }
    /// `true` while dismissing (an alert fades without scaling).
    var isDismissing = false
    weak var content: View?
    /// The size the presented controller prefers (form sheets).
    var preferredSize: Size = .zero

    init(kind: ModalPresentation.Kind, transition: ViewController.ModalTransitionStyle, content: View) {
        self.kind = kind
        self.transition = transition
        self.content = content
        super.init(frame: .zero)
        dimming.backgroundColor = Color(white: 0, alpha: 1)
        dimming.alpha = 0
        addSubview(dimming)
        addSubview(card)
        card.addSubview(content)
        switch kind {
        case .fullScreen, .overFullScreen: break
        case .pageSheet: card.cornerRadii = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0); card.clipsToBounds = true
        case .formSheet: card.cornerRadius = 14; card.clipsToBounds = true
        case .alert, .actionSheet: break
        }
    }

    /// The card's frame when fully shown.
    func finalCardFrame() -> Rect {
        let w = bounds.width, h = bounds.height
        switch kind {
        case .fullScreen, .overFullScreen:
            return bounds
        case .pageSheet:
            let top: Float = min(40, h * 0.08)
            let width = w > h ? min(w - 80, max(w * 0.75, min(w, 540))) : w
            return Rect(x: (w - width) / 2, y: top, width: width, height: h - top)
        case .formSheet:
            let want = preferredSize.width > 0 && preferredSize.height > 0 ? preferredSize : Size(width: 540, height: 620)
            let width = min(want.width, w - 40), height = min(want.height, h - 40)
            return Rect(x: (w - width) / 2, y: (h - height) / 2, width: max(0, width), height: max(0, height))
        case .alert:
            let size = content?.sizeThatFits(Size(width: min(300, w - 40), height: h - 40)) ?? Size(width: 280, height: 160)
            let width = min(size.width, w - 40), height = min(size.height, h - 40)
            // Centred in the space the on-screen keyboard leaves (all of it without one),
            // kept 10 points from the top when that space is too short.
            let visible = keyboardTop.map { min(h, max(0, $0)) } ?? h
            let y = max(min(10, (h - height) / 2), (visible - height) / 2)
            return Rect(x: (w - width) / 2, y: y, width: max(0, width), height: max(0, height))
        case .actionSheet:
            let width = min(w - 20, 480)
            let size = content?.sizeThatFits(Size(width: width, height: h - 20)) ?? Size(width: width, height: 200)
            let height = min(size.height, h - 20)
            return Rect(x: (w - width) / 2, y: h - height - 10, width: width, height: max(0, height))
        }
    }

    /// The top of the shown on-screen keyboard in this view's coordinates, `nil` without one.
    private var keyboardTop: Float? {
        guard let w = window, w.keyboardController.isKeyboardVisible else { return nil }
        let kb = w.keyboardController.keyboardFrame
        guard !kb.isEmpty, kb.minY.isFinite else { return nil }
        return convert(kb.origin, from: nil).y
    }

    override func layoutSubviews() {
        dimming.frame = bounds
        let p = Float(min(1, max(0, progress)))
        let dims = kind != .fullScreen && kind != .overFullScreen
        dimming.alpha = dims ? 0.4 * p : 0
        dimming.isHidden = !dims
        var f = finalCardFrame()
        card.alpha = 1
        switch (kind, transition) {
        case (.alert, _):
            card.alpha = p
            // UIKit's alert shrinks in from 1.2x while it fades in (a transform: the content
            // scales too); it leaves by fading only.
            // Reduce Motion: it only fades.
            let s = isDismissing || p >= 1 || Accessibility.isReduceMotionEnabled ? 1 : 1.2 - 0.2 * p
            card.transform = s == 1 ? .identity : AffineTransform(scaleX: s, y: s)
        case (_, .crossDissolve):
            card.alpha = p
        case (_, .coverVertical) where Accessibility.isReduceMotionEnabled:
            card.alpha = p   // Reduce Motion: a sheet cross-fades in place instead of sliding up.
        case (_, .coverVertical):
            f.origin.y += (bounds.height - f.minY) * (1 - p)
        }
        // The card may be scaled (an alert appearing): place it untransformed, as UIKit's bounds and centre.
        card.untransformedFrame = Rect(x: f.minX.rounded(), y: f.minY.rounded(), width: f.width.rounded(), height: f.height.rounded())
        content?.frame = card.bounds
    }

    override var debugTreeDescription: String { "presentation" }
}
