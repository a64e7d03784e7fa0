/// The item updates a ``CollectionView`` collects in a batch, and its state while applying them.
@MainActor
final class CollectionUpdates {
    var depth = 0
    var inserts: [ListIndexPath] = []
    var deletes: [ListIndexPath] = []
    var reloads: [ListIndexPath] = []
    var completions: [(Bool) -> Void] = []
    /// Asked for while the collection view laid out or applied another batch: applied as a
    /// reload at the next layout.
    var isPending = false
    var isApplying = false

    func reset() {
        inserts.removeAll()
        deletes.removeAll()
        reloads.removeAll()
        completions.removeAll()
    }
}
