/// Where a button places its image and title horizontally, as
/// `UIControl.ContentHorizontalAlignment`.
public enum ContentHorizontalAlignment: String, Sendable, Hashable {
    /// Centred in the content area.
    case center
    /// Against the left edge of the content area.
    case left
    /// Against the right edge of the content area.
    case right
    /// The title takes all the width left by the image.
    case fill
}
