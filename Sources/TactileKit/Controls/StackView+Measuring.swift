/// How a stack measures its arranged views: natural sizes, then the views' own size
/// constraints (fixed lengths, minimums and maximums, aspect ratios, lengths relative to the
/// stack), as the constraints UIKit's stack generates would settle them.
extension StackView {
    struct Item {
        let view: View
        var main: Float?     // natural length along the axis; nil: flexible
        var cross: Float?    // natural length across; nil: fills
        var minMain: Float
        /// The cross length from the final main length (an aspect ratio across the axis).
        var crossFromMain: ArrangedSizeRules.Link?
        /// The cross length is fixed by a constraint (not stretched by `.fill`).
        var crossIsFixed = false
        /// The main length is fixed by a constraint (an `==` length or an aspect ratio): the
        /// distribution does not grow or shrink it.
        var mainIsFixed = false
    }

    /// The visible arranged views measured. `crossLimit`: the content's cross length (0 when
    /// measuring without one); `content`: the content's size in the layout pass (lengths
    /// relative to the stack need it).
    func items(crossLimit: Float, content: Size? = nil) -> [Item] {
        arrangedSubviews.filter { !$0.isHidden }.map { item(for: $0, crossLimit: crossLimit, content: content) }
    }

    private func item(for v: View, crossLimit: Float, content: Size?) -> Item {
        let horizontal = axis == .horizontal
        var base: Item
        if let spacer = v as? Spacer {
            base = Item(view: v, main: nil, cross: nil, minMain: spacer.minLength)
        } else {
            let ics = v.intrinsicContentSize
            let hasW = ics.width != View.noIntrinsicMetric && ics.width.isFinite, hasH = ics.height != View.noIntrinsicMetric && ics.height.isFinite
            if !hasW && !hasH {
                base = Item(view: v, main: nil, cross: nil, minMain: 0)
            } else {
                // Labels and stacks answer for a width (text wraps); other views give their
                // intrinsic size (a plain view's sizeThatFits only returns its current size).
                let limit: Float = crossLimit.isFinite && crossLimit > 0 ? crossLimit : 0
                let fit: Size
                if v.fitsProposedSize {
                    fit = horizontal ? v.sizeThatFits(Size(width: 0, height: limit)) : v.sizeThatFits(Size(width: limit, height: 0))
                } else {
                    fit = ics
                }
                let w: Float? = hasW ? clean(fit.width) : nil, h: Float? = hasH ? clean(fit.height) : nil
                base = horizontal ? Item(view: v, main: w, cross: h, minMain: 0) : Item(view: v, main: h, cross: w, minMain: 0)
            }
        }
        guard v.layoutStateStorage?.constraints.isEmpty == false else { return base }
        let rules = v.arrangedSizeRules(in: self)
        return rules.isEmpty ? base : constrained(base, by: rules, crossLimit: crossLimit, content: content)
    }

