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
        set {
            let v = newValue.isFinite ? max(0, newValue) : 0
            let old = spacingSlot.value()
            spacingSlot.set(v, by: .code)
            if old != v { arrangementDidChange() }
        }
    }

    /// Space between the stack's edges and its views.
    public var insets: EdgeInsets {
        get { insetsSlot.value() }
        set { let v = newValue.sanitized; let old = insetsSlot.value(); insetsSlot.set(v, by: .code); if old != v { arrangementDidChange() } }
    }

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
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; as in UIKit it stays a subview (call
    /// `removeFromSuperview()` to remove it entirely, which also takes it out).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    private func arrangementDidChange() {
        invalidateIntrinsicContentSize()
    }

    // MARK: Measuring

    private struct Item {
        let view: View
        var main: Float?     // natural length along the axis; nil: flexible
        var cross: Float?    // natural length across; nil: fills
        var minMain: Float
    }

    private func items(crossLimit: Float) -> [Item] {
        arrangedSubviews.filter { !$0.isHidden }.map { v in
            if let spacer = v as? Spacer { return Item(view: v, main: nil, cross: nil, minMain: spacer.minLength) }
            let ics = v.intrinsicContentSize
            let hasW = ics.width != View.noIntrinsicMetric, hasH = ics.height != View.noIntrinsicMetric
            if !hasW && !hasH { return Item(view: v, main: nil, cross: nil, minMain: 0) }
            // Labels and stacks answer for a width (text wraps); other views give their
            // intrinsic size (a plain view's sizeThatFits only returns its current size).
            let limit: Float = crossLimit.isFinite && crossLimit > 0 ? crossLimit : 0
            let fit: Size
            if v.fitsProposedSize {
                fit = axis == .horizontal ? v.sizeThatFits(Size(width: 0, height: limit))
                                          : v.sizeThatFits(Size(width: limit, height: 0))
            } else {
                fit = ics
            }
            let w: Float? = hasW ? clean(fit.width) : nil, h: Float? = hasH ? clean(fit.height) : nil
            return axis == .horizontal ? Item(view: v, main: w, cross: h, minMain: 0) : Item(view: v, main: h, cross: w, minMain: 0)
        }
    }

    private func clean(_ v: Float) -> Float { v.isFinite ? max(0, v) : 0 }

    private func naturalSize(crossLimit: Float) -> (main: Float?, cross: Float?) {
        let list = items(crossLimit: crossLimit)
        let gaps = spacing * Float(max(0, list.count - 1))
        let isFlexible = list.contains { $0.main == nil }
        let main = list.reduce(gaps) { $0 + ($1.main ?? $1.minMain) }
        let crosses = list.compactMap(\.cross)
        let (im, ic) = axis == .horizontal ? (insets.horizontal, insets.vertical) : (insets.vertical, insets.horizontal)
        return (isFlexible ? nil : main + im, crosses.isEmpty ? nil : (crosses.max() ?? 0) + ic)
    }

    /// The content's natural size; an axis with a flexible view (or no sized view across)
    /// has none.
    /// A stack answers for a proposed size (its wrapping labels do).
    open override var fitsProposedSize: Bool { true }
    /// A stack's layout follows its arranged views' natural sizes.
    open override var layoutDependsOnSubviewSizes: Bool { true }

    open override var intrinsicContentSize: Size {
        let n = naturalSize(crossLimit: 0)
        let none = View.noIntrinsicMetric
        return axis == .horizontal ? Size(width: n.main ?? none, height: n.cross ?? none)
                                   : Size(width: n.cross ?? none, height: n.main ?? none)
    }

    /// The content's natural size within `size` (labels wrap to a vertical stack's width).
    open override func sizeThatFits(_ size: Size) -> Size {
        let crossLimit = axis == .horizontal ? size.height - insets.vertical : size.width - insets.horizontal
        let n = naturalSize(crossLimit: crossLimit)
        let main = n.main ?? (axis == .horizontal ? size.width : size.height)
        let cross = n.cross ?? (axis == .horizontal ? size.height : size.width)
        return axis == .horizontal ? Size(width: clean(main), height: clean(cross)) : Size(width: clean(cross), height: clean(main))
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = Rect(origin: .zero, size: bounds.size).inset(by: insets)
        let horizontal = axis == .horizontal
        let mainLen = max(0, horizontal ? content.width : content.height)
        let crossLen = max(0, horizontal ? content.height : content.width)
        let list = items(crossLimit: crossLen)
        guard !list.isEmpty else { return }
        let n = Float(list.count)
        let gaps = spacing * (n - 1)
        var sizes = [Float](repeating: 0, count: list.count)
        var gap = spacing
        /// Each view's start along the axis (from the content's start), when not one gap apart.
        var starts: [Float]?

        func fillSizes() {
            let fixed = list.reduce(Float(0)) { $0 + ($1.main ?? $1.minMain) }
            let free = mainLen - gaps - fixed
            let flex = list.indices.filter { list[$0].main == nil }
            for i in list.indices { sizes[i] = list[i].main ?? list[i].minMain }
            let axisName: LayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            if free >= 0 {
                // As UIKit: views without a natural size stretch; otherwise the lowest content
                // hugging priority takes the spare length (shared evenly on a tie).
                let growing = flex.isEmpty ? lowest(list.indices, by: { list[$0].view.contentHuggingPriority(for: axisName) }) : flex
                for i in growing { sizes[i] += free / Float(growing.count) }
            } else {
                // A shortfall comes out of the lowest compression resistance first.
                var missing = -free
                var remaining = Array(list.indices.filter { list[$0].main != nil })
                while missing > 0.001 && !remaining.isEmpty {
                    let level = lowest(remaining, by: { list[$0].view.contentCompressionResistancePriority(for: axisName) })
                    let total = level.reduce(Float(0)) { $0 + sizes[$1] }
                    let cut = min(missing, total)
                    for i in level where total > 0 { sizes[i] -= cut * sizes[i] / total }
                    missing -= cut
                    remaining.removeAll { level.contains($0) }
                }
            }
        }

        switch distribution {
        case .fillEqually:
            let each = max(0, (mainLen - gaps) / n)
            for i in list.indices { sizes[i] = each }
        case .fill:
            fillSizes()
        case .equalSpacing:
            for i in list.indices { sizes[i] = list[i].main ?? list[i].minMain }
            let total = sizes.reduce(0, +)
            if total + gaps > mainLen {
                fillSizes()
            } else if list.count > 1 {
                gap = (mainLen - total) / (n - 1)
            }
        case .fillProportionally:
            let natural = list.map { $0.main ?? $0.minMain }
            let total = natural.reduce(0, +)
            if total > 0 {
                for i in list.indices { sizes[i] = max(0, (mainLen - gaps) * natural[i] / total) }
            } else {
                fillSizes()
            }
        case .equalCentering:
            for i in list.indices { sizes[i] = list[i].main ?? list[i].minMain }
            if list.count > 1 {
                // Centres from the first view's to the last one's, equally apart.
                let first = sizes[0] / 2, last = mainLen - sizes[list.count - 1] / 2
                let step = (last - first) / (n - 1)
                var s: [Float] = []
                var fits = true
                for i in list.indices {
                    s.append(first + Float(i) * step - sizes[i] / 2)
                    if i > 0 && s[i] - (s[i - 1] + sizes[i - 1]) < spacing - 0.001 { fits = false }
                }
                if fits { starts = s } else { fillSizes() }
            }
        }

        // Right to left, a row runs from the right edge and a column's leading is the right.
        let rtl = isRightToLeft
        var cursor = horizontal ? content.minX : content.minY
        // Baseline alignment: each view's baseline offset from its top, at its natural height.
        let baseline = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        var baselines: [Float] = []
        if baseline {
            for (i, item) in list.enumerated() {
                var h = item.cross ?? crossLen
                if item.view.heightDependsOnWidth { h = item.view.sizeThatFits(Size(width: max(1, sizes[i]), height: 0)).height }
                let isLabel = item.view is Label
                baselines.append(alignment == .firstBaseline ? (isLabel ? item.view.firstBaselineOffsetFromTop : h)
                                                             : h - (isLabel ? item.view.lastBaselineOffsetFromBottom : 0))
            }
        }
        let lowestBaseline = baselines.max() ?? 0
        for (i, item) in list.enumerated() {
            if let starts { cursor = (horizontal ? content.minX : content.minY) + starts[i] }
            let start = cursor.rounded(), end = (cursor + sizes[i]).rounded()
            cursor += sizes[i] + gap
            var natural = item.cross
            if horizontal, item.view.heightDependsOnWidth {
                // A wrapping label in a row is as tall as its text at the width it got.
                natural = item.view.sizeThatFits(Size(width: max(1, sizes[i]), height: 0)).height
            }
            let fills = alignment == .fill || (!horizontal && (alignment == .firstBaseline || alignment == .lastBaseline))
            var cross = fills ? crossLen : min(crossLen, natural ?? crossLen)
            cross = cross.rounded()
            let crossStart: Float
            let c0 = horizontal ? content.minY : content.minX
            let flipCross = rtl && !horizontal
            switch alignment {
            case .fill: crossStart = c0
            case .leading: crossStart = flipCross ? c0 + crossLen - cross : c0
            case .center: crossStart = (c0 + (crossLen - cross) / 2).rounded()
            case .trailing: crossStart = flipCross ? c0 : c0 + crossLen - cross
            case .firstBaseline, .lastBaseline:
                crossStart = baseline ? (c0 + lowestBaseline - baselines[i]).rounded() : c0
            }
            var frame = horizontal
                ? Rect(x: start, y: crossStart, width: max(0, end - start), height: cross)
                : Rect(x: crossStart, y: start, width: cross, height: max(0, end - start))
            if rtl && horizontal { frame.origin.x = bounds.width - frame.maxX }
            item.view.frame = frame
        }
    }

    /// The indices whose priority is the lowest.
    private func lowest(_ indices: some Sequence<Int>, by priority: (Int) -> LayoutPriority) -> [Int] {
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
