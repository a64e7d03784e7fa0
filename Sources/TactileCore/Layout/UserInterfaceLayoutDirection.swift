/// The direction a layout reads in, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Leading is left (English, German …).
    case leftToRight
    /// Leading is right (Arabic, Hebrew, Persian …).
    case rightToLeft
}

/// How a view's content relates to the layout direction, as `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the direction around it (the default).
    case unspecified
    /// Media controls (play, rewind): always left to right.
    case playback
    /// Spatial controls (a directional pad): always left to right.
    case spatial
    /// Always left to right, and so is the content inside (unless it says otherwise).
    case forceLeftToRight
    /// Always right to left, and so is the content inside (unless it says otherwise).
    case forceRightToLeft
}
