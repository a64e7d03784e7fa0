/// The bar at the top of a ``NavigationController``, as `UINavigationBar`: the top
/// controller's title, a back button titled with the previous controller's title, and the
/// top item's bar button items.
@MainActor
public final class NavigationBar: View, StyleApplying {
    /// The bar's height in points (56: a comfortable touch target).
    public static let height: Float = 56

    /// The colour of buttons.
    public override var tintColor: Color! { get { colors.tint.value() } set { colors.tint.set(newValue ?? Color.tintColor, by: .code); setNeedsRebuild() } }
    /// The title's colour.
    public var titleColor: Color { get { titleColorSlot.value() } set { titleColorSlot.set(newValue, by: .code); titleLabel.textColor = titleColor; largeTitleLabel.textColor = titleColor } }
    var colors = BarColors()
    private var titleColorSlot = StyleSlot(Color(white: 0.1))

    /// The type names whose theme styles apply.
    public static var styleTypeNames: [String] { ["View", "NavigationBar"] }
    /// Background, tint (buttons) and title colours.
    public static var styleProperties: [StyleBinding] {
        View.viewStyleProperties + BarColors.bindings(\NavigationBar.colors) { $0.setNeedsRebuild() }
            + [StyleBinding(.titleColor, \NavigationBar.titleColorSlot, states: false, convert: { $1 }) { $0.titleLabel.textColor = $0.titleColor; $0.largeTitleLabel.textColor = $0.titleColor }]
    }
    /// The title's font.
    public var titleFont = Font(size: 20) { didSet { titleLabel.font = titleFont } }

