/// Who set a styled value: code (a property setter, ``View/setStyleValue(_:for:)``) or a
/// theme. A value set in code wins over the theme's, whatever theme comes next.
public enum StyleSource: Sendable, Hashable {
    /// Set by app code; themes leave it alone.
    case code
    /// Set by the window's theme; replaced when the theme changes.
    case theme
}
