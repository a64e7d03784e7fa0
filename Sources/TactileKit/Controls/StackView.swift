/// A view that lines up its arranged views in a row or a column, as `UIStackView`: no
/// hand-computed frames, so a screen lays out on 800x480 and 480x800 alike.
///
/// Hidden arranged views collapse (take no room and no spacing). Stacks nest: a stack's
/// natural size is its content's. Views with a natural size (labels, buttons, images,
/// stacks) keep it along the axis; views without one (``Spacer``, plain views) stretch.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [cancel, Spacer(), ok])
/// row.axis = .horizontal
/// row.spacing = 12
/// ```
@MainActor
open class StackView: View, StyleApplying {
    /// The views the stack lays out, in order.
    public private(set) var arrangedSubviews: [View] = []
    private var spacingSlot = StyleSlot(Float(8))
    private var insetsSlot = StyleSlot(EdgeInsets.zero)

    /// Row or column.
    public var axis: Axis = .vertical { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// Placement across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// Sharing of the length along the axis.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }

    /// Space between neighbouring visible views (8 by default).
    public var spacing: Float {
        get { spacingSlot.value() }
        set { if spacingSlot.setByCode(newValue.isFinite ? max(0, newValue) : 0) { arrangementDidChange() } }
    }

    /// Space between the stack's edges and its views (Tactile's; with
    /// ``isLayoutMarginsRelativeArrangement`` the ``View/layoutMargins`` come on top).
    public var insets: EdgeInsets {
        get { insetsSlot.value() }
        set { if insetsSlot.setByCode(newValue.sanitized) { arrangementDidChange() } }
    }

    /// Whether the arranged views sit inside the stack's ``View/layoutMargins`` (as
    /// `UIStackView`; `false` by default: they reach the edges, or ``insets``).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Custom spacing after an arranged view, by view.
    var customSpacings: [ObjectIdentifier: Float] = [:]
    /// The cross length of the last arrangement (aspect ratios measure with it).
    var lastArrangedCross: Float = 0
    /// Whether an arranged view's length along the axis follows the cross length.
    var hasCrossDependentItems = false

    /// Creates a stack with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [View], axis: Axis = .vertical, spacing: Float = 8) {
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
        for v in views { addArrangedSubview(v) }
    }

    // MARK: Arrangement

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `index` (clamped), adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report("StackView: a stack cannot arrange itself or one of its ancestors; ignored")
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        // As UIKit: the stack places the view; the view's own size constraints still count.
        view.translatesAutoresizingMaskIntoConstraints = false
        view.setArrangedByStack(true)
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; as in UIKit it stays a subview (call
    /// `removeFromSuperview()` to remove it entirely, which also takes it out).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        view.setArrangedByStack(false)
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangementDidChange() {
        invalidateIntrinsicContentSize()
    }

    // MARK: Measuring and layout (StackView+Measuring, StackView+Layout)

    /// A stack answers for a proposed size (its wrapping labels do).
    open override var fitsProposedSize: Bool { true }
    /// A stack's layout follows its arranged views' natural sizes.
    open override var layoutDependsOnSubviewSizes: Bool { true }

    /// The content's natural size (arranged views' natural sizes and size constraints, the
    /// spacing and insets); an axis with a flexible view (or no sized view across) has none.
    open override var intrinsicContentSize: Size { measuredIntrinsicSize() }

    /// The content's natural size within `size` (labels wrap to a vertical stack's width).
    open override func sizeThatFits(_ size: Size) -> Size { measuredSize(fitting: size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrange()
    }

    /// The indices whose priority is the lowest.
    func lowest(_ indices: some Sequence<Int>, by priority: (Int) -> LayoutPriority) -> [Int] {
        let all = Array(indices)
        guard let min = all.map(priority).min() else { return [] }
        return all.filter { priority($0) == min }
    }

    // MARK: Theme

    /// Spacing and insets.
    open class var styleProperties: [StyleBinding] {
        View.viewStyleProperties + [
            StyleBinding(.spacing, \StackView.spacingSlot) { $0.arrangementDidChange() },
            StyleBinding(.insets, \StackView.insetsSlot) { $0.arrangementDidChange() },
        ]
    }

    open class var styleTypeNames: [String] { ["View", "StackView"] }
}
