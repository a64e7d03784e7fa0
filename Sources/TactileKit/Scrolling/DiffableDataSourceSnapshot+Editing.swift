/// Adding, removing and marking sections and items (UIKit's names and order rules).
extension DiffableDataSourceSnapshot {
    /// Adds sections at the end; a section already there is reported and skipped.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    /// Inserts sections before `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        guard let s = indexOfSection(beforeIdentifier) else { return Self.missing("insertSections(_:beforeSection:)", ()) }
        insertSections(identifiers, at: s)
    }
    /// Inserts sections after `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        guard let s = indexOfSection(afterIdentifier) else { return Self.missing("insertSections(_:afterSection:)", ()) }
        insertSections(identifiers, at: s + 1)
    }
    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let s = indexOfSection(id) else { Self.missing("deleteSections(_:)", ()); continue }
            for item in items[s] { sectionOfItem[item] = nil }
            sections.remove(at: s)
            items.remove(at: s)
        }
    }

    /// Adds items at the end of `sectionIdentifier` (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int?
        if let sectionIdentifier { target = indexOfSection(sectionIdentifier) } else { target = sections.isEmpty ? nil : sections.count - 1 }
        guard let s = target else {
            return Self.missing("appendItems(_:toSection:) (no section: append one first)", ())
        }
        insertItems(identifiers, section: s, at: items[s].count)
    }
    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let (s, i) = position(of: beforeIdentifier) else { return Self.missing("insertItems(_:beforeItem:)", ()) }
        insertItems(identifiers, section: s, at: i)
    }
    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let (s, i) = position(of: afterIdentifier) else { return Self.missing("insertItems(_:afterItem:)", ()) }
        insertItems(identifiers, section: s, at: i + 1)
    }
    /// Removes items; one that is not there is reported and skipped.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var gone: Set<ItemIdentifierType> = []
        for id in identifiers {
            if sectionOfItem.removeValue(forKey: id) != nil { gone.insert(id) } else { Self.missing("deleteItems(_:)", ()) }
        }
        guard !gone.isEmpty else { return }
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }
    /// Removes every section and item.
    public mutating func deleteAllItems() { self = Self() }

    /// Marks items to be made again from fresh cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { known($0, "reloadItems(_:)") }
    }
    /// Marks items whose cells are configured again when the snapshot is applied (iOS 15's
    /// cheaper reload).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { known($0, "reconfigureItems(_:)") }
    }

    private func known(_ id: ItemIdentifierType, _ call: String) -> Bool {
        sectionOfItem[id] != nil || Self.missing(call, false)
    }
    private func position(of id: ItemIdentifierType) -> (Int, Int)? {
        guard let section = sectionOfItem[id], let s = indexOfSection(section), let i = items[s].firstIndex(of: id) else { return nil }
        return (s, i)
    }
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var at = index
        for id in identifiers {
            if sections.contains(id) {
                Diagnostics.report("DiffableDataSourceSnapshot: section \(id) is already there; skipped (UIKit raises)")
                continue
            }
            sections.insert(id, at: at)
            items.insert([], at: at)
            at += 1
        }
    }
    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section s: Int, at index: Int) {
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for id in identifiers {
            if sectionOfItem[id] != nil {
                Diagnostics.report("DiffableDataSourceSnapshot: item \(id) is already there; skipped (UIKit raises)")
                continue
            }
            sectionOfItem[id] = sections[s]
            fresh.append(id)
        }
        items[s].insert(contentsOf: fresh, at: index)
    }
}
