/// The mouse wheel and touchpad.
extension ScrollView {
    /// Scrolls by a wheel of `dx`, `dy` points (positive y: away from the user, which
    /// shows content above), within the scroll range; returns whether the content moved.
    /// A wheel that cannot move this view (at an edge, or along an axis it does not
    /// scroll) is left to the scroll view around it.
    func scrollByWheel(dx: Float, dy: Float) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, !isDragging, dx.isFinite, dy.isFinite else { return false }
        let limit = ScrollView.maximumContentLength
        var delta = Point(x: min(limit, max(-limit, dx)), y: min(limit, max(-limit, -dy)))
        let h = maximumOffset.x > minimumOffset.x + 0.01, v = maximumOffset.y > minimumOffset.y + 0.01
        if !h { delta.x = 0 }
        if !v { delta.y = 0 }
        let from = contentOffset
        let target = clampedOffset(Point(x: from.x + delta.x, y: from.y + delta.y))
        guard target != from else { return false }
        stopMotion(notify: false)
        contentOffset = target
        showIndicators()
        return true
    }
}
