/// The environment a view draws in, as `UITraitCollection`: today its light or dark
/// ``userInterfaceStyle``, which decides how dynamic colours (``Color/systemBackground``,
/// ``Color/label`` …) resolve. Read a view's with ``View/traitCollection``; change it with
/// ``View/overrideUserInterfaceStyle`` (on a window for the whole app).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark; a view's trait collection is never `.unspecified`.
    public var userInterfaceStyle: UserInterfaceStyle

    /// A trait collection with only the interface style given.
    public init(userInterfaceStyle: UserInterfaceStyle = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Whether dynamic colours can resolve differently in `other` (its style differs),
    /// as `UITraitCollection.hasDifferentColorAppearance(comparedTo:)`.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    public var description: String { "TraitCollection(userInterfaceStyle: .\(userInterfaceStyle))" }
}
