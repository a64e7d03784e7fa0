/// A bar of item buttons, as `UIToolbar`: ``BarButtonItem``s from the leading edge, with
/// ``BarButtonItem/SystemItem/flexibleSpace`` (and `fixedSpace`) items sharing the room
/// left between them, tinted with ``View/tintColor``.
///
/// ```swift
/// let bar = Toolbar()
/// bar.items = [BarButtonItem(barButtonSystemItem: .trash) { _ in delete() },
///              BarButtonItem(barButtonSystemItem: .flexibleSpace),
///              BarButtonItem(barButtonSystemItem: .compose) { _ in write() }]
/// ```
@MainActor
open class Toolbar: View {
    /// UIKit's toolbar height.
    public static let height: Float = 44

    /// The items, leading to trailing (`nil` or empty: an empty bar).
    public var items: [BarButtonItem]? { didSet { rebuild() } }
    /// The items take ``View/tintColor`` (systemBlue unless set here or on an ancestor).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }
    /// The bar's background (`nil`: UIKit's translucent bar grey).
    public var barTintColor: Color? { didSet { backgroundColor = barTintColor ?? Toolbar.defaultBackground } }

    static let defaultBackground = Color(light: Color(r: 249, g: 249, b: 249), dark: Color(r: 22, g: 22, b: 24))
    private(set) var buttons: [Button?] = []
    private let hairline = View()

    /// Creates a toolbar; a zero height lays out as 44.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Toolbar.defaultBackground
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    /// Sets ``items``, as `setItems(_:animated:)` (at once).
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    /// Whether an item is a space (a system space item: no title, no image).
    static func isSpace(_ item: BarButtonItem) -> Bool { (item.title ?? "").isEmpty && item.image == nil }

    func rebuild() {
        for case let b? in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            guard !Toolbar.isSpace(item) else { return nil }
            let b = item.makeButton(tint: tintColor)
            b.titleLabel.font = Font(size: 17)
            addSubview(b)
            return b
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        let w = bounds.width, h = min(bounds.height, Toolbar.height), m: Float = 8
        hairline.frame = Rect(x: 0, y: 0, width: w, height: 1)
        let widths = buttons.map { b in b.map { min(max(44, $0.intrinsicContentSize.width), w * 0.4) } }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let spaces = widths.filter { $0 == nil }.count
        let gaps = Float(max(0, buttons.count - 1)) * 4
        let share = spaces > 0 ? max(0, w - 2 * m - fixed - gaps) / Float(spaces) : 0
        var x = m
        for (i, b) in buttons.enumerated() {
            guard let b, let bw = widths[i] else { x += share + 4; continue }
            b.frame = Rect(x: x.rounded(), y: 0, width: bw, height: h)
            x += bw + 4
        }
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Toolbar.height) }

    open override var debugTreeDescription: String {
        "items=\((items ?? []).map { Toolbar.isSpace($0) ? "space" : ($0.title ?? "image") })"
    }
}
