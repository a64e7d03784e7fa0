/// The inserts, deletes and reloads that turn one diffable snapshot into another, as index
/// paths for ``CollectionView/performBatchUpdates(_:completion:)``; `nil` when the change
/// cannot be told that way (the sections changed, or items that stay changed order), and
/// the view reloads instead.
struct DiffableChange {
    var deletes: [ListIndexPath] = []
    var inserts: [ListIndexPath] = []
    var reloads: [ListIndexPath] = []

    init?<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        guard old.sections == new.sections else { return nil }
        for s in new.sections.indices {
            let before = old.items[s], after = new.items[s]
            // Items staying in this section must keep their order (no moves in batch updates).
            let keptBefore = before.filter { new.sectionOfItem[$0] == new.sections[s] }
            let keptAfter = after.filter { old.sectionOfItem[$0] == old.sections[s] }
            guard keptBefore == keptAfter else { return nil }
            for (i, id) in before.enumerated() where new.sectionOfItem[id] != new.sections[s] {
                deletes.append(ListIndexPath(item: i, section: s))
            }
            for (i, id) in after.enumerated() where old.sectionOfItem[id] != old.sections[s] {
                inserts.append(ListIndexPath(item: i, section: s))
            }
        }
        let marked = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        for id in marked {
            guard let section = old.sectionOfItem[id], new.sectionOfItem[id] == section,
                  let s = old.indexOfSection(section), let i = old.items[s].firstIndex(of: id) else { continue }
            reloads.append(ListIndexPath(item: i, section: s))
        }
    }
}