    /// The label showing the title.
    public let titleLabel = Label()
    /// The large title below the bar's row (``prefersLargeTitles``).
    public let largeTitleLabel = Label()
    /// Whether controllers' titles show large, as UIKit's (a 34-point bold title on its own
    /// 52-point row under the bar, collapsing into the bar as the content scrolls up); each
    /// item chooses with ``NavigationItem/largeTitleDisplayMode``. `false` by default.
    public var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { onLargeTitleChange?() } } }
    /// The large title's font (34-point bold, as iOS).
    public var largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold) { didSet { largeTitleLabel.font = largeTitleFont } }
    /// The row holding the large title (clips it as it slides under the bar).
    let largeTitleRow = View()
    var contentAlpha: Float = 1
    /// How tall the large-title row shows now (0...``largeTitleHeight``), set by the navigation controller.
    var largeTitleShown: Float = 0
    /// Whether the current item shows a large title (set by the navigation controller).
    var showsLargeTitle = false
    var onLargeTitleChange: (() -> Void)?
    /// The colour behind the content at the scroll edge (the bar takes it while the large title shows).
    var scrollEdgeColor: Color?
    /// The back button (hidden at the root).
    public let backButton = Button.plain(title: nil, tint: .systemBlue)
    /// Buttons for the left and right items, rebuilt when the items change.
    public private(set) var itemButtons: [Button] = []

    var leftButtons: [Button] = []
    private(set) var rightButtons: [Button] = []
    var item: NavigationItem?
    var backTitle: String?
    var backMode = NavigationItem.BackButtonDisplayMode.default
    let hairline = View()
    /// UIKit's bar shadow: an empty image (`Image()`) hides the hairline under the bar; any
    /// other image keeps Tactile's hairline (the image itself is not drawn); `nil` is the default.
    public var shadowImage: Image? {
        didSet { hairline.isHidden = shadowImage.map { $0.size.width <= 0 || $0.size.height <= 0 } ?? false }
    }
    var onBack: (() -> Void)?

    /// Creates a bar.
    public override init(frame: Rect) {
        super.init(frame: frame)
        showBackground(from: \NavigationBar.colors.background)
        titleLabel.textAlignment = .center
        titleLabel.font = titleFont
        titleLabel.textColor = titleColor
        titleLabel.accessibilityTraits = [.staticText, .header]
        hairline.backgroundColor = Color(light: Color(white: 0.78), dark: Color(r: 56, g: 56, b: 58))
        backButton.addAction(for: .touchUpInside) { [weak self] _ in self?.onBack?() }
        backButton.contentHorizontalAlignment = .left
        largeTitleLabel.font = largeTitleFont
        largeTitleLabel.textColor = titleColor
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleRow.clipsToBounds = true
        largeTitleRow.addSubview(largeTitleLabel)
        for v in [titleLabel, backButton, hairline] as [View] { addSubview(v) }
    }

    /// Shows `item`, with a back button titled `back` (none at the root).
    func show(_ item: NavigationItem?, back: String?, backMode: NavigationItem.BackButtonDisplayMode = .default) {
        self.item = item
        self.backTitle = back
        self.backMode = backMode
        setNeedsRebuild()
    }

    /// Fades the bar's content (title, back button, items) during a transition, as UIKit
    /// cross-fades the bar: 0...1.
    func setContentAlpha(_ a: Float) {
        contentAlpha = a
        for v in [backButton, largeTitleRow] as [View] + itemButtons { v.alpha = a }
        titleLabel.alpha = a * inlineTitleAlpha
    }

    func setNeedsRebuild() {
        for b in leftButtons + rightButtons { b.removeFromSuperview() }
        leftButtons = []
        rightButtons = []
        titleLabel.text = item?.displayTitle
        largeTitleLabel.text = item?.displayTitle
        let showsBack = backTitle != nil && !(item?.hidesBackButton ?? false)
        backButton.isHidden = !showsBack
        backButton.setTitleColor(tintColor, for: .normal)
        if let item {
            for i in item.leftBarButtonItems { i.bar = self; leftButtons.append(makeButton(i)) }
            for i in item.rightBarButtonItems { i.bar = self; rightButtons.append(makeButton(i)) }
        }
        itemButtons = leftButtons + rightButtons
        for b in itemButtons { addSubview(b) }
        // The back title for the bar's current width at once (layout chooses again for a new width).
        if showsBack && bounds.width > 0 { _ = fitBackButton(maxWidth: backButtonRoom()) }
        setNeedsLayout()
    }

    private func makeButton(_ item: BarButtonItem) -> Button {
        let b = item.makeButton(tint: tintColor)
        if item.style == .done {
            b.setBackgroundColor(tintColor, for: .normal)
            b.setBackgroundColor(nil, for: .highlighted)
            b.setTitleColor(.white, for: .normal)
            b.cornerRadius = 8
        }
        return b
    }

    public override func layoutSubviews() {
        let w = bounds.width, h = min(bounds.height, NavigationBar.height), m: Float = 8
        layoutLargeTitle()
        var left: Float = m
        if !backButton.isHidden {
            let bw = fitBackButton(maxWidth: backButtonRoom())
            backButton.frame = Rect(x: left, y: 4, width: bw, height: h - 8)
            left = backButton.frame.maxX + 4
        }
        for b in leftButtons {
            let bw = min(max(b.intrinsicContentSize.width, 48), w * 0.25)
            b.frame = Rect(x: left, y: 6, width: bw, height: h - 12)
            left = b.frame.maxX + 4
        }
        var right = w - m
        for b in rightButtons {
            let bw = min(max(b.intrinsicContentSize.width, 48), w * 0.25)
            b.frame = Rect(x: right - bw, y: 6, width: bw, height: h - 12)
            right = b.frame.minX - 4
        }
        // The title is centred on the bar when that fits between the sides, else in the space left.
        let side = max(left, w - right)
        let centred = Rect(x: side, y: 0, width: max(0, w - 2 * side), height: h - 1)
        titleLabel.frame = centred.width >= 80 ? centred : Rect(x: left, y: 0, width: max(0, right - left), height: h - 1)
    }

    public override var debugTreeDescription: String { "title=\"\(titleLabel.text ?? "")\"" + (backButton.isHidden ? "" : " back=\"\(backTitle ?? "")\"") }
}
