/// Answers from the prepared arrays: the elements in a rectangle found by binary search
/// over lines and sections, so a scrolled frame costs what is on screen.
extension CollectionViewFlowLayout {
    func flowAttributes(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var found: [CollectionElement] = []
        flowElements(in: rect, into: &found)
        return found.map { e in
            let a = e.kind.map { CollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: e.indexPath) }
                ?? CollectionViewLayoutAttributes(forCellWith: e.indexPath)
            a.frame = e.frame
            a.zIndex = e.zIndex
            return a
        }
    }

    func flowAttributesForItem(at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? {
        guard let f = itemFrame(at: indexPath) else { return nil }
        let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = f
        return a
    }

    func flowAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: ListIndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let f = supplementaryFrame(elementKind, section: indexPath.section)
        guard f.width > 0 || f.height > 0 else { return nil }
        let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        a.frame = f
        a.zIndex = 10
        return a
    }

    func itemFrame(at ip: ListIndexPath) -> Rect? {
        guard sections.indices.contains(ip.section), ip.item >= 0, ip.item < sections[ip.section].count else { return nil }
        return itemFrames[sections[ip.section].firstItem + ip.item]
    }

    /// A header's or footer's frame; a pinned header follows the visible top.
    func supplementaryFrame(_ kind: String, section s: Int) -> Rect {
        let sec = sections[s]
        if kind == CollectionView.elementKindSectionFooter { return sec.footer }
        guard kind == CollectionView.elementKindSectionHeader else { return .zero }
        var f = sec.header
        guard sectionHeadersPinToVisibleBounds, mirrorMain < 0, let cv = collectionView, f.width > 0 || f.height > 0 else { return f }
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        let top = vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left
        let footerLength = vertical ? sec.footer.height : sec.footer.width
        let length = vertical ? f.height : f.width
        let pinned = min(max(sec.start, top), sec.end - footerLength - length)
        if vertical { f.origin.y = max(sec.start, pinned) } else { f.origin.x = max(sec.start, pinned) }
        return f
    }

    func flowElements(in rect: Rect, into out: inout [CollectionElement]) {
        let vertical = scrollDirection == .vertical
        var lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        if mirrorMain >= 0 { (lo, hi) = (mirrorMain - hi, mirrorMain - lo) }  // lines keep unmirrored positions
        // The first line ending after `lo`.
        var a = 0, b = lines.count
        while a < b { let m = (a + b) / 2; if lines[m].end <= lo { a = m + 1 } else { b = m } }
        var li = a
        while li < lines.count && lines[li].start < hi {
            let line = lines[li]
            for g in line.firstItem..<(line.firstItem + line.count) where itemFrames[g].intersects(rect) {
                out.append(CollectionElement(kind: nil, indexPath: ListIndexPath(item: g - sections[line.section].firstItem, section: line.section), frame: itemFrames[g]))
            }
            li += 1
        }
        // Sections overlapping the range: their headers and footers.
        a = 0; b = sections.count
        while a < b { let m = (a + b) / 2; if sections[m].end <= lo { a = m + 1 } else { b = m } }
        var s = a
        while s < sections.count && sections[s].start < hi {
            appendSupplementary(CollectionView.elementKindSectionHeader, section: s, in: rect, into: &out)
            appendSupplementary(CollectionView.elementKindSectionFooter, section: s, in: rect, into: &out)
            s += 1
        }
    }

    private func appendSupplementary(_ kind: String, section s: Int, in rect: Rect, into out: inout [CollectionElement]) {
        let f = supplementaryFrame(kind, section: s)
        if (f.width > 0 || f.height > 0) && f.intersects(rect) {
            out.append(CollectionElement(kind: kind, indexPath: ListIndexPath(item: 0, section: s), frame: f, zIndex: 10))
        }
    }
}
