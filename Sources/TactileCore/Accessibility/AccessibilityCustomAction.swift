/// An extra action the screen reader offers on an element (swipe up or down to choose,
/// double-tap to run), as `UIAccessibilityCustomAction` with its block form.
@MainActor
public final class AccessibilityCustomAction {
    /// What the screen reader says for the action ("Delete").
    public var name: String
    /// Runs the action; returns whether it succeeded.
    public var handler: @MainActor (AccessibilityCustomAction) -> Bool

    /// Creates an action named `name` that runs `handler`.
    public init(name: String, handler: @escaping @MainActor (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.handler = handler
    }
}
