import Tactile

extension Harness {
    /// Creates a harness whose window's ``Window/rootViewController`` is `rootViewController`
    /// (its view loads, appears and fills the window).
    public convenience init(rootViewController: ViewController, size: Size = Size(width: 800, height: 480), scale: Float = 1,
                            rotation: DisplayRotation = .none, logicalSize: Size? = nil) {
        self.init(root: rootViewController.view, size: size, scale: scale, rotation: rotation, logicalSize: logicalSize)
        window.rootViewController = rootViewController
        runFrame()
    }

    /// The window's root view controller.
    public var rootViewController: ViewController? { window.rootViewController }

    /// Advances the virtual clock frame by frame until no transition runs (pushes, pops,
    /// presentations, dismissals), at most `limit` seconds; returns `true` when they all ended.
    @discardableResult
    public func waitForTransitions(limit: Double = 5) -> Bool {
        var waited = 0.0
        while TransitionActivity.running > 0 && waited < limit {
            advance(by: frameInterval)
            waited += frameInterval
        }
        runFrame()
        return TransitionActivity.running == 0
    }
}
