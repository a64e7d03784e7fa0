extension DisplayLink {
    /// Creates a running link calling `callback` once per frame of `engine` (the current
    /// engine when `nil`; with no engine at all, the link never fires).
    public convenience init(engine: Engine? = nil, _ callback: @escaping @MainActor (DisplayLink) -> Void) {
        self.init(context: engine ?? Engine.current, callback)
    }
}
