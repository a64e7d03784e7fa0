import Foundation

extension NSAttributedString.Key {
    /// The colour filled behind a run (a ``Color``), as UIKit's `.backgroundColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A line through a run (an ``UnderlineStyle`` or its `Int` raw value), as `.strikethroughStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline's colour (a ``Color``; the text colour when absent), as `.underlineColor`.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's colour (a ``Color``; the text colour when absent), as `.strikethroughColor`.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Alignment, line breaking and spacing (a ``ParagraphStyle``), as `.paragraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
