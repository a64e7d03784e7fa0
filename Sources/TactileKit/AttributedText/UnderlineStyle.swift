/// How a run of attributed text is underlined or struck through, as `NSUnderlineStyle`
/// (the value of `NSAttributedString.Key.underlineStyle` and
/// `.strikethroughStyle`; UIKit code passes its
/// `rawValue`, an `Int`, which is read the same way).
///
/// Tactile draws ``single`` (a line as thick as the font's stroke, at least one point),
/// ``thick`` (twice that) and ``double`` (two thin lines); the dot and dash patterns are
/// accepted and drawn solid.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// Dotted (drawn solid here).
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// Dashed (drawn solid here).
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// Under words only, not the spaces between them.
    public static let byWord = UnderlineStyle(rawValue: 0x8000)

    /// Whether anything is drawn (the low byte names the line kind).
    var isVisible: Bool { rawValue & 0xFF != 0 }
    /// Whether two lines are drawn.
    var isDouble: Bool { rawValue & 0x0F == 0x09 }
    /// Whether the line is thick.
    var isThick: Bool { rawValue & 0x0F == 0x02 }
}
