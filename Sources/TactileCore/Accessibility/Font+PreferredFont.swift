extension Font {
    /// The system font for a text style at the process's content size category
    /// (``Accessibility/preferredContentSizeCategory``), as `UIFont.preferredFont(forTextStyle:)`:
    /// body is 17 points at the default ``ContentSizeCategory/large``, 53 at the largest
    /// accessibility size; headline is bold.
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: Accessibility.preferredContentSizeCategory)
    }
}
