extension Window {
    /// Reads a theme file and makes it this window's ``theme``; on any error the window
    /// keeps its theme and the error (naming file, line and property) is thrown.
    public func loadTheme(contentsOfFile path: String) throws {
        theme = try Theme(contentsOfFile: path)
    }
}
