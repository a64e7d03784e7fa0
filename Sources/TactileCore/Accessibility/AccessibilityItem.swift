/// What the screen reader, the accessibility tree and the audit read of an element: a
/// ``View`` or an ``AccessibilityElement`` (something drawn without a view). The members are
/// UIKit's informal `UIAccessibility` protocol, prefix dropped.
@MainActor
public protocol AccessibilityItem: AnyObject {
    /// Whether assistive technology sees this as one element (its children are then not read).
    var isAccessibilityElement: Bool { get }
    /// A short name, without the role ("Save", not "Save button").
    var accessibilityLabel: String? { get }
    /// The current value ("50%", "1" for a switch that is on, a text field's text).
    var accessibilityValue: String? { get }
    /// What activating does, read after a pause ("Books the room for 30 minutes").
    var accessibilityHint: String? { get }
    /// What the element is and its state.
    var accessibilityTraits: AccessibilityTraits { get }
    /// The element's rectangle in window coordinates (where the focus ring is drawn).
    var accessibilityFrame: Rect { get }
    /// A name for tests and scripts, never spoken.
    var accessibilityIdentifier: String? { get }
    /// Extra actions offered on the element.
    var accessibilityCustomActions: [AccessibilityCustomAction] { get }
    /// Does the element's main action (the screen reader's double-tap); `false` when it has none.
    func accessibilityActivate() -> Bool
    /// Raises an ``AccessibilityTraits/adjustable`` element's value one step.
    func accessibilityIncrement()
    /// Lowers an ``AccessibilityTraits/adjustable`` element's value one step.
    func accessibilityDecrement()
    /// Scrolls by a page in `direction`; `true` when it scrolled.
    func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool
    /// Dismisses or goes back (the screen reader's two-finger scrub); `true` when it did.
    func accessibilityPerformEscape() -> Bool
}
