/// A view whose baselines come from a font (a ``Label``): Auto Layout's first and last
/// baseline anchors read it; other views' baselines are their top and bottom edges.
@MainActor
package protocol BaselineProviding: View {
    /// The font whose ascender and descender place the baselines.
    var baselineFont: Font { get }
}
