/// What a ``ContextMenuInteraction`` asks its app, as `UIContextMenuInteractionDelegate`.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a long press at `location` (in the interaction's view), or `nil` for none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration)
    /// The menu is about to close (chosen, tapped outside, or dismissed by code).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration)
}

extension ContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {}
}
