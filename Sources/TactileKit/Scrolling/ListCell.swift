/// A row of a ``ListView``, as `UITableViewCell`: a title and an optional subtitle, a
/// highlight while a finger holds it and a selected look. Subclass it for custom rows
/// (add views to ``contentView``, reset them in ``prepareForReuse()``).
///
/// Cells are reused: a list makes only as many as fit on screen plus a few, and
/// reconfigures them as they scroll in.
@MainActor
open class ListCell: View {
    /// Where the row's content goes; it slides aside to reveal swipe actions.
    public let contentView = View()
    /// The main text (public as ``textLabel``: UIKit's cell has no `titleLabel`, so a
    /// subclass can declare its own).
    let titleLabel = Label()
    /// A second, smaller line under the title (hidden when empty; public as ``detailTextLabel``).
    let subtitleLabel = Label()
    /// The mark at the trailing edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        /// No mark.
        case none
        /// A grey chevron: tapping the row shows more.
        case disclosureIndicator
        /// An ⓘ button and a chevron.
        case detailDisclosureButton
        /// A tinted checkmark.
        case checkmark
        /// An ⓘ button.
        case detailButton
    }

    /// The mark at the trailing edge (kept when the cell is reused, as in UIKit).
    public var accessoryType: AccessoryType = .none {
        didSet { accessory.type = accessoryType; setNeedsLayout() }
    }
    let accessory = CellAccessoryView()
    /// A view at the trailing edge instead of the ``accessoryType`` mark (a ``Switch``…), as
    /// `UITableViewCell.accessoryView`: sized by its `sizeThatFits` (or its frame when that
    /// is empty) and centred vertically. Kept when the cell is reused, as in UIKit.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if oldValue?.superview === contentView { oldValue?.removeFromSuperview() }
            if let v = accessoryView { contentView.addSubview(v) }
            setNeedsLayout()
        }
    }
    /// How a touched row is highlighted (``SelectionStyle/none``: not at all; the row is
    /// still selected and reported), as `UITableViewCell.selectionStyle`.
    public var selectionStyle: SelectionStyle = .default { didSet { updateAppearance() } }
    /// `UITableViewCell.SelectionStyle`; every style but ``none`` draws the grey highlight.
    public enum SelectionStyle: Int, Sendable, CaseIterable {
        /// No highlight.
        case none
        /// UIKit's blue (grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// The standard grey highlight.
        case `default`
    }

    /// The main text, as `UITableViewCell.textLabel` (optional there, so `cell.textLabel?.text = …`
    /// ports as is; never `nil` here).
    public var textLabel: Label? { titleLabel }
    /// The second text (under, beside or after the main one, by the cell's style), as
    /// `UITableViewCell.detailTextLabel`; `nil` in a `.default` cell, as in UIKit.
    public var detailTextLabel: Label? { cellStyle == .default ? nil : subtitleLabel }
    /// The arrangement of the labels (``init(frame:)`` makes ``CellStyle/subtitle``).
    var cellStyle: CellStyle = .subtitle
    /// The leading image view, made on first use of ``imageView``.
    var cellImageView: ImageView?
    /// The row's content as one value, as `UITableViewCell.contentConfiguration`: setting
    /// it fills the labels and image view from it and lays them out in its arrangement.
    public var contentConfiguration: ListContentConfiguration? {
        didSet { if contentConfiguration != oldValue { applyContentConfiguration() } }
    }
    /// The identifier the list reuses this cell under.
    public internal(set) var reuseIdentifier: String = ListView.defaultReuseIdentifier
    /// The row the cell shows (while it is on screen).
    public internal(set) var indexPath: ListIndexPath?

    /// The background at rest (``Color/systemBackground``; in a grouped list, until set,
    /// ``Color/secondarySystemGroupedBackground``).
    public var normalBackgroundColor: Color = .systemBackground { didSet { hasOwnBackground = true; updateAppearance() } }
    /// The background while highlighted or selected (``Color/systemGray4``).
    public var highlightedBackgroundColor: Color = .systemGray4 { didSet { updateAppearance() } }
    /// The colour of the line under the row (`nil`: none).
    public var separatorColor: Color? = Color(light: Color(r: 200, g: 200, b: 205), dark: Color(r: 56, g: 56, b: 58)) {
        didSet { separator.backgroundColor = separatorColor; separator.isHidden = separatorColor == nil }
    }
    let separator = View()

    /// `true` while a finger holds the row (after the list's touch delay).
    public internal(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { updateAppearance() } } }
    /// `true` for the list's selected row.
    public internal(set) var isSelected = false { didSet { if isSelected != oldValue { updateAppearance() } } }

    weak var list: ListView?
    /// The look of the list showing the cell, and where the row sits in its section.
    var listStyle: ListView.Style = .plain { didSet { updateGroupedLook() } }
    var isFirstInSection = false
    var isLastInSection = false
    var hasOwnBackground = false
    var editingParts = CellEditingParts()
    var swipeOffset: Float = 0
    var actionButtons: [SwipeActionView] = []
    var swipeActions: [SwipeAction] = []
    var actionWidths: [Float] = []
    var swipeStart: Float = 0

    /// Creates a cell in ``CellStyle/subtitle`` with Tactile's compact look (a 13-point detail
    /// line). ``ListView/register(_:forCellReuseIdentifier:)`` makes registered classes with
    /// it; it calls ``init(style:reuseIdentifier:)``, so a subclass overriding that (as UIKit
    /// code does) is made through its override.
    public required override convenience init(frame: Rect) {
        let pending = ListCell.pendingConstruction ?? (.subtitle, nil, true)
        ListCell.pendingConstruction = nil
        ListCell.compactConstruction = pending.compact
        self.init(style: pending.style, reuseIdentifier: pending.identifier)
        ListCell.compactConstruction = false
        if frame != .zero { self.frame = frame }
    }

    /// The style and identifier the next ``init(frame:)`` passes on (set by
    /// ``ListView/dequeueReusableCell(withIdentifier:for:)``: UIKit makes registered classes
    /// with `.default` and the identifier).
    static var pendingConstruction: (style: CellStyle, identifier: String?, compact: Bool)?
    /// Whether the running ``init(style:reuseIdentifier:)`` came from ``init(frame:)`` without a
    /// list asking (Tactile's own look, kept for cells made as `ListCell()`).
    static var compactConstruction = false

    /// A cell with UIKit's arrangement `style`, as `UITableViewCell(style:reuseIdentifier:)`:
    /// the designated initializer, which subclasses override as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        let compact = ListCell.compactConstruction
        ListCell.compactConstruction = false
        super.init(frame: .zero)
        clipsToBounds = true
        contentView.isUserInteractionEnabled = true
        titleLabel.textColor = .label
        subtitleLabel.textColor = Color(light: Color(r: 110, g: 110, b: 118), dark: Color(r: 152, g: 152, b: 159))
        subtitleLabel.font = Font(size: 13)
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
        contentView.addSubview(accessory)
        addSubview(contentView)
        separator.backgroundColor = separatorColor
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        updateAppearance()
        cellStyle = style
        if let reuseIdentifier, !reuseIdentifier.isEmpty { self.reuseIdentifier = reuseIdentifier }
        if !compact { applyStyleLook(style) }
    }

    /// Resets the cell before the list reuses it for another row: clears the texts and the
    /// highlight. Subclasses reset their own views and call `super`.
    open func prepareForReuse() {
        titleLabel.text = nil
        subtitleLabel.text = nil
        isHighlighted = false
    }

    func updateAppearance() {
        let rest = hasOwnBackground || listStyle == .plain ? normalBackgroundColor : .secondarySystemGroupedBackground
        let highlighted = selectionStyle != .none && (isHighlighted || isSelected)
        contentView.backgroundColor = highlighted ? highlightedBackgroundColor : rest
    }

    /// The height the title and subtitle need at `size.width` (at least 44 points), for
    /// self-sizing rows (``ListView/automaticDimension``); subclasses with other content
    /// override it.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        let textWidth = max(1, width - 32)
        let title = titleLabel.sizeThatFits(Size(width: textWidth, height: 0)).height
        let hasSubtitle = !(subtitleLabel.text ?? "").isEmpty && stacksSubtitle
        let subtitle = hasSubtitle ? subtitleLabel.sizeThatFits(Size(width: textWidth, height: 0)).height + 2 : 0
        return Size(width: width, height: max(44, (title + subtitle + 20).rounded(.up)))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let edit = editingInsets
        contentView.frame = Rect(x: swipeOffset + edit.leading, y: 0, width: max(0, bounds.width - edit.leading - edit.trailing), height: bounds.height)
        let b = Rect(origin: .zero, size: contentView.frame.size)
        layoutEditingControls()
        let hasSubtitle = !(subtitleLabel.text ?? "").isEmpty
        subtitleLabel.isHidden = !hasSubtitle
        let inset: Float = 16
        accessory.isHidden = accessoryView != nil || accessoryType == .none
        var accessoryWidth = accessory.isHidden ? 0 : accessory.width
        accessory.frame = Rect(x: b.width - inset - accessoryWidth, y: 0, width: accessoryWidth, height: b.height)
        if let v = accessoryView {
            let fit = v.sizeThatFits(Size(width: b.width, height: b.height))
            let size = fit.width > 0 && fit.height > 0 ? fit : v.frame.size
            let w = min(max(0, size.width), b.width / 2), h = min(max(0, size.height), b.height)
            accessoryWidth = w
            v.frame = Rect(x: b.width - inset - w, y: ((b.height - h) / 2).rounded(), width: w, height: h)
        }
        let textLeft = layoutImage(in: b, inset: inset)
        let textWidth = max(0, b.width - inset - textLeft - (accessoryWidth > 0 ? accessoryWidth + 8 : 0))
        layoutTexts(in: b, left: textLeft, width: textWidth)
        separator.isHidden = separatorColor == nil || (listStyle != .plain && isLastInSection)
        separator.frame = Rect(x: textLeft + edit.leading + swipeOffset, y: b.height - 1, width: max(0, bounds.width - textLeft - edit.leading), height: 1)
        layoutActionButtons()
    }

    // MARK: Touches: highlight and selection

    // As `UITableViewCell`, the cell handles its touches and forwards all four phases to
    // `super` (the list, then its ancestors; moves by not overriding `touchesMoved`), so a
    // view above a list sees whole touches.

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        super.touchesBegan(touches, with: event)
        if let list, list.swipedCell != nil { list.closeSwipe(); return }
        isHighlighted = true
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        guard isHighlighted else { return }
        isHighlighted = false
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        list?.cellWasTapped(self)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        super.touchesCancelled(touches, with: event)
        isHighlighted = false
    }

    open override var debugTreeDescription: String {
        var s = super.debugTreeDescription
        if let ip = indexPath { s += (s.isEmpty ? "" : " ") + "row=\(ip)" }
        if isSelected { s += " selected" }
        return s
    }
}
