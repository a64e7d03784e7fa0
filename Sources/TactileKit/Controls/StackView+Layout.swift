/// Arranging: lengths along the axis by the distribution, then placement across it.
extension StackView {
    func arrange() {
        let content = Rect(origin: .zero, size: bounds.size).inset(by: arrangementInsets)
        let horizontal = axis == .horizontal
        let mainLen = max(0, horizontal ? content.width : content.height)
        let crossLen = max(0, horizontal ? content.height : content.width)
        let list = items(crossLimit: crossLen, content: content.size)
        if crossLen != lastArrangedCross {
            lastArrangedCross = crossLen
            // An aspect ratio's length along the axis follows the cross length: measure again.
            if hasCrossDependentItems { invalidateIntrinsicContentSize() }
        }
        guard !list.isEmpty else { return }
        let n = Float(list.count)
        var after = gaps(after: list.map(\.view))
        let gaps = after.reduce(0, +)
        var sizes = [Float](repeating: 0, count: list.count)
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
                // Views whose length a required constraint fixes keep it (all fixed: the rest stays empty).
                let unfixed = list.indices.filter { !list[$0].mainIsFixed }
                let growing = flex.isEmpty ? lowest(unfixed, by: { list[$0].view.contentHuggingPriority(for: axisName) }) : flex
                for i in growing { sizes[i] += free / Float(growing.count) }
            } else {
                // A shortfall comes out of the lowest compression resistance first.
                var missing = -free
                var remaining = Array(list.indices.filter { list[$0].main != nil && !list[$0].mainIsFixed })
                if remaining.isEmpty { remaining = Array(list.indices.filter { list[$0].main != nil }) }
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
                // Equal gaps, none under its spacing (a custom spacing is a minimum here).
                let gap = (mainLen - total) / (n - 1)
                if after.dropLast().allSatisfy({ $0 <= gap + 0.001 }) {
                    for i in 0..<(list.count - 1) { after[i] = gap }
                }
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
                    if i > 0 && s[i] - (s[i - 1] + sizes[i - 1]) < after[i - 1] - 0.001 { fits = false }
                }
                if fits { starts = s } else { fillSizes() }
            }
        }
        place(list, sizes: sizes, after: after, starts: starts, in: content)
    }

    /// Sets the frames: along the axis from `sizes` and the gaps `after` each view (or
    /// `starts`), across it by the alignment.
    private func place(_ list: [Item], sizes: [Float], after: [Float], starts: [Float]?, in content: Rect) {
        let horizontal = axis == .horizontal
        let crossLen = max(0, horizontal ? content.height : content.width)
        // Right to left, a row runs from the right edge and a column's leading is the right.
        let rtl = isRightToLeft
        var cursor = horizontal ? content.minX : content.minY
        // Each view's cross length at its main length.
        let naturals: [Float?] = list.indices.map { i in
            let item = list[i]
            if let link = item.crossFromMain { return clean(link.multiplier * sizes[i] + link.constant) }
            if horizontal, item.view.heightDependsOnWidth, !item.crossIsFixed {
                // A wrapping label in a row is as tall as its text at the width it got.
                return item.view.sizeThatFits(Size(width: max(1, sizes[i]), height: 0)).height
            }
            return item.cross
        }
        // Baseline alignment: each view's baseline offset from its top, at its natural height.
        let baseline = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        var baselines: [Float] = []
        if baseline {
            for (i, item) in list.enumerated() {
                let h = naturals[i] ?? crossLen
                let isLabel = item.view is Label
                baselines.append(alignment == .firstBaseline ? (isLabel ? item.view.firstBaselineOffsetFromTop : h)
                                                             : h - (isLabel ? item.view.lastBaselineOffsetFromBottom : 0))
            }
        }
        let lowestBaseline = baselines.max() ?? 0
        for (i, item) in list.enumerated() {
            if let starts { cursor = (horizontal ? content.minX : content.minY) + starts[i] }
            let start = cursor.rounded(), end = (cursor + sizes[i]).rounded()
            cursor += sizes[i] + after[i]
            let natural = naturals[i]
            let fixed = item.crossIsFixed || item.crossFromMain != nil
            let fills = !fixed && (alignment == .fill || (!horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)))
            var cross = fills ? crossLen : min(crossLen, natural ?? crossLen)
            cross = cross.rounded()
            let crossStart: Float
            let c0 = horizontal ? content.minY : content.minX
            let flipCross = rtl && !horizontal
            switch alignment {
            case .fill: crossStart = fixed ? (flipCross ? c0 + crossLen - cross : c0) : c0
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
}
