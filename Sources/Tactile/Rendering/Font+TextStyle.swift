extension Font {
    /// UIKit's text styles, as `UIFont.TextStyle`.
    public enum TextStyle: String, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// UIKit's point size at the default (Large) content size.
        public var pointSize: Float {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            }
        }

        /// UIKit's weight: headline is semibold, the others regular.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for a text style at UIKit's default size (body 17, headline 17
    /// semibold, footnote 13 …), as `UIFont.preferredFont(forTextStyle:)`. Tactile has no
    /// Dynamic Type setting: the sizes are those of the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        systemFont(ofSize: style.pointSize, weight: style.weight)
    }
}
