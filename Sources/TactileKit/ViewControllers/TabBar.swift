/// The bar of a ``TabBarController``, as `UITabBar`: one tab per item, titles with optional
/// icons, badges, the selected tab in the tint colour.
@MainActor
public final class TabBar: View, StyleApplying {
    /// The bar's height in points.
    public static let height: Float = 60

    /// The selected tab's colour.
    public override var tintColor: Color! { get { colors.tint.value() } set { colors.tint.set(newValue ?? Color.tintColor, by: .code); setNeedsRebuild() } }
    /// The other tabs' colour.
    public var unselectedItemTintColor: Color { get { unselectedSlot.value() } set { unselectedSlot.set(newValue, by: .code); setNeedsRebuild() } }
    /// The badge's colour.
    public var badgeColor: Color { get { badgeSlot.value() } set { badgeSlot.set(newValue, by: .code); setNeedsRebuild() } }
    private var colors = BarColors()
    private var unselectedSlot = StyleSlot(Color(white: 0.45))
    private var badgeSlot = StyleSlot(Color(r: 255, g: 59, b: 48))

    /// The type names whose theme styles apply.
    public static var styleTypeNames: [String] { ["View", "TabBar"] }
    /// Background, selected and unselected tab colours, badge colour.
    public static var styleProperties: [StyleBinding] {
        View.viewStyleProperties + BarColors.bindings(\TabBar.colors) { $0.setNeedsRebuild() } + [
            StyleBinding(.unselectedItemTintColor, \TabBar.unselectedSlot) { $0.setNeedsRebuild() },
            StyleBinding(.badgeColor, \TabBar.badgeSlot) { $0.setNeedsRebuild() },
        ]
    }

    /// The items, one per tab.
    public private(set) var items: [TabBarItem] = []
    /// The selected item.
    public var selectedItem: TabBarItem? { selectedIndex.flatMap { items.indices.contains($0) ? items[$0] : nil } }
    /// The tab buttons, in order.
    public private(set) var buttons: [Button] = []

    var selectedIndex: Int?
    var onSelect: ((Int) -> Void)?
    private var badges: [Label] = []
    private let hairline = View()

    /// Creates a bar.
    public override init(frame: Rect) {
        super.init(frame: frame)
        showBackground(from: \TabBar.colors.background)
        hairline.backgroundColor = Color(light: Color(white: 0.78), dark: Color(r: 56, g: 56, b: 58))
        addSubview(hairline)
    }

    func setItems(_ newItems: [TabBarItem], selected: Int?) {
        items = newItems
        selectedIndex = selected
        setNeedsRebuild()
    }

    func setNeedsRebuild() {
        for b in buttons { b.removeFromSuperview() }
        for b in badges { b.removeFromSuperview() }
        buttons = []
        badges = []
        for (i, item) in items.enumerated() {
            item.bar = self
            let colour: Color = i == selectedIndex ? tintColor : unselectedItemTintColor
            let b = Button.plain(title: item.title ?? "", tint: colour)
            b.contentEdgeInsets = EdgeInsets(top: 4, left: 2, bottom: 4, right: 2)
            b.titleLabel.font = Font(size: item.image == nil ? 18 : 13)
            if let image = item.barImage {
                // The icon above a small title, as UIKit's tab bar items; template icons
                // take the tab's colour.
                var c = Button.Configuration.plain()
                c.title = item.title
                c.image = image
                c.imagePlacement = .top
                c.imagePadding = 2
                c.titleFont = Font(size: 11)
                c.baseForegroundColor = colour
                c.contentInsets = DirectionalEdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2)
                b.configuration = c
            }
            b.isSelected = i == selectedIndex
            b.addAction(for: .touchUpInside) { [weak self] _ in self?.onSelect?(i) }
            buttons.append(b)
            addSubview(b)
            let badge = Label()
            badge.text = item.badgeValue
            badge.font = Font(size: 13)
            badge.textColor = .white
            badge.textAlignment = .center
            badge.backgroundColor = badgeColor
            badge.isHidden = item.badgeValue == nil
            badge.isUserInteractionEnabled = false
            badges.append(badge)
            addSubview(badge)
        }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        guard !buttons.isEmpty else { return }
        let w = bounds.width / Float(buttons.count)
        // Many tabs on a narrow bar get a smaller title.
        let titleSize: Float = w < 100 ? 14 : 18
        for (i, b) in buttons.enumerated() {
            if items[i].image == nil && b.titleLabel.font.size != titleSize { b.titleLabel.font = Font(size: titleSize) }
            b.frame = Rect(x: (Float(i) * w).rounded(), y: 1, width: w.rounded(), height: bounds.height - 1)
            if items[i].image != nil {
                // Icon above the title.
                b.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 18, right: 0)
                b.titleEdgeInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
            }
            let text = items[i].badgeValue ?? ""
            let bw: Float = text.isEmpty ? 10 : max(20, Float(text.count) * 8 + 10)
            let bh: Float = text.isEmpty ? 10 : 20
            badges[i].frame = Rect(x: b.frame.midX + 14, y: 6, width: bw, height: bh)
            badges[i].cornerRadius = bh / 2
        }
    }

    public override var debugTreeDescription: String {
        "tabs=\(items.map { $0.title ?? "" }) selected=\(selectedIndex.map(String.init) ?? "none")"
    }
}
