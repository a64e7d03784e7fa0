/// The content of an ``AlertController``: title, message and action buttons, laid out as
/// an alert box or an action sheet.
@MainActor
final class AlertView: View, StyleApplying {
    weak var controller: AlertController?
    let box = View()
    let cancelBox = View()
    let titleLabel = Label()
    let messageLabel = Label()
    private(set) var buttons: [(AlertAction, Button)] = []
    private var separators: [View] = []
    static let buttonHeight: Float = 52
    static let padding: Float = 20
    /// Text fields: inset from the box's sides, spacing between them, space under the last.
    static let fieldInset: Float = 16
    static let fieldSpacing: Float = 8
    private var boxColor = StyleSlot(Color(white: 0.97))
    private var titleColor = StyleSlot(Color(white: 0.08))
    private var messageColor = StyleSlot(Color(white: 0.3))
    private var actionColor = StyleSlot(Color.systemBlue)
    private var destructiveColor = StyleSlot(Color(r: 255, g: 59, b: 48))

    /// Themed as `AlertController`: the box's background, the title's and message's
    /// colours, the actions' tint and the destructive actions' colour.
    static var styleTypeNames: [String] { ["View", "AlertController"] }
    static var styleProperties: [StyleBinding] {
        View.viewStyleProperties + [
            StyleBinding(.backgroundColor, \AlertView.boxColor, states: false, convert: { $1 }) { $0.showColors() },
            StyleBinding(.titleColor, \AlertView.titleColor, states: false, convert: { $1 }) { $0.showColors() },
            StyleBinding(.textColor, \AlertView.messageColor) { $0.showColors() },
            StyleBinding(.tintColor, \AlertView.actionColor) { $0.rebuild() },
            StyleBinding(.destructiveColor, \AlertView.destructiveColor) { $0.rebuild() },
        ]
    }

    private func showColors() {
        for b in [box, cancelBox] { b.backgroundColor = boxColor.value() }
        titleLabel.textColor = titleColor.value()
        messageLabel.textColor = messageColor.value()
    }

    init(controller: AlertController) {
        self.controller = controller
        super.init(frame: .zero)
        for b in [box, cancelBox] {
            b.cornerRadius = 14
            b.clipsToBounds = true
        }
        showColors()
        titleLabel.font = Font(size: 19)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.font = Font(size: 15)
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(box)
        addSubview(cancelBox)
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        rebuild()
    }

