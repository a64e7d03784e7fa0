import Foundation

extension AttributeScopes {
    /// The attributes Tactile draws, for Foundation's `AttributedString`, under the names
    /// UIKit's scope uses, so that `string.font = …`, `string.foregroundColor = .systemRed`
    /// and `string.underlineStyle = .single` read as on iOS. Their names are the
    /// `NSAttributedString.Key` raw values, so both forms carry the same attributes.
    public struct TactileAttributes: AttributeScope {
        /// The run's ``Font``.
        public let font: FontAttribute
        /// The run's text ``Color``.
        public let foregroundColor: ForegroundColorAttribute
        /// The ``Color`` filled behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// An underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The underline's colour.
        public let underlineColor: UnderlineColorAttribute
        /// The strikethrough's colour.
        public let strikethroughColor: StrikethroughColorAttribute
        /// Extra points after each character.
        public let kern: KernAttribute
        /// Alignment and line breaking.
        public let paragraphStyle: ParagraphStyleAttribute
        /// Foundation's own attributes (links, language …), kept but not drawn.
        public let foundation: AttributeScopes.FoundationAttributes

        /// ``TactileAttributes/font``.
        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "NSFont" }
        /// ``TactileAttributes/foregroundColor``.
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "NSColor" }
        /// ``TactileAttributes/backgroundColor``.
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "NSBackgroundColor" }
        /// ``TactileAttributes/underlineStyle``.
        public enum UnderlineStyleAttribute: AttributedStringKey { public typealias Value = UnderlineStyle; public static let name = "NSUnderline" }
        /// ``TactileAttributes/strikethroughStyle``.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = UnderlineStyle
            public static let name = "NSStrikethrough"
        }
        /// ``TactileAttributes/underlineColor``.
        public enum UnderlineColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "NSUnderlineColor" }
        /// ``TactileAttributes/strikethroughColor``.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "NSStrikethroughColor"
        }
        /// ``TactileAttributes/kern``.
        public enum KernAttribute: AttributedStringKey { public typealias Value = Float; public static let name = "NSKern" }
        /// ``TactileAttributes/paragraphStyle``.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = ParagraphStyle
            public static let name = "NSParagraphStyle"
        }
    }

    /// Tactile's attributes: `\.tactile`.
    public var tactile: TactileAttributes.Type { TactileAttributes.self }
}

extension AttributeDynamicLookup {
    /// Makes Tactile's attributes members of `AttributedString` and its runs
    /// (`string.font`, `run.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.TactileAttributes, T>) -> T {
        self[T.self]
    }
}
