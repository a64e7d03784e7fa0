/// UIScrollView's defaults: a container that scrolls by a page (the screen reader's
/// three-finger swipes) and announces "Page 2 of 5".
extension ScrollView: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }

    package func defaultAccessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        let page = bounds.size
        guard page.width > 0, page.height > 0 else { return false }
        var target = contentOffset
        switch direction {
        case .up, .next: target.y += page.height
        case .down, .previous: target.y -= page.height
        case .left: target.x += page.width
        case .right: target.x -= page.width
        }
        let clamped = clampedOffset(target)
        guard clamped != contentOffset else { return false }
        setContentOffset(clamped, animated: false)
        let vertical = direction != .left && direction != .right
        let length = vertical ? contentSize.height : contentSize.width
        let size = vertical ? page.height : page.width
        let offset = vertical ? contentOffset.y : contentOffset.x
        let pages = max(1, Int((length / size).rounded(.up)))
        let current = min(pages, Int((offset / size).rounded()) + 1)
        Accessibility.post(notification: .pageScrolled, argument: "Page \(current) of \(pages)")
        return true
    }
}
