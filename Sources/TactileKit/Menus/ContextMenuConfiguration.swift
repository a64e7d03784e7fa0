/// What a context menu shows, as `UIContextMenuConfiguration`: an optional custom preview
/// and the menu, both made when the menu opens.
///
/// ```swift
/// func contextMenuInteraction(_ interaction: ContextMenuInteraction,
///                             configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
///     ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         Menu(children: [Action(title: "Share") { _ in share() }])
///     }
/// }
/// ```
@MainActor
public final class ContextMenuConfiguration {
    /// Makes the view controller shown as the preview (`nil`: the interaction's view is lifted).
    public typealias PreviewProvider = () -> ViewController?
    /// Makes the menu from suggested actions (always empty in Tactile).
    public typealias ActionProvider = ([MenuElement]) -> Menu?

    /// An identifier the app chooses to tell configurations apart.
    public let identifier: AnyHashable?
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// Creates a configuration; both providers are called when the menu opens.
    public init(identifier: AnyHashable? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
