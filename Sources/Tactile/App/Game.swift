/// A game run by a ``GamePlane``: fixed-step updates, drawing of its world, and the
/// touches nothing above it claimed.
@MainActor
public protocol Game: AnyObject {
    /// Advances the simulation by one fixed step of `dt` seconds.
    func update(dt: Double)
    /// Draws the world. `interpolation` (0..<1) is how far time is between the last step
    /// and the next: draw moving things at `previous + (current - previous) * interpolation`.
    func draw(in renderer: Renderer, interpolation: Double)
    /// A finger that went down on nothing above the game (no immediate widget, no retained
    /// view), and its later changes. Locations are in UI points.
    func handleTouch(_ input: TouchInput)
    /// Whether the game takes a finger landing at `point` even when planes beneath it would
    /// (only matters when the game plane is not the bottom one). Default: `false`.
    func claimsTouch(at point: Point) -> Bool
}

extension Game {
    public func handleTouch(_ input: TouchInput) {}
    public func claimsTouch(at point: Point) -> Bool { false }
}
