extension Engine {
    /// Adds a game's world as a layer (at the bottom by default, beneath the retained tree
    /// and any immediate layer), clears the window's background so the world shows through,
    /// and starts continuous frames with updates at `rate` steps a second.
    @discardableResult
    public func addGameLayer(_ game: Game, rate: Double = 60, at index: Int = 0) -> GameLayer {
        let layer = GameLayer(game: game, rate: rate)
        layer.engine = self
        window.backgroundColor = nil
        addLayer(layer, at: index)
        layer.resume()
        return layer
    }
}
