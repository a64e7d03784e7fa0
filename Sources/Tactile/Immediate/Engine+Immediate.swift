extension Engine {
    /// Adds an immediate-mode layer on top of the others (or at `index`) and returns it.
    /// Retained views its content creates with ``UI/view(size:frame:fileID:line:column:make:)``
    /// are added to the window.
    @discardableResult
    public func addImmediateLayer(style: ImmediateStyle? = nil, at index: Int? = nil,
                                  content: @escaping (UI) -> Void) -> ImmediateLayer {
        let layer = ImmediateLayer(style: style, content: content)
        layer.ui.viewHost = window
        addLayer(layer, at: index)
        return layer
    }
}
