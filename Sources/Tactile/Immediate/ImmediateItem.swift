/// What happened to the last widget submitted (``UI/lastItem``).
public struct ImmediateItem: Hashable, Sendable {
    /// The widget's id.
    public var id: WidgetID
    /// Where it was laid out, in the UI's coordinates.
    public var frame: Rect
    /// `true` while at least one finger that started on it is down.
    public var isHeld: Bool
    /// `true` while a finger holds it and is inside it (drawn pressed).
    public var isPressed: Bool
    /// The number of fingers holding it.
    public var fingerCount: Int
    /// `true` in the frame its action fired (a button's release inside, or press when it
    /// fires on press).
    public var fired: Bool

    /// Nothing submitted yet.
    public static let none = ImmediateItem(id: .none, frame: .zero, isHeld: false, isPressed: false, fingerCount: 0, fired: false)
}
