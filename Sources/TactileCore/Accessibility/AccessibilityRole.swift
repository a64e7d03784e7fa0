/// What kind of element a node of the ``AccessibilityTree`` is: derived from its traits (and
/// for text fields and progress bars, from the view), spoken after the label and exported
/// as the AT-SPI role.
public enum AccessibilityRole: String, Sendable, Hashable {
    case button = "button"
    /// A switch ("switch button", value read "on"/"off").
    case toggleButton = "switch button"
    /// A button of a tab bar ("Tab, 2 of 4").
    case tab = "tab"
    case link = "link"
    case searchField = "search field"
    case textField = "text field"
    case textArea = "text view"
    /// A slider, stepper or other value adjusted by swiping up and down.
    case adjustable = "adjustable"
    case progress = "progress"
    case header = "heading"
    case image = "image"
    case keyboardKey = "key"
    case staticText = "text"
    /// None of the above.
    case element = "element"

    /// The role a set of traits describes.
    public init(traits: AccessibilityTraits, inTabBar: Bool = false) {
        if traits.contains(.keyboardKey) { self = .keyboardKey }
        else if inTabBar && traits.contains(.button) { self = .tab }
        else if traits.contains(.toggleButton) { self = .toggleButton }
        else if traits.contains(.searchField) { self = .searchField }
        else if traits.contains(.button) { self = .button }
        else if traits.contains(.link) { self = .link }
        else if traits.contains(.adjustable) { self = .adjustable }
        else if traits.contains(.header) { self = .header }
        else if traits.contains(.image) { self = .image }
        else if traits.contains(.staticText) { self = .staticText }
        else { self = .element }
    }

    /// Whether an element of this role does something when activated (the audit wants a label).
    public var isInteractive: Bool {
        switch self {
        case .button, .toggleButton, .tab, .link, .searchField, .textField, .textArea, .adjustable, .keyboardKey: true
        default: false
        }
    }
}
