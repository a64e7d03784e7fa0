import Tactile

extension Harness {
    /// Mouse wheel: scrolls `dx`, `dy` notches (SDL's precise values; positive y is away
    /// from the user) with the pointer at `point` (UI points), through SDL's wheel path,
    /// then runs a frame.
    public func wheel(dx: Float = 0, dy: Float, at point: Point) {
        let p = engine.displayTransform.outputPoint(fromUI: point)
        send(sdlEvent: SDLEventFactory.wheel(dx: dx, dy: dy, x: Harness.pixel(p.x), y: Harness.pixel(p.y)))
    }
}
