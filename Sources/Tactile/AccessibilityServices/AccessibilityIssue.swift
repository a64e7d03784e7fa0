/// One finding of ``AccessibilityAudit``.
public struct AccessibilityIssue: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An interactive element (button, switch, field…) with no label.
        case unlabeled
        /// An interactive element smaller than ``Accessibility/minimumTouchTarget`` on a side.
        case smallTouchTarget
        /// Text whose contrast with its background is under WCAG 2.1 AA (4.5:1, 3:1 large text).
        case lowContrast
        /// A part that identifies a control or shows its state (a switch's or slider's
        /// track, a text field's box, a checkmark, the selected segment, page dots) with less
        /// than 3:1 against the colour next to it (WCAG 2.1 AA, 1.4.11 non-text contrast).
        case lowNonTextContrast
        /// An interactive element that another view covers at its centre (a touch there misses it).
        case hidden
        /// The reading order goes back up the screen (custom ``View/accessibilityElements``).
        case focusOrder
        /// A label's text does not fit it (cut with "…" or clipped): what large Dynamic Type
        /// sizes do to fixed-size layouts.
        case clippedText
    }

    /// What is wrong.
    public let kind: Kind
    /// The element or text, as the snapshot line or `Label "text"`.
    public let element: String
    /// Details (the measured size or ratio).
    public let detail: String
    /// Where, in window coordinates.
    public let frame: Rect

    public var description: String { "\(kind.rawValue): \(element) — \(detail)" }
}
