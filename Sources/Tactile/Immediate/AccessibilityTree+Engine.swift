extension AccessibilityTree {
    /// Reads an engine's window and, above it, its immediate-mode planes' widgets.
    public init(engine: Engine) {
        var items: [any AccessibilityItem] = []
        for case let plane as ImmediatePlane in engine.planes where !plane.isHidden {
            for e in plane.ui.accessibility.items(in: engine.window) { items.append(e) }
        }
        self.init(root: engine.window, appending: items)
    }
}