    /// An item after its view's size constraints.
    private func constrained(_ base: Item, by rules: ArrangedSizeRules, crossLimit: Float, content: Size?) -> Item {
        var item = base
        let v = item.view, horizontal = axis == .horizontal
        var widthRules = rules.width, heightRules = rules.height
        if content != nil {
            let margins = layoutMargins
            for (own, theirs, link, throughMargins) in rules.fromContainer {
                var length = theirs == .width ? bounds.width : bounds.height
                if throughMargins { length -= theirs == .width ? margins.horizontal : margins.vertical }
                let rule = ArrangedSizeRules.Rule(relation: .equal, value: link.multiplier * length + link.constant, priority: link.priority)
                if own == .width { widthRules.append(rule) } else { heightRules.append(rule) }
            }
        }
        let (mainRules, crossRules) = horizontal ? (widthRules, heightRules) : (heightRules, widthRules)
        let mainAxis: LayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let crossAxis: LayoutConstraint.Axis = horizontal ? .vertical : .horizontal
        if !crossRules.isEmpty {
            let c = ArrangedSizeRules.apply(crossRules, natural: item.cross, hugging: v.contentHuggingPriority(for: crossAxis),
                                            compression: v.contentCompressionResistancePriority(for: crossAxis))
            if c.length != item.cross, let length = c.length { item.cross = length; item.crossIsFixed = true }
        }
        if !mainRules.isEmpty {
            let m = ArrangedSizeRules.apply(mainRules, natural: item.main, hugging: v.contentHuggingPriority(for: mainAxis),
                                            compression: v.contentCompressionResistancePriority(for: mainAxis))
            item.main = m.length
            item.minMain = max(item.minMain, m.minimum)
            item.mainIsFixed = mainRules.contains { $0.relation == .equal && $0.priority == .required }
        }
        // An aspect ratio: the main length from the cross length, or the other way round.
        let mainFromCross = horizontal ? rules.widthFromHeight : rules.heightFromWidth
        let crossFromMain = horizontal ? rules.heightFromWidth : rules.widthFromHeight
        if let link = mainFromCross, mainRules.allSatisfy({ $0.relation != .equal }) {
            // Measuring without a cross length, the last one arranged stands in (the stack
            // measures again when it changes: UIKit's two-pass layout of such views).
            let limit = crossLimit > 0 ? crossLimit : lastArrangedCross
            let fills = alignment == .fill && !item.crossIsFixed && limit > 0
            if let across = fills ? limit : (item.cross ?? (limit > 0 ? limit : nil)) {
                item.main = clean(link.multiplier * across + link.constant)
                item.mainIsFixed = link.priority == .required
            }
            hasCrossDependentItems = true
        } else if let link = crossFromMain, crossRules.allSatisfy({ $0.relation != .equal }) {
            item.crossFromMain = link
            if let main = item.main { item.cross = clean(link.multiplier * main + link.constant); item.crossIsFixed = true }
        }
        return item
    }

    func clean(_ v: Float) -> Float { v.isFinite ? max(0, min(v, SanitizeLimits.distance)) : 0 }

    /// The content's natural length along the axis and across, measured with `crossLimit`
    /// (0 or less, or NaN: none), once per outermost measurement (StackMeasureMemo).
    func naturalSize(crossLimit: Float) -> (main: Float?, cross: Float?) {
        let limit = crossLimit > 0 ? crossLimit : 0
        return StackMeasureMemo.size(of: self, crossLimit: limit) { measureNaturalSize(crossLimit: limit) }
    }

    private func measureNaturalSize(crossLimit: Float) -> (main: Float?, cross: Float?) {
        let list = items(crossLimit: crossLimit)
        let gaps = gaps(after: list.map(\.view)).reduce(0, +)
        let isFlexible = list.contains { $0.main == nil }
        let main = list.reduce(gaps) { $0 + ($1.main ?? $1.minMain) }
        let crosses = list.compactMap(\.cross)
        let i = arrangementInsets
        let (im, ic) = axis == .horizontal ? (i.horizontal, i.vertical) : (i.vertical, i.horizontal)
        return (isFlexible ? nil : main + im, crosses.isEmpty ? nil : (crosses.max() ?? 0) + ic)
    }

    /// The content's natural size; an axis with a flexible view (or no sized view across)
    /// has none.
    func measuredIntrinsicSize() -> Size {
        let n = naturalSize(crossLimit: 0)
        let none = View.noIntrinsicMetric
        return axis == .horizontal ? Size(width: n.main ?? none, height: n.cross ?? none)
                                   : Size(width: n.cross ?? none, height: n.main ?? none)
    }

    /// The content's natural size within `size` (labels wrap to a vertical stack's width).
    func measuredSize(fitting size: Size) -> Size {
        let i = arrangementInsets
        let crossLimit = axis == .horizontal ? size.height - i.vertical : size.width - i.horizontal
        let n = naturalSize(crossLimit: crossLimit)
        let main = n.main ?? (axis == .horizontal ? size.width : size.height)
        let cross = n.cross ?? (axis == .horizontal ? size.height : size.width)
        return axis == .horizontal ? Size(width: clean(main), height: clean(cross)) : Size(width: clean(cross), height: clean(main))
    }
}
