extension Engine {
    /// Adds a game's world as a plane (at the bottom by default, beneath the retained tree
    /// and any immediate plane), clears the window's background so the world shows through,
    /// and starts continuous frames with updates at `rate` steps a second.
    @discardableResult
    public func addGamePlane(_ game: Game, rate: Double = 60, at index: Int = 0) -> GamePlane {
        let plane = GamePlane(game: game, rate: rate)
        plane.engine = self
        window.backgroundColor = nil
        addPlane(plane, at: index)
        plane.resume()
        return plane
    }
}
