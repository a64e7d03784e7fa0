/// Keys that scroll: Page Up/Down, Home/End and the up/down arrows, for a scroll view that
/// receives keys through the responder chain (a focused view inside it, or the app
/// forwarding them).
extension ScrollView {
    /// SDL key codes (`SDLK_*`: the scan code with bit 30 set).
    enum ScrollKey {
        static let home: Int32 = 74 | (1 << 30)
        static let pageUp: Int32 = 75 | (1 << 30)
        static let end: Int32 = 77 | (1 << 30)
        static let pageDown: Int32 = 78 | (1 << 30)
        static let down: Int32 = 81 | (1 << 30)
        static let up: Int32 = 82 | (1 << 30)
    }

    /// Scrolls for a key (a page is the visible height less 10%); returns whether the key
    /// was one that scrolls (others go on up the responder chain).
    func scroll(forKey code: Int32) -> Bool {
        guard isScrollEnabled, allowsScrolling(.vertical) else { return false }
        let page = max(1, bounds.height * 0.9)
        let o = contentOffset
        let lo = minimumOffset, hi = maximumOffset
        var y: Float
        switch code {
        case ScrollKey.pageDown: y = o.y + page
        case ScrollKey.pageUp: y = o.y - page
        case ScrollKey.home: y = lo.y
        case ScrollKey.end: y = hi.y
        case ScrollKey.down: y = o.y + 40
        case ScrollKey.up: y = o.y - 40
        default: return false
        }
        y = min(hi.y, max(lo.y, y))
        if y != o.y { setContentOffset(Point(x: o.x, y: y), animated: true) }
        return true
    }
}
