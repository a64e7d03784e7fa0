import Tactile

/// The kiosk's colours and type sizes: dark, high-contrast, large.
enum Palette {
    static let background = Color(r: 14, g: 21, b: 34)
    static let header = Color(r: 20, g: 29, b: 46)
    static let card = Color(r: 27, g: 38, b: 56)
    static let cardBorder = Color(r: 42, g: 56, b: 80)
    static let text = Color.white
    static let secondaryText = Color(r: 154, g: 166, b: 184)
    static let available = Color(r: 43, g: 182, b: 115)
    /// A switch's on track: the available green darkened until the white thumb on it has
    /// WCAG's 3:1 (4.2:1; on `available` it is 2.6:1).
    static let switchOn = Color(r: 30, g: 142, b: 87)
    static let busy = Color(r: 229, g: 72, b: 77)
    static let action = Color(r: 59, g: 130, b: 246)
    static let warning = Color(r: 245, g: 165, b: 36)
    static let neutral = Color(r: 51, g: 65, b: 90)

    static let title = Font(size: 30)
    static let big = Font(size: 44)
    static let body = Font(size: 20)
    static let small = Font(size: 16)
    static let button = Font(size: 24)
}
