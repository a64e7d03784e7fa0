/// A layer that scrolls with the mouse wheel (the immediate UI's scroll regions).
@MainActor
protocol WheelHandling: AnyObject {
    /// Scrolls what is under `point` by a wheel of `dx`, `dy` points (positive y: away from
    /// the user); returns whether something scrolled.
    func handleWheel(dx: Float, dy: Float, at point: Point) -> Bool
}

extension Engine {
    /// Sends a wheel or touchpad scroll to the top-most layer under the pointer that
    /// scrolls with it: an immediate scroll region, else the innermost scroll view of the
    /// retained tree. Non-finite deltas are dropped.
    func routeWheel(dx: Float, dy: Float, at point: Point) {
        guard dx.isFinite, dy.isFinite, point.isFinite, dx != 0 || dy != 0 else { return }
        for layer in layers.reversed() {
            if layer === windowLayer {
                if window.handleWheel(dx: dx, dy: dy, at: point) { setNeedsFrame() }
                return
            }
            if let wheel = layer as? WheelHandling, layer.claimsTouch(at: point),
               wheel.handleWheel(dx: dx, dy: dy, at: point) {
                setNeedsFrame()
                return
            }
        }
    }
}
