/// A plane that scrolls with the mouse wheel (the immediate UI's scroll regions).
@MainActor
protocol WheelHandling: AnyObject {
    /// Scrolls what is under `point` by a wheel of `dx`, `dy` points (positive y: away from
    /// the user); returns whether something scrolled.
    func handleWheel(dx: Float, dy: Float, at point: Point) -> Bool
}

extension Engine {
    /// Sends a wheel or touchpad scroll to the top-most plane under the pointer: an
    /// immediate scroll region there, else (when no plane above covers the pointer) the
    /// innermost scroll view of the retained tree. Non-finite deltas are dropped.
    func routeWheel(dx: Float, dy: Float, at point: Point) {
        guard dx.isFinite, dy.isFinite, point.isFinite, dx != 0 || dy != 0 else { return }
        for plane in planes.reversed() {
            if plane === windowPlane {
                if window.handleWheel(dx: dx, dy: dy, at: point) { setNeedsFrame() }
                return
            }
            // A plane above the tree that covers the pointer takes the wheel, as it takes
            // touches there (a wheel over an immediate panel does not scroll a list beneath).
            guard plane.claimsTouch(at: point) else { continue }
            if let wheel = plane as? WheelHandling, wheel.handleWheel(dx: dx, dy: dy, at: point) { setNeedsFrame() }
            return
        }
    }
}
