import Tactile

/// A type that lists previews, declared next to the views it shows (an `enum` with one
/// static property). List it in the ``PreviewCatalog`` your preview program and tests build
/// (`PreviewCatalog(providers: [LoginPreviews.self])`), or, for Tactile's own components, add
/// it to ``PreviewCatalog/builtInProviders``.
///
/// Swift has no static registration (no code runs when a module loads), so a preview exists
/// for the tools only once its provider appears in one explicit list: that list is the
/// catalogue, and a forgotten entry is visible in review.
@MainActor
public protocol PreviewProvider {
    /// The previews, in display order.
    static var previews: [Preview] { get }
}
