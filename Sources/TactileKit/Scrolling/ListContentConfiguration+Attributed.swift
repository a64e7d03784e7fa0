import Foundation

extension ListContentConfiguration {
    /// The main text with runs of fonts, colours and underlines, as
    /// `UIListContentConfiguration.attributedText`: when set it is shown instead of
    /// ``text`` (runs without a font or colour use ``textProperties``). The configuration
    /// keeps a copy, so it stays a `Sendable` value.
    public var attributedText: NSAttributedString? {
        get { styledText?.nsAttributedString }
        set { styledText = newValue.map { StyledText($0) } }
    }

    /// The secondary text with attributes, as `secondaryAttributedText`: shown instead of
    /// ``secondaryText`` when set.
    public var secondaryAttributedText: NSAttributedString? {
        get { styledSecondaryText?.nsAttributedString }
        set { styledSecondaryText = newValue.map { StyledText($0) } }
    }
}
