/// The direction of a screen-reader scroll (three-finger swipe), as `UIAccessibilityScrollDirection`.
public enum AccessibilityScrollDirection: Sendable, Hashable {
    /// Content moves right: shows what is to the left.
    case right
    /// Content moves left: shows what is to the right.
    case left
    /// Content moves up: shows what is below (a three-finger swipe up).
    case up
    /// Content moves down: shows what is above.
    case down
    /// The next page.
    case next
    /// The previous page.
    case previous
}
