import Foundation

extension Button {
    /// A button's content and look as one value, as `UIButton.Configuration` (iOS 15): a
    /// style (``plain()``, ``tinted()``, ``gray()``, ``filled()``, ``bordered()``,
    /// ``borderedProminent()``), a title and subtitle, an image placed beside, above or
    /// below them, insets, a corner style and base colours. The button derives its
    /// highlighted and disabled looks from it (``updated(for:)``).
    ///
    /// ```swift
    /// var config = Button.Configuration.filled()
    /// config.title = "Send"
    /// config.image = arrow
    /// config.imagePlacement = .trailing
    /// config.imagePadding = 8
    /// config.cornerStyle = .capsule
    /// let send = Button(configuration: config)
    /// ```
    ///
    /// Every number is clamped to 0...1000 (NaN becomes 0), so no value traps or overflows
    /// a layout.
    public struct Configuration: Equatable, Sendable {
        /// Which of UIKit's predefined looks the configuration started from.
        public enum Style: Equatable, Sendable {
            case plain, tinted, gray, filled
        }
        /// A size class that sets the default fonts, insets and dynamic corner radius.
        public enum Size: Equatable, Sendable {
            case mini, small, medium, large
        }
        /// How the corners are rounded, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Equatable, Sendable {
            /// The radius depends on ``Configuration/buttonSize``.
            case dynamic
            /// ``BackgroundConfiguration/cornerRadius`` exactly.
            case fixed
            /// 4, 8 or 12 points.
            case small, medium, large
            /// Half the height: a pill.
            case capsule
        }
        /// Where the image sits relative to the title, as `NSDirectionalRectEdge`.
        public enum ImagePlacement: Equatable, Sendable {
            case leading, trailing, top, bottom
        }
        /// How title and subtitle lines align with each other.
        public enum TitleAlignment: Equatable, Sendable {
            case automatic, leading, center, trailing
        }

        /// The predefined look this configuration started from.
        public var style: Style
        /// The title (`nil` or empty: none).
        public var title: String? {
            didSet { if let a = attributedTitle, String(a.characters) != (title ?? "") { attributedTitle = nil } }
        }
        /// The title with runs of fonts, colours and underlines (Tactile's attribute scope,
        /// `AttributedString`), as UIKit's `attributedTitle`: it replaces ``title`` (and sets
        /// it to its characters); setting ``title`` to other text removes it. Runs without a
        /// font or colour use the configuration's.
        public var attributedTitle: AttributedString? {
            didSet { if let a = attributedTitle { let s = String(a.characters); if title != s { title = s } } }
        }
        /// A second, smaller line under the title.
        public var subtitle: String? {
            didSet { if let a = attributedSubtitle, String(a.characters) != (subtitle ?? "") { attributedSubtitle = nil } }
        }
        /// The subtitle with attributes, as `attributedSubtitle`: it replaces ``subtitle``
        /// (and sets it to its characters), as ``attributedTitle`` does the title.
        public var attributedSubtitle: AttributedString? {
            didSet { if let a = attributedSubtitle { let s = String(a.characters); if subtitle != s { subtitle = s } } }
        }
        /// The image, tinted with the foreground colour when it is a white template.
        public var image: Image?
        /// Where the image sits relative to the title.
        public var imagePlacement: ImagePlacement = .leading
        /// Points between the image and the title.
        public var imagePadding: Float = 0 { didSet { imagePadding = Configuration.clamp(imagePadding) } }
        /// Points between the title and the subtitle.
        public var titlePadding: Float = 0 { didSet { titlePadding = Configuration.clamp(titlePadding) } }
        /// How title and subtitle align (automatic: centred, leading beside a leading image).
        public var titleAlignment: TitleAlignment = .automatic
        /// Space between the edges and the content; set by ``buttonSize`` until set here.
        public var contentInsets: DirectionalEdgeInsets {
            get { customInsets ?? buttonSize.contentInsets }
            set { customInsets = Configuration.clamp(newValue) }
        }
        private var customInsets: DirectionalEdgeInsets?
        /// The size class: fonts, default insets, dynamic corner radius.
        public var buttonSize: Size = .medium
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The fill: `nil` takes the style's from ``baseBackgroundColor``.
        public var background = BackgroundConfiguration()
        /// The colour the style derives its fill from (`nil`: the tint colour, systemBlue).
        public var baseBackgroundColor: Color?
        /// The colour the style derives title, subtitle and image colours from.
        public var baseForegroundColor: Color?
        /// Shows a spinning activity indicator in the image's place.
        public var showsActivityIndicator = false
        /// The title font (`nil`: the size class's, 17 points at medium).
        public var titleFont: Font?
        /// The subtitle font (`nil`: the size class's, 15 points at medium).
        public var subtitleFont: Font?

        init(style: Style) { self.style = style }

        /// No background; title and image in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A translucent tint-coloured background; title and image in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A light grey background; title and image in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background; title and image in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The grey bordered look (SwiftUI's `.bordered`): ``gray()``.
        public static func bordered() -> Configuration { gray() }
        /// The prominent bordered look: ``filled()``.
        public static func borderedProminent() -> Configuration { filled() }
        /// The tinted bordered look: ``tinted()``.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The borderless look: ``plain()``.
        public static func borderless() -> Configuration { plain() }

        static func clamp(_ v: Float) -> Float { v.isFinite ? min(1000, max(0, v)) : 0 }
        static func clamp(_ i: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: clamp(i.top), leading: clamp(i.leading), bottom: clamp(i.bottom), trailing: clamp(i.trailing))
        }
    }

    /// A background's fill, corners and outline, as `UIBackgroundConfiguration`.
    public struct BackgroundConfiguration: Equatable, Sendable {
        /// The fill (`nil`: the button configuration's style decides).
        public var backgroundColor: Color?
        /// The radius used when the corner style is ``Configuration/CornerStyle/fixed``.
        public var cornerRadius: Float = 0 { didSet { cornerRadius = Configuration.clamp(cornerRadius) } }
        /// The outline colour (`nil`: none).
        public var strokeColor: Color?
        /// The outline width in points.
        public var strokeWidth: Float = 0 { didSet { strokeWidth = Configuration.clamp(strokeWidth) } }

        /// An empty background.
        public init() {}
    }
}

extension Button.Configuration.Size {
    /// UIKit's insets for the size class (medium: 7 above and below, 12 at the sides).
    var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .mini: return DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title and subtitle point sizes (body/subheadline at medium and large).
    var fontSizes: (title: Float, subtitle: Float) {
        switch self {
        case .mini: return (12, 11)
        case .small: return (15, 13)
        case .medium, .large: return (17, 15)
        }
    }

    /// The radius of ``Button/Configuration/CornerStyle/dynamic`` corners.
    var dynamicCornerRadius: Float {
        switch self {
        case .mini: return 4
        case .small: return 5
        case .medium: return 6
        case .large: return 8
        }
    }
}
