/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Sendable, CaseIterable {
    /// No preference: follow the superview (a view), or light (a window).
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
