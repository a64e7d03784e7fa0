/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`: build one, then hand it to
/// ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Identifiers are unique across the snapshot. Where UIKit raises (an identifier added twice,
/// a section or item that is not there), the call is reported through ``Diagnostics`` and
/// the offending identifiers are left out.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    var sections: [SectionIdentifierType] = []
    var items: [[ItemIdentifierType]] = []
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked with ``reloadItems(_:)``.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with ``reconfigureItems(_:)``.
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// All items, over all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// All items, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The items of `identifier` (none, reported, when there is no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = indexOfSection(identifier) else { return Self.missing("itemIdentifiers(inSection:)", []) }
        return items[s]
    }
    /// How many items `identifier` has.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    /// The section holding `identifier`, or `nil`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// The position of `identifier` over all items (section after section), or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = indexOfSection(section) else { return nil }
        let before = items[..<s].reduce(0) { $0 + $1.count }
        return items[s].firstIndex(of: identifier).map { before + $0 }
    }
    /// The position of section `identifier`, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    static func missing<T>(_ call: String, _ value: T) -> T {
        Diagnostics.report("DiffableDataSourceSnapshot.\(call): no such section or item; ignored (UIKit raises)")
        return value
    }
}
