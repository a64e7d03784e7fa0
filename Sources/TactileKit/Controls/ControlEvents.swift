/// The events a control sends, as `UIControl.Event`; sets of them are registered with
/// ``ControlActions/addAction(for:_:)``.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A finger touched down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down (double tap and more); sent after ``touchDown``.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The finger moved and is still inside the tracking area.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The finger moved and is still outside the tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The finger moved from outside the tracking area to inside it.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The finger moved from inside the tracking area to outside it.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The finger lifted inside the tracking area: a tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The finger lifted outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system took the touch away.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a switch toggled, a slider moved).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action happened (a button tapped).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text field became first responder.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A text field's text changed through editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field stopped being first responder.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field (it resigns afterwards).
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents: ControlEvents = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                                       .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
    /// Every event.
    public static let allEvents: ControlEvents = allTouchEvents.union([.valueChanged, .primaryActionTriggered]).union(allEditingEvents)

    /// Each single event in the set, in the order above.
    public var members: [ControlEvents] {
        var out: [ControlEvents] = []
        var bits = rawValue
        while bits != 0 {
            let low = bits & -bits
            out.append(ControlEvents(rawValue: low))
            bits &= bits - 1
        }
        return out
    }

    static let names: [(ControlEvents, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    public var description: String {
        let parts = ControlEvents.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "[]" : parts.joined(separator: "|")
    }
}
