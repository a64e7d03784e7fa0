/// What an accessibility element is and what state it is in, as `UIAccessibilityTraits`:
/// combine them (`[.button, .selected]`). The screen reader speaks them after the label and
/// value ("Save, button", "Wi-Fi, switch button, on").
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: AccessibilityTraits = []
    /// Something that does an action when activated.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a page or location.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content into sections (a section header, a screen's title).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// Currently selected (a tab, a row, a segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard (the screen reader types it when the finger lifts off it).
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change and cannot be activated.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary read when the screen appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Disabled: the screen reader says "dimmed".
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    /// Its label or value changes often (a clock, a progress): not re-read on every change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// Adjusted by ``View/accessibilityIncrement()`` / ``View/accessibilityDecrement()``
    /// (a slider; the screen reader's swipe up and down).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    /// Touches go straight to the element while the screen reader runs (a drawing pad, a piano).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// Activating it turns the page (an e-book).
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar: its button children are read as "Tab, 2 of 4".
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// A button with an on and an off state (a switch, iOS 17's `toggleButton`): a value of
    /// "1" is read "on", "0" "off".
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
}

extension AccessibilityTraits {
    private static let allNamed: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
        (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
        (.staticText, "staticText"), (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"), (.toggleButton, "toggleButton"),
    ]

    /// The traits' names, comma-separated ("button,selected").
    static func names(_ traits: AccessibilityTraits) -> String {
        allNamed.filter { traits.contains($0.0) }.map(\.1).joined(separator: ",")
    }
}