    /// The first text field takes the focus as the alert comes in (its keyboard slides in
    /// with it).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, let controller, !controller.hasChosenAction, let first = fields.first,
              window?.firstResponder.map({ ($0 as? View)?.isDescendant(of: self) ?? false }) != true else { return }
        first.becomeFirstResponder()
    }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }
    private var sideBySide: Bool { !isSheet && buttons.count == 2 }

    func rebuild() {
        for (_, b) in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        buttons = []
        separators = []
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.isHidden = (controller.title ?? "").isEmpty
        messageLabel.isHidden = (controller.message ?? "").isEmpty
        for field in controller.fields where field.superview !== box { box.addSubview(field) }
        var ordered = controller.actions
        // The cancel action goes left of a pair, last in a stacked alert, apart in a sheet.
        if let i = ordered.firstIndex(where: { $0.style == .cancel }) {
            let c = ordered.remove(at: i)
            if !isSheet && ordered.count == 1 { ordered.insert(c, at: 0) } else { ordered.append(c) }
        }
        for action in ordered {
            let colour = action.style == .destructive ? destructiveColor.value() : actionColor.value()
            let b = Button.plain(title: action.title ?? "", tint: colour)
            b.titleLabel.font = Font(size: action === controller.preferredAction || action.style == .cancel ? 19 : 18)
            if action === controller.preferredAction { b.setBackgroundColor(Color(r: 0, g: 122, b: 255, a: 28), for: .normal) }
            b.isEnabled = action.isEnabled
            b.alpha = action.isEnabled ? 1 : 0.4
            b.addAction(for: .touchUpInside) { [weak controller, weak action] _ in
                guard let controller, let action else { return }
                controller.choose(action)
            }
            let container = isSheet && action.style == .cancel ? cancelBox : box
            let sep = View()
            sep.backgroundColor = Color(white: 0.8)
            sep.isUserInteractionEnabled = false
            if container === box { box.addSubview(sep); separators.append(sep) }
            container.addSubview(b)
            buttons.append((action, b))
        }
        cancelBox.isHidden = !(isSheet && controller.actions.contains { $0.style == .cancel })
        setNeedsLayout()
        superview?.superview?.setNeedsLayout()
    }

    private func headerHeight(width: Float) -> Float {
        let inner = width - 2 * Self.padding
        var h: Float = 0
        if !titleLabel.isHidden { h += titleLabel.sizeThatFits(Size(width: inner, height: 0)).height }
        if !messageLabel.isHidden { h += (h > 0 ? 6 : 0) + messageLabel.sizeThatFits(Size(width: inner, height: 0)).height }
        return h > 0 ? h + 2 * Self.padding : 0
    }

    private var fields: [TextField] { isSheet ? [] : controller?.fields ?? [] }

    /// The height of the text fields' area under the header (0 without fields).
    /// Matches `layoutSubviews`: fields start half a padding into the header's bottom margin
    /// (a full padding from the top without a header) and end a padding above the buttons.
    private func fieldsHeight(header: Float) -> Float {
        let fs = fields
        guard !fs.isEmpty else { return 0 }
        let h = fs.reduce(Float(0)) { $0 + $1.intrinsicContentSize.height }
        return h + Float(fs.count - 1) * Self.fieldSpacing + (header > 0 ? Self.padding / 2 : 2 * Self.padding)
    }

    private var boxButtonCount: Int { buttons.filter { !(isSheet && $0.0.style == .cancel) }.count }

    override func sizeThatFits(_ size: Size) -> Size {
        let width = isSheet ? size.width : min(300, size.width)
        let rows = sideBySide ? 1 : boxButtonCount
        let header = headerHeight(width: width)
        var h = header + fieldsHeight(header: header) + Float(rows) * Self.buttonHeight
        if !cancelBox.isHidden { h += 8 + Self.buttonHeight }
        return Size(width: width, height: h)
    }

    override func layoutSubviews() {
        let w = bounds.width
        let cancelH: Float = cancelBox.isHidden ? 0 : Self.buttonHeight
        cancelBox.frame = Rect(x: 0, y: bounds.height - cancelH, width: w, height: cancelH)
        box.frame = Rect(x: 0, y: 0, width: w, height: max(0, bounds.height - (cancelH > 0 ? cancelH + 8 : 0)))
        let inner = w - 2 * Self.padding
        var y = Self.padding
        if !titleLabel.isHidden {
            let h = titleLabel.sizeThatFits(Size(width: inner, height: 0)).height
            titleLabel.frame = Rect(x: Self.padding, y: y, width: inner, height: h)
            y += h + 6
        }
        if !messageLabel.isHidden {
            let h = messageLabel.sizeThatFits(Size(width: inner, height: 0)).height
            messageLabel.frame = Rect(x: Self.padding, y: y, width: inner, height: h)
        }
        var top = headerHeight(width: w)
        let fs = fields
        if !fs.isEmpty {
            // Under the header (or the box's top margin when there is none).
            var fy = top > 0 ? top - Self.padding / 2 : Self.padding
            for field in fs {
                let fh = field.intrinsicContentSize.height
                field.frame = Rect(x: Self.fieldInset, y: fy, width: max(0, w - 2 * Self.fieldInset), height: fh)
                fy += fh + Self.fieldSpacing
            }
            top = fy - Self.fieldSpacing + Self.padding
        }
        var boxIndex = 0
        let inBox = buttons.filter { !(isSheet && $0.0.style == .cancel) }
        for (action, b) in buttons {
            if isSheet && action.style == .cancel {
                b.frame = cancelBox.bounds
                continue
            }
            let sep = separators[boxIndex]
            if sideBySide {
                let half = w / 2
                b.frame = Rect(x: Float(boxIndex) * half, y: top, width: half, height: Self.buttonHeight)
                sep.frame = boxIndex == 0 ? Rect(x: 0, y: top, width: w, height: 1) : Rect(x: half, y: top, width: 1, height: Self.buttonHeight)
            } else {
                b.frame = Rect(x: 0, y: top, width: w, height: Self.buttonHeight)
                sep.frame = Rect(x: 0, y: top, width: w, height: 1)
                top += Self.buttonHeight
            }
            boxIndex += 1
            if boxIndex == 1 && inBox.count == 1 && headerHeight(width: w) == 0 && fs.isEmpty { sep.isHidden = true }
        }
    }

    override var debugTreeDescription: String {
        "alert title=\"\(controller?.title ?? "")\" actions=\(buttons.map { $0.0.title ?? "" })"
    }
}
