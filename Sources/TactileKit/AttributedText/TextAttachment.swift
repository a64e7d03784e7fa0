import Foundation

/// An image placed in attributed text as one character, as `NSTextAttachment`: the value of
/// `NSAttributedString.Key.attachment` on an object replacement character
/// (U+FFFC). ``TextView`` draws it inline on the line's baseline and moves the caret over it
/// as over one character. ``Label`` does not draw attachments.
///
/// ```swift
/// let attachment = TextAttachment()
/// attachment.image = photo
/// textView.textStorage.insert(NSAttributedString(attachment: attachment), at: textView.selectedRange.location)
/// ```
///
/// It is `@unchecked Sendable` as ``ParagraphStyle`` is: share it only once it is filled in.
open class TextAttachment: Hashable, @unchecked Sendable {
    /// The image drawn (`nil`: an empty box of ``bounds``' size).
    open var image: Image?
    /// Where the image is drawn, relative to the baseline (y up, as UIKit: a negative y moves
    /// it below the baseline); an empty size means the image's own size. Non-finite or
    /// negative sizes become 0, sizes and offsets are kept within ±10,000 points.
    open var bounds: Rect = .zero {
        didSet {
            func clean(_ v: Float, low: Float) -> Float { v.isFinite ? min(10_000, max(low, v)) : 0 }
            let c = Rect(x: clean(bounds.minX, low: -10_000), y: clean(bounds.minY, low: -10_000),
                         width: clean(bounds.width, low: 0), height: clean(bounds.height, low: 0))
            if c != bounds { bounds = c }
        }
    }

    /// Creates an attachment without an image.
    public init() {}

    /// Creates an attachment showing `image` at its own size.
    public convenience init(image: Image?) {
        self.init()
        self.image = image
    }

    /// The size it takes in a line: ``bounds``' size when set, else the image's.
    var displaySize: Size {
        if bounds.width > 0 || bounds.height > 0 { return bounds.size }
        guard let s = image?.size, s.width.isFinite, s.height.isFinite else { return .zero }
        return Size(width: min(10_000, max(0, s.width)), height: min(10_000, max(0, s.height)))
    }

    public static func == (a: TextAttachment, b: TextAttachment) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// The character an attachment stands on (U+FFFC, OBJECT REPLACEMENT CHARACTER).
    public static let character: Character = "\u{FFFC}"
}

extension NSAttributedString.Key {
    /// An inline image (a ``TextAttachment``) on an object replacement character, as UIKit's
    /// `.attachment`.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// One object replacement character carrying `attachment`, as UIKit's
    /// `NSAttributedString(attachment:)`.
    public convenience init(attachment: TextAttachment) {
        self.init(string: String(TextAttachment.character), attributes: [.attachment: attachment])
    }
}
