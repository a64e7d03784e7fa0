/// How the lines of attributed text are aligned and broken, as `NSParagraphStyle`: the
/// value of `NSAttributedString.Key.paragraphStyle`.
///
/// A label reads the paragraph style of the text's first character (UIKit lets each
/// paragraph have its own; Tactile applies one to the whole text). Make one with
/// ``MutableParagraphStyle``:
///
/// ```swift
/// let style = MutableParagraphStyle()
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
/// ```
///
/// The label copies the values when the text is set, as UIKit copies attributed text:
/// changing the style afterwards changes nothing until the text is set again. It is
/// `@unchecked Sendable` for the same reason `NSParagraphStyle` is: share it only once it is
/// filled in.
open class ParagraphStyle: Hashable, @unchecked Sendable {
    /// Horizontal alignment of each line.
    public internal(set) var alignment: TextAlignment = .left
    /// How lines that do not fit are broken and cut.
    public internal(set) var lineBreakMode: LineBreakMode = .byWordWrapping
    /// Extra points between lines (NaN, infinite or negative: 0; at most 1000).
    public internal(set) var lineSpacing: Float = 0

    /// The default style: left aligned, word wrapping, no extra spacing.
    public static let `default` = ParagraphStyle()

    /// Creates the default style.
    public init() {}

    public static func == (a: ParagraphStyle, b: ParagraphStyle) -> Bool {
        a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode && a.lineSpacing == b.lineSpacing
    }

    public func hash(into h: inout Hasher) {
        h.combine(alignment); h.combine(lineBreakMode); h.combine(lineSpacing)
    }

    static func cleanSpacing(_ v: Float) -> Float { v.isFinite ? min(1000, max(0, v)) : 0 }
}

/// A ``ParagraphStyle`` whose values can be set, as `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    /// Horizontal alignment of each line.
    public override var alignment: TextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines that do not fit are broken and cut.
    public override var lineBreakMode: LineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra points between lines (NaN, infinite or negative: 0; at most 1000).
    public override var lineSpacing: Float {
        get { super.lineSpacing }
        set { super.lineSpacing = ParagraphStyle.cleanSpacing(newValue) }
    }
}
