/// The drawn attributes of one run of attributed text, read once from an
/// `NSAttributedString` or `AttributedString` and sanitised (a value, so a label or a cell
/// configuration keeps a copy, as UIKit copies attributed text).
///
/// `nil` font and colour mean "the view's own" (the label's ``Label/font`` and
/// ``Label/textColor`` at draw time).
struct TextRunAttributes: Hashable, Sendable {
    var font: Font?
    var foregroundColor: Color?
    var backgroundColor: Color?
    var underline: UnderlineStyle = []
    var strikethrough: UnderlineStyle = []
    var underlineColor: Color?
    var strikethroughColor: Color?
    /// Extra points after each character, clamped to -1000...1000 (NaN and infinities: 0).
    var kern: Float = 0
    var paragraph: ParagraphValues?
    /// An inline image (``TextView`` draws it; ``Label`` does not).
    var attachment: TextAttachment?

    /// A paragraph style's values (the class is copied into a value).
    struct ParagraphValues: Hashable, Sendable {
        var alignment: TextAlignment
        var lineBreakMode: LineBreakMode
        var lineSpacing: Float
    }

    /// The largest kern kept, in points either way.
    static let maximumKern: Float = 1000

    /// A kern value from any number type UIKit code passes; a clear diagnostic for
    /// NaN and infinities, which become 0.
    static func kern(from value: Any?) -> Float {
        guard let value else { return 0 }
        let k: Float
        switch value {
        case let v as Float: k = v
        case let v as Double: k = Float(v)
        case let v as Int: k = Float(v)
        default:
            Diagnostics.report("attributed text: kern \(value) is not a number; ignored")
            return 0
        }
        guard k.isFinite else {
            Diagnostics.report("attributed text: kern \(k) is not finite; 0 used")
            return 0
        }
        return min(maximumKern, max(-maximumKern, k))
    }

    /// An underline or strikethrough style from an ``UnderlineStyle`` or its `Int` raw value.
    static func lineStyle(from value: Any?) -> UnderlineStyle {
        switch value {
        case let v as UnderlineStyle: return v
        case let v as Int: return UnderlineStyle(rawValue: v)
        default: return []
        }
    }

    static func paragraph(_ style: ParagraphStyle?) -> ParagraphValues? {
        style.map { ParagraphValues(alignment: $0.alignment, lineBreakMode: $0.lineBreakMode,
                                    lineSpacing: ParagraphStyle.cleanSpacing($0.lineSpacing)) }
    }
}
