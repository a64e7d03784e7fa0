import Tactile

/// The gallery's demonstration colours, each dark enough for white text at WCAG AA (4.5:1):
/// iOS's system colours (white on systemGreen is 2.2:1, on systemBlue 4.0:1) are darkened to
/// their high-contrast variants, so the gallery passes the audit with contrast checked.
enum GalleryPalette {
    /// #0062CC, white on it 5.8:1 (the default theme's accent).
    static let blue = Color(r: 0, g: 98, b: 204)
    /// #1E7B34, white on it 5.3:1.
    static let green = Color(r: 30, g: 123, b: 52)
    /// #C93400 (iOS's high-contrast orange), white on it 5.3:1.
    static let orange = Color(r: 201, g: 52, b: 0)
    /// #8944AB (iOS's high-contrast purple), white on it 6.0:1.
    static let purple = Color(r: 137, g: 68, b: 171)
    /// #5856D6 (systemIndigo), white on it 5.7:1.
    static let indigo = Color(r: 88, g: 86, b: 214)
    /// #0058B9, on the gray and tinted button fills (#E5E5EA, #CEE0F8) 5.1:1 and more.
    static let deepBlue = Color(r: 0, g: 88, b: 185)
}
