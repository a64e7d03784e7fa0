import Foundation

extension StyledText {
    /// The UTF-16 units read from a long `NSAttributedString` (enough for
    /// ``maximumLength`` characters of up to four units).
    static var maximumUnitsRead: Int { maximumLength * 4 }

    /// Reads an `NSAttributedString`'s runs and the attributes Tactile draws (keys it
    /// does not know are ignored; values of the wrong type too).
    init(_ attributed: NSAttributedString) {
        self.init()
        let length = attributed.length
        let read = min(length, Self.maximumUnitsRead)
        let ns = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: read), options: []) { attrs, range, _ in
            append(ns.substring(with: range), Self.attributes(attrs))
        }
        limit("NSAttributedString", alreadyCut: read < length)
    }

    /// Reads an `AttributedString`'s runs in Tactile's attribute scope.
    init(_ attributed: AttributedString) {
        self.init()
        var total = 0
        for run in attributed.runs {
            let chars = attributed[run.range].characters
            var a = TextRunAttributes()
            a.font = run.font
            a.foregroundColor = run.foregroundColor
            a.backgroundColor = run.backgroundColor
            a.underline = run.underlineStyle ?? []
            a.strikethrough = run.strikethroughStyle ?? []
            a.underlineColor = run.underlineColor
            a.strikethroughColor = run.strikethroughColor
            a.kern = TextRunAttributes.kern(from: run.kern)
            a.paragraph = TextRunAttributes.paragraph(run.paragraphStyle)
            let room = Self.maximumLength + 1 - total
            let head = chars.prefix(room)
            append(String(head), a)
            total += head.count
            if total > Self.maximumLength { break }
        }
        limit("AttributedString")
    }

    /// The drawn attributes in a UIKit attributes dictionary.
    static func attributes(_ attrs: [NSAttributedString.Key: Any]) -> TextRunAttributes {
        var a = TextRunAttributes()
        a.font = attrs[.font] as? Font
        a.foregroundColor = attrs[.foregroundColor] as? Color
        a.backgroundColor = attrs[.backgroundColor] as? Color
        a.underline = TextRunAttributes.lineStyle(from: attrs[.underlineStyle])
        a.strikethrough = TextRunAttributes.lineStyle(from: attrs[.strikethroughStyle])
        a.underlineColor = attrs[.underlineColor] as? Color
        a.strikethroughColor = attrs[.strikethroughColor] as? Color
        a.kern = TextRunAttributes.kern(from: attrs[.kern])
        a.paragraph = TextRunAttributes.paragraph(attrs[.paragraphStyle] as? ParagraphStyle)
        a.attachment = attrs[.attachment] as? TextAttachment
        return a
    }

    /// The runs as an `NSAttributedString` with UIKit's keys (what `attributedText` returns).
    var nsAttributedString: NSAttributedString {
        let out = NSMutableAttributedString(string: "")
        for r in runs {
            out.append(NSAttributedString(string: r.text, attributes: Self.dictionary(r.attributes)))
        }
        return out
    }

    static func dictionary(_ a: TextRunAttributes) -> [NSAttributedString.Key: Any] {
        var d: [NSAttributedString.Key: Any] = [:]
        if let v = a.font { d[.font] = v }
        if let v = a.foregroundColor { d[.foregroundColor] = v }
        if let v = a.backgroundColor { d[.backgroundColor] = v }
        if a.underline.rawValue != 0 { d[.underlineStyle] = a.underline.rawValue }
        if a.strikethrough.rawValue != 0 { d[.strikethroughStyle] = a.strikethrough.rawValue }
        if let v = a.underlineColor { d[.underlineColor] = v }
        if let v = a.strikethroughColor { d[.strikethroughColor] = v }
        if a.kern != 0 { d[.kern] = a.kern }
        if let v = a.attachment { d[.attachment] = v }
        if let p = a.paragraph {
            let s = MutableParagraphStyle()
            s.alignment = p.alignment; s.lineBreakMode = p.lineBreakMode; s.lineSpacing = p.lineSpacing
            d[.paragraphStyle] = s
        }
        return d
    }
}

extension NSAttributedString {
    /// An `NSAttributedString` with the runs and Tactile's attributes of an `AttributedString`
    /// (Foundation on Linux has no such conversion for other scopes), as on Apple platforms:
    /// `label.attributedText = NSAttributedString(attributedString)`.
    public convenience init(_ attributedString: AttributedString) {
        self.init(attributedString: StyledText(attributedString).nsAttributedString)
    }
}
