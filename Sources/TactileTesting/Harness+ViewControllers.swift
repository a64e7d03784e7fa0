import Tactile

extension Harness {
    /// The window's root view controller.
    public var rootViewController: ViewController? { window.rootViewController }

    /// Advances the virtual clock frame by frame until no transition runs (pushes, pops,
    /// presentations, dismissals) in this harness's window, at most `limit` seconds; returns `true` when they all ended.
    @discardableResult
    public func waitForTransitions(limit: Double = 5) -> Bool {
        var waited = 0.0
        while engine.timers.runningTransitions > 0 && waited < limit {
            advance(by: frameInterval)
            waited += frameInterval
        }
        runFrame()
        return engine.timers.runningTransitions == 0
    }
}
