/// What a theme last put into a view's plain properties (background, radius, border …), so
/// a new theme changes them only where code did not set them since.
struct ThemeRecord {
    var applied: [String: StyleValue] = [:]

    /// Whether the theme may set `key` now: the property still holds what the last theme
    /// put there (or its default, when no theme set it yet).
    func mayApply(_ key: String, current: StyleValue, default def: StyleValue) -> Bool {
        current == (applied[key] ?? def)
    }
}
