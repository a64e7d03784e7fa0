extension View {
    /// Whether `point` (bounds coordinates) lies within the view's bounds grown, where a side
    /// is shorter, to ``Accessibility/minimumTouchTarget`` around its centre: small controls
    /// (a stepper, a segmented control, a page control, a switch) take touches a finger can hit.
    public func isInsideMinimumTouchTarget(_ point: Point) -> Bool {
        let m = Accessibility.minimumTouchTarget
        let dx = max(0, (m - bounds.width) / 2), dy = max(0, (m - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}
