/// A view that keeps layout of its own that depends on the layout direction (a collection
/// view's layout): told when the direction of its tree changes, before it lays out again.
@MainActor
package protocol LayoutDirectionDependent: View {
    /// The tree's layout direction changed: drop what was laid out for the old one.
    func layoutDirectionDidChangeAbove()
}
