/// What an app tells the screen reader, as `UIAccessibility.Notification`; post it with
/// ``Accessibility/post(notification:argument:)``.
public enum AccessibilityNotification: Sendable, Hashable {
    /// A new screen appeared: the reader re-reads the tree and focuses the argument (an
    /// element) or the first element, speaking it (or the argument when it is a `String`).
    case screenChanged
    /// Part of the screen changed: the reader re-reads the tree and focuses the argument
    /// when it is an element (else keeps its focus when still there).
    case layoutChanged
    /// Speak the argument (a `String`) after what is being spoken.
    case announcement
    /// A scroll by page happened: speak the argument ("Page 2 of 5").
    case pageScrolled
}
