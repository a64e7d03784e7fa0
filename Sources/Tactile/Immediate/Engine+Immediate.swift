extension Engine {
    /// Adds an immediate-mode plane on top of the others (or at `index`) and returns it.
    /// Retained views its content creates with ``UI/view(size:frame:fileID:line:column:make:)``
    /// are added to the window.
    @discardableResult
    public func addImmediatePlane(style: ImmediateStyle? = nil, at index: Int? = nil,
                                  content: @escaping (UI) -> Void) -> ImmediatePlane {
        let plane = ImmediatePlane(style: style, content: content)
        plane.ui.viewHost = window
        addPlane(plane, at: index)
        return plane
    }
}
