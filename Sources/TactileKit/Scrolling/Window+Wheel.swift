extension Window {
    /// Scrolls the innermost scroll view under `point` (window coordinates) that can move
    /// in the wheel's direction, else the next one out; returns whether one scrolled.
    package func handleWheel(dx: Float, dy: Float, at point: Point) -> Bool {
        var v = hitTest(convert(point, from: nil), with: nil)
        while let current = v {
            if let scroll = current as? ScrollView, scroll.scrollByWheel(dx: dx, dy: dy) { return true }
            if let text = current as? TextView, text.scrollByWheel(dx: dx, dy: dy) { return true }
            v = current.superview
        }
        return false
    }
}
