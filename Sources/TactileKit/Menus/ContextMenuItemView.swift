/// One row of a context menu: an action (title, optional subtitle, trailing image, leading
/// checkmark), a submenu (with a chevron), the back row of an opened submenu, or the
/// menu's grey title. Rows that can be chosen are buttons for the screen reader.
final class ContextMenuItemView: Control {
    let row: ContextMenuRows.Row
    private let titleLabel = Label()
    private var subtitleLabel: Label?
    private let icon = ImageView()
    private let mark = Label()
    /// A hairline over the row (not over the first row of a section).
    var showsSeparator = false { didSet { setNeedsDisplay() } }
    /// Called on a tap (or the screen reader's double tap) of a row that can be chosen.
    var onChoose: ((ContextMenuItemView) -> Void)?

    static let height: Float = 44, subtitleHeight: Float = 58, headerHeight: Float = 32, inset: Float = 16

    init(row: ContextMenuRows.Row, reservesMark: Bool) {
        self.row = row
        super.init(frame: .zero)
        addSubview(titleLabel)
        addSubview(icon)
        addSubview(mark)
        icon.contentMode = .scaleAspectFit
        mark.font = Font.boldSystemFont(ofSize: 15)
        mark.isHidden = true
        markColumn = reservesMark ? 24 : 0
        configure()
        _ = appendAction(for: .touchUpInside) { [weak self] _ in self.map { $0.onChoose?($0) } }
    }

    private var markColumn: Float = 0

    /// Whether choosing the row does something (not a header, not disabled).
    var isChoosable: Bool {
        switch row {
        case .header, .sectionGap: return false
        case .action(let a, _): return !a.attributes.contains(.disabled)
        case .submenu, .back: return true
        }
    }

    var rowHeight: Float {
        switch row {
        case .header: return Self.headerHeight
        case .sectionGap: return 8
        case .action(let a, _): return (a.subtitle ?? "").isEmpty ? Self.height : Self.subtitleHeight
        case .submenu, .back: return Self.height
        }
    }

    private func configure() {
        var title = "", image: Image?, color = Color.label, traits: AccessibilityTraits = [.button]
        titleLabel.font = Font(size: 17)
        switch row {
        case .header(let t):
            title = t; color = .secondaryLabel; titleLabel.font = Font(size: 13); traits = [.header]
        case .action(let a, _):
            title = a.title; image = a.image
            if a.attributes.contains(.destructive) { color = .systemRed }
            if a.attributes.contains(.disabled) { color = .tertiaryLabel; traits.insert(.notEnabled) }
            if a.state != .off { mark.text = a.state == .on ? "✓" : "–"; mark.isHidden = false }
            if a.state == .on { traits.insert(.selected) }
            if let s = a.subtitle, !s.isEmpty {
                let l = Label(text: s, font: Font(size: 15), color: .secondaryLabel)
                addSubview(l); subtitleLabel = l
            }
            accessibilityLabel = [a.discoverabilityTitle ?? a.title, a.subtitle ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        case .submenu(let m):
            title = m.title; image = m.image
            if m.options.contains(.destructive) { color = .systemRed }
            mark.text = "›"; mark.isHidden = false
        case .back(let m):
            title = m.title; titleLabel.font = Font.boldSystemFont(ofSize: 17)
            mark.text = "‹"; mark.isHidden = false
            accessibilityLabel = "Back, " + m.title
        case .sectionGap:
            backgroundColor = Color(light: Color(white: 0, alpha: 0.08), dark: Color(white: 0, alpha: 0.35))
        }
        titleLabel.text = title
        titleLabel.textColor = color
        mark.textColor = color
        icon.image = image
        icon.tintColor = color
        isEnabled = isChoosable
        if case .sectionGap = row { isAccessibilityElement = false; return }
        isAccessibilityElement = true
        if accessibilityLabel == nil { accessibilityLabel = title }
        accessibilityTraits = traits
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, inset = Self.inset
        var lead = inset
        if case .submenu = row {
            mark.frame = Rect(x: b.width - inset - 12, y: 0, width: 12, height: b.height)
            lead += markColumn
        } else if case .back = row {
            mark.frame = Rect(x: inset, y: 0, width: 14, height: b.height)
            lead += 20
        } else {
            mark.frame = Rect(x: inset, y: 0, width: markColumn, height: b.height)
            lead += markColumn
        }
        let hasIcon = icon.image != nil
        let iconSize: Float = 20
        icon.isHidden = !hasIcon
        icon.frame = Rect(x: b.width - inset - iconSize, y: ((b.height - iconSize) / 2).rounded(), width: iconSize, height: iconSize)
        var trail = inset + (hasIcon ? iconSize + 12 : 0)
        if case .submenu = row { trail = max(trail, inset + 20) }
        let w = max(0, b.width - lead - trail)
        if let sub = subtitleLabel {
            titleLabel.frame = Rect(x: lead, y: 8, width: w, height: 22)
            sub.frame = Rect(x: lead, y: 31, width: w, height: 19)
        } else {
            titleLabel.frame = Rect(x: lead, y: 0, width: w, height: b.height)
        }
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        if isHighlighted && isChoosable {
            renderer.fill(bounds, color: Color(light: Color(white: 0, alpha: 0.1), dark: Color(white: 1, alpha: 0.14)))
        }
        if showsSeparator { renderer.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), color: .separator) }
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    /// The screen reader's double tap chooses the row.
    override func accessibilityActivate() -> Bool {
        guard isChoosable else { return false }
        onChoose?(self)
        return true
    }
}
