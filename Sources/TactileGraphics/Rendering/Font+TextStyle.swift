extension Font {
    /// The kinds of text Dynamic Type sizes, as `UIFont.TextStyle`.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// Whether iOS draws the style semibold (headline).
        var isBold: Bool { self == .headline }

        /// Apple's Dynamic Type sizes (points) of the style at each content size category,
        /// extraSmall ... accessibilityExtraExtraExtraLarge (the iOS HIG table).
        var sizes: [Float] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The style's size at `category`.
        public func size(for category: ContentSizeCategory) -> Float {
            let s = sizes
            return s[min(max(0, category.index), s.count - 1)]
        }
    }

    /// The system font for a text style at a given content size category.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory) -> Font {
        var f = systemFont(ofSize: style.size(for: category), weight: style.isBold ? .semibold : .regular)
        f.textStyle = style
        return f
    }
}
