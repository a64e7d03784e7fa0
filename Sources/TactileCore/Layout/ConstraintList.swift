/// Constraints in the order they were added, each at most once, with constant-time
/// membership and amortised constant-time removal: an engine's active constraints and each
/// view's. (An array with `removeAll { $0 === c }` made deactivating n constraints, or
/// removing views that held them, cost n² steps: 16,000 constraints took a minute.)
///
/// Removal leaves a hole that iteration skips; the holes are squeezed out once they
/// outnumber the constraints, so the storage stays within twice the count.
package struct ConstraintList: Sequence {
    private var slots: [LayoutConstraint?] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Slots moved while squeezing out holes, over the list's life (tests check it grows
    /// linearly with the removals).
    private(set) var moves = 0

    package init() {}

    /// The number of constraints.
    package var count: Int { positions.count }
    /// Whether there are none.
    package var isEmpty: Bool { positions.isEmpty }

    /// Whether `c` is in the list.
    package func contains(_ c: LayoutConstraint) -> Bool { positions[ObjectIdentifier(c)] != nil }

    /// Adds `c` at the end; does nothing when it is already in.
    package mutating func append(_ c: LayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard positions[key] == nil else { return }
        positions[key] = slots.count
        slots.append(c)
    }

    /// Removes `c`; returns whether it was in.
    @discardableResult
    package mutating func remove(_ c: LayoutConstraint) -> Bool {
        guard let i = positions.removeValue(forKey: ObjectIdentifier(c)) else { return false }
        slots[i] = nil
        if positions.isEmpty {
            slots.removeAll(keepingCapacity: true)
        } else if slots.count - positions.count > Swift.max(16, positions.count) {
            squeeze()
        }
        return true
    }

    private mutating func squeeze() {
        var kept: [LayoutConstraint?] = []
        kept.reserveCapacity(positions.count)
        for case let c? in slots {
            positions[ObjectIdentifier(c)] = kept.count
            kept.append(c)
        }
        moves += kept.count
        slots = kept
    }

    package struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[LayoutConstraint?]>
        package mutating func next() -> LayoutConstraint? {
            while let slot = base.next() { if let c = slot { return c } }
            return nil
        }
    }

    package func makeIterator() -> Iterator { Iterator(base: slots.makeIterator()) }
}
