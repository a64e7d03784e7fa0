/// How large text is drawn (Dynamic Type), as `UIContentSizeCategory`: seven standard sizes
/// and five accessibility sizes, ``large`` the default. Set it for the process with
/// ``Accessibility/preferredContentSizeCategory`` (tactile.json
/// `"accessibility": {"contentSize": "accessibilityLarge"}`); fonts made with
/// ``Font/preferredFont(forTextStyle:)`` follow it, and labels, buttons and text fields with
/// ``ContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory`` change their font when it changes.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.accessibilityMedium.index }

    /// The position from ``extraSmall`` (0) to ``accessibilityExtraExtraExtraLarge`` (11).
    var index: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }

    /// A category from its name ("large", "accessibilityLarge") or UIKit's short name
    /// ("L", "XXXL", "AX1"…"AX5"); `nil` for anything else.
    public init?(name: String) {
        if let c = ContentSizeCategory(rawValue: name) { self = c; return }
        let short = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        guard let i = short.firstIndex(of: name.uppercased()) else { return nil }
        self = ContentSizeCategory.allCases[i]
    }
}
