extension ScreenReader {
    /// The view an item is or is drawn by.
    static func view(of item: any AccessibilityItem) -> View? {
        (item as? View) ?? (item as? AccessibilityElement)?.accessibilityContainer
    }

    /// Swiping past the last visible row of a list (or before the first): as VoiceOver, the
    /// scroll views around the focused element (nearest first) scroll on by about a row, the
    /// rows that came in are laid out, and the first element beyond the focused one (the last
    /// before it, going back) is returned; `nil` when nothing scrolled or nothing new came.
    func scrollPast(_ current: any AccessibilityItem, step: Int) -> AccessibilityNode? {
        var v = ScreenReader.view(of: current)?.superview
        while let c = v {
            if let scroll = c as? ScrollView, let n = scrollPast(current, in: scroll, step: step) { return n }
            v = c.superview
        }
        return nil
    }

    private func scrollPast(_ current: any AccessibilityItem, in scroll: ScrollView, step: Int) -> AccessibilityNode? {
        let f = scroll.convert(current.accessibilityFrame, from: nil)   // content coordinates
        guard f.isFinite, f.height > 0 else { return nil }
        let reveal = step > 0 ? Rect(x: f.minX, y: f.maxY, width: f.width, height: f.height)
                              : Rect(x: f.minX, y: f.minY - f.height, width: f.width, height: f.height)
        let before = scroll.contentOffset
        scroll.scrollRectToVisible(reveal, animated: false)
        guard scroll.contentOffset != before else { return nil }
        scroll.layoutIfNeeded()
        let inside = tree.nodes.filter { n in ScreenReader.view(of: n.item).map { $0.isDescendant(of: scroll) } ?? false }
        func contentFrame(_ n: AccessibilityNode) -> Rect { scroll.convert(n.frame, from: nil) }
        let found = step > 0 ? inside.first { contentFrame($0).minY >= f.maxY - 1 }
                             : inside.last { contentFrame($0).maxY <= f.minY + 1 }
        if found == nil { scroll.contentOffset = before; scroll.layoutIfNeeded() }
        return found
    }

    /// Whether the node at `index` of `nodes` lies in a scroll view around `item` (then
    /// moving to it needs no scrolling of that view).
    static func sharesScrollView(_ item: any AccessibilityItem, with next: any AccessibilityItem) -> Bool {
        var v = view(of: item)?.superview
        guard let other = view(of: next) else { return false }
        while let c = v {
            if c is ScrollView { return other.isDescendant(of: c) }
            v = c.superview
        }
        return true   // not in a scroll view: nothing to scroll
    }
}
