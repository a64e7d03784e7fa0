import Foundation

extension NSAttributedString.Key {
    /// The text's ``Font``, as UIKit's `NSAttributedString.Key.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's ``Color``, as `.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra points between characters (a `Float` or `Double`), as `.kern`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (any non-zero `Int`), as `.underlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

/// How `String.boundingRect(with:options:attributes:context:)` measures, as
/// `NSStringDrawingOptions`.
public struct StringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the width and measure every line (without it: one line).
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    /// Accepted for source compatibility; line heights already include the font's leading.
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    /// Accepted for source compatibility.
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

extension String {
    /// The size of the text on one line in the attributes' font (`.font`;
    /// the default font when there is none), plus any `.kern`, as
    /// `NSString.size(withAttributes:)`. It needs no renderer or window (headless tests,
    /// code that runs before the app) and matches what a ``Label`` draws at one pixel per
    /// point.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> Size {
        let font = String.font(in: attributes)
        var s = TextMetrics.size(of: self, font: font)
        let kern = String.kern(in: attributes)
        if kern != 0 { s.width = Swift.max(0, s.width + kern * Float(Swift.max(0, count - 1))) }
        return Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The rectangle the text takes when wrapped to `size.width` (with
    /// `.usesLineFragmentOrigin`; one line without it), at most
    /// `size.height` tall, as `NSString.boundingRect(with:options:attributes:context:)`.
    /// Non-finite or non-positive widths mean no limit.
    @MainActor
    public func boundingRect(with size: Size, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: Any? = nil) -> Rect {
        let font = String.font(in: attributes)
        let maxWidth: Float? = size.width.isFinite && size.width > 0 ? size.width : nil
        let lineHeight = TextMetrics.lineHeight(of: font)
        guard options.contains(.usesLineFragmentOrigin) else {
            let one = self.size(withAttributes: attributes)
            return Rect(x: 0, y: 0, width: one.width, height: one.height)
        }
        let lines = TextLayout.lines(for: self, maxWidth: maxWidth, maxLines: 0, lineBreakMode: .byWordWrapping) {
            TextMetrics.size(of: $0, font: font).width
        }
        let width = lines.map { TextMetrics.size(of: $0, font: font).width }.max() ?? 0
        var height = Float(Swift.max(1, lines.count)) * lineHeight
        if size.height.isFinite, size.height > 0 { height = Swift.min(height, size.height) }
        return Rect(x: 0, y: 0, width: width.rounded(.up), height: height.rounded(.up))
    }

    static func font(in attributes: [NSAttributedString.Key: Any]?) -> Font {
        (attributes?[.font] as? Font) ?? Font.default
    }

    static func kern(in attributes: [NSAttributedString.Key: Any]?) -> Float {
        let v = attributes?[.kern]
        let k = (v as? Float) ?? (v as? Double).map(Float.init) ?? (v as? Int).map(Float.init) ?? 0
        return k.isFinite ? Swift.max(-100, Swift.min(100, k)) : 0
    }
}
