/// A section header of a ``ListView``. In a plain list, a title on a light bar that sticks
/// to the top while its section's rows scroll under it; in a grouped list, the title in
/// small upper-case secondary text above its section, on the list's background.
@MainActor
public final class ListHeaderView: View {
    /// The title label (shows ``title``, upper-cased in grouped lists).
    public let titleLabel = Label()
    /// The section it shows.
    public internal(set) var section = 0
    /// The section's title as the list's data gave it.
    public internal(set) var title: String? {
        get { storedTitle }
        set { storedTitle = newValue; titleLabel.text = grouped ? newValue?.uppercased() : newValue }
    }
    private var storedTitle: String?
    /// The view the table's delegate gave for the section, filling the header in place of
    /// the title.
    var customView: View? {
        didSet {
            guard customView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            if let v = customView { addSubview(v) }
            titleLabel.isHidden = customView != nil
            setNeedsLayout()
        }
    }
    private var grouped = false
    private var inset: Float = 0

    /// Creates a header.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = Font(size: 13)
        titleLabel.textColor = Color(light: Color(r: 100, g: 100, b: 108), dark: Color(r: 152, g: 152, b: 159))
        addSubview(titleLabel)
    }

    /// Takes the look of the list's style; `inset`: an inset-grouped list's side margin.
    func apply(style: ListView.Style, inset: Float) {
        let isGrouped = style != .plain
        guard isGrouped != grouped || inset != self.inset else { return }
        grouped = isGrouped
        self.inset = inset
        backgroundColor = isGrouped ? nil : .secondarySystemBackground
        titleLabel.textColor = isGrouped ? .secondaryLabel
            : Color(light: Color(r: 100, g: 100, b: 108), dark: Color(r: 152, g: 152, b: 159))
        title = storedTitle
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let b = bounds
        customView?.frame = b
        let x = inset + 16
        if grouped {
            // The title sits just above the section's first row.
            let h = min(b.height, 20)
            titleLabel.frame = Rect(x: x, y: max(0, b.height - h - 7), width: max(0, b.width - 2 * x), height: h)
        } else {
            titleLabel.frame = Rect(x: x, y: 0, width: max(0, b.width - 2 * x), height: b.height)
        }
    }
}
