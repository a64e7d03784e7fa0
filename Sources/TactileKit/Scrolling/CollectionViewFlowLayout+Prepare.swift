/// The flow algorithm: sections, lines and item frames, computed once per prepare (a
/// reload, a resize, an update), in "main" (the scroll direction) and "cross" coordinates.
extension CollectionViewFlowLayout {
    func prepareFlow() {
        mirrorWidth = -1
        mirrorMain = -1
        sections.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        itemFrames.removeAll(keepingCapacity: true)
        contentSize = .zero
        guard let cv = collectionView else { return }
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        let crossTotal = max(0, vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom)
        let flow = cv.delegate as? CollectionViewDelegateFlowLayout
        // Right to left, a vertical flow fills its lines from the right (UIKit flips it).
        mirrorWidth = vertical && cv.isRightToLeft ? crossTotal : -1
        var main: Float = 0
        for s in 0..<cv.numberOfSections {
            let n = cv.numberOfItems(inSection: s)
            let si = (flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset).sanitized
            let lineSpacing = Self.clean(flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing, fallback: 10)
            let interSpacing = Self.clean(flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing, fallback: 10)
            let header = Self.clean(flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize, fallback: .zero)
            let footer = Self.clean(flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize, fallback: .zero)
            var section = Section(firstItem: itemFrames.count, count: n, start: main)
            let headerMain = vertical ? header.height : header.width
            if headerMain > 0 { section.header = frame(main: main, cross: 0, mainLength: headerMain, crossLength: crossTotal) }
            main += headerMain
            let (mainStart, mainEnd) = vertical ? (max(0, si.top), max(0, si.bottom)) : (max(0, si.left), max(0, si.right))
            let (crossStart, crossEnd) = vertical ? (max(0, si.left), max(0, si.right)) : (max(0, si.top), max(0, si.bottom))
            let available = max(0, crossTotal - crossStart - crossEnd)
            main += mainStart
            var i = 0
            while i < n {
                // Fill a line with what fits.
                lineSizes.removeAll(keepingCapacity: true)
                var used: Float = 0
                while i < n {
                    var size = itemSize(ListIndexPath(item: i, section: s), flow: flow, in: cv)
                    let crossLength = vertical ? size.width : size.height
                    if crossLength > available {  // wider than the section: cut to it (UIKit logs and misbehaves)
                        cv.reportOnce("flowItemTooLarge", "CollectionViewFlowLayout: item \(ListIndexPath(item: i, section: s)) is larger than the section's \(available) points across; cut to fit")
                        if vertical { size.width = available } else { size.height = available }
                    }
                    let c = vertical ? size.width : size.height
                    if !lineSizes.isEmpty && used + interSpacing + c > available + 0.001 { break }
                    // Zero-width items with no spacing would fill one endless line (searched each frame).
                    if lineSizes.count >= CollectionViewFlowLayout.maximumItemsPerLine { break }
                    used += (lineSizes.isEmpty ? 0 : interSpacing) + c
                    lineSizes.append(size)
                    i += 1
                }
                let count = lineSizes.count
                let isLast = i == n
                var depth: Float = 0
                var sum: Float = 0
                for z in lineSizes { depth = max(depth, vertical ? z.height : z.width); sum += vertical ? z.width : z.height }
                var cross = crossStart
                var gap = interSpacing
                if count == 1 && !(isLast && i > 1) {
                    cross += (available - sum) / 2
                } else if !isLast && count > 1 {
                    gap = (available - sum) / Float(count - 1)
                }
                lines.append(Line(section: s, firstItem: itemFrames.count, count: count, start: main, end: main + depth))
                for z in lineSizes {
                    let (m, c) = vertical ? (z.height, z.width) : (z.width, z.height)
                    itemFrames.append(frame(main: main + (depth - m) / 2, cross: cross, mainLength: m, crossLength: c))
                    cross += c + gap
                }
                main += depth
                if !isLast { main += lineSpacing }
            }
            main += mainEnd
            let footerMain = vertical ? footer.height : footer.width
            if footerMain > 0 { section.footer = frame(main: main, cross: 0, mainLength: footerMain, crossLength: crossTotal) }
            main += footerMain
            section.end = main
            sections.append(section)
        }
        contentSize = vertical ? Size(width: crossTotal, height: main) : Size(width: main, height: crossTotal)
        // Right to left, a horizontal flow starts at the right end.
        if !vertical && cv.isRightToLeft {
            mirrorMain = main
            for i in itemFrames.indices { itemFrames[i].origin.x = main - itemFrames[i].maxX }
            for i in sections.indices {
                if sections[i].header.width > 0 { sections[i].header.origin.x = main - sections[i].header.maxX }
                if sections[i].footer.width > 0 { sections[i].footer.origin.x = main - sections[i].footer.maxX }
            }
        }
    }

    /// One item's size: the delegate's, a self-sized cell's, or ``itemSize``.
    private func itemSize(_ ip: ListIndexPath, flow: CollectionViewDelegateFlowLayout?, in cv: CollectionView) -> Size {
        if estimatedItemSize != .zero {
            let estimate = estimatedItemSize == CollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
            return Self.clean(cv.measureItem(at: ip, estimate: estimate), fallback: itemSize)
        }
        guard let flow else { return itemSize }
        return Self.clean(flow.collectionView(cv, layout: self, sizeForItemAt: ip), fallback: itemSize)
    }

    func frame(main: Float, cross: Float, mainLength: Float, crossLength: Float) -> Rect {
        scrollDirection == .vertical ? Rect(x: mirrorWidth >= 0 ? mirrorWidth - cross - crossLength : cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
}
