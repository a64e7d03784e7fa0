/// A list row's text, secondary text and image as one value, as
/// `UIListContentConfiguration` (iOS 14): get one from
/// ``ListCell/defaultContentConfiguration()``, fill it and set
/// ``ListCell/contentConfiguration``.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = contact.name
/// content.secondaryText = contact.phone
/// content.image = avatar
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: Equatable, Sendable {
    /// Which arrangement the configuration draws.
    public enum Kind: Equatable, Sendable {
        /// Text only (the secondary text, when set, goes under it).
        case cell
        /// Text over smaller secondary text.
        case subtitleCell
        /// Text at the leading edge, secondary text at the trailing edge of the same line.
        case valueCell
    }

    /// How one text draws, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Equatable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines (0: as many as the text needs); negative becomes 0.
        public var numberOfLines: Int = 1 { didSet { numberOfLines = max(0, numberOfLines) } }
        /// The alignment.
        public var alignment: TextAlignment = .left
    }

    /// How the image draws, as `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Equatable, Sendable {
        /// A tint for template images (`nil`: the tint colour).
        public var tintColor: Color?
        /// The largest size the image is drawn at (zero: its own size, at most the row's
        /// height); NaN and negative become 0.
        public var maximumSize: Size = .zero { didSet { maximumSize = ListContentConfiguration.clamp(maximumSize) } }
        /// The corner radius of the image.
        public var cornerRadius: Float = 0 { didSet { cornerRadius = cornerRadius.isFinite ? min(1000, max(0, cornerRadius)) : 0 } }
    }

    /// The arrangement.
    public var kind: Kind
    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The attributed texts, kept as values (ListContentConfiguration+Attributed.swift).
    var styledText: StyledText?
    var styledSecondaryText: StyledText?
    /// The image at the leading edge.
    public var image: Image?
    /// How ``text`` draws.
    public var textProperties: TextProperties
    /// How ``secondaryText`` draws.
    public var secondaryTextProperties: TextProperties
    /// How ``image`` draws.
    public var imageProperties = ImageProperties()
    /// Points between the image and the texts (16 by default).
    public var imageToTextPadding: Float = 16 { didSet { imageToTextPadding = imageToTextPadding.isFinite ? min(1000, max(0, imageToTextPadding)) : 0 } }
    /// Points between the text and the secondary text under it.
    public var textToSecondaryTextVerticalPadding: Float = 3 {
        didSet { textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding.isFinite ? min(1000, max(0, textToSecondaryTextVerticalPadding)) : 0 }
    }

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: Font(size: 17), color: .label)
        switch kind {
        case .cell, .subtitleCell:
            secondaryTextProperties = TextProperties(font: Font(size: 15), color: .secondaryLabel)
        case .valueCell:
            secondaryTextProperties = TextProperties(font: Font(size: 17), color: .secondaryLabel, alignment: .right)
        }
    }

    /// A default cell's: text only.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(kind: .cell) }
    /// A subtitle cell's: text over smaller grey secondary text.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(kind: .subtitleCell) }
    /// A value cell's: text, and grey secondary text at the trailing edge.
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(kind: .valueCell) }

    static func clamp(_ s: Size) -> Size {
        func c(_ v: Float) -> Float { v.isFinite ? min(10_000, max(0, v)) : 0 }
        return Size(width: c(s.width), height: c(s.height))
    }
}
