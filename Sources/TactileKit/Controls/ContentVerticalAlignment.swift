/// Where a button places its image and title vertically, as
/// `UIControl.ContentVerticalAlignment`.
public enum ContentVerticalAlignment: String, Sendable, Hashable {
    /// Centred in the content area.
    case center
    /// Against the top edge of the content area.
    case top
    /// Against the bottom edge of the content area.
    case bottom
    /// The image and title take the content area's whole height.
    case fill
}
