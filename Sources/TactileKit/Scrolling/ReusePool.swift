/// Views kept off screen for reuse, by reuse identifier: the one recycling store of
/// ``ListView`` (cells) and ``CollectionView`` (cells and supplementary views).
///
/// Popping and pushing work in place (the dictionary's arrays are never copied), so a
/// scrolled frame that recycles a row and reuses it allocates nothing.
struct ReusePool<Element: AnyObject> {
    private var storage: [String: [Element]] = [:]

    /// A kept view for `identifier`, removed from the pool; `nil` when none is kept.
    mutating func dequeue(_ identifier: String) -> Element? {
        storage[identifier]?.popLast()
    }

    /// Keeps `element` for a later ``dequeue(_:)`` of `identifier`.
    mutating func enqueue(_ element: Element, for identifier: String) {
        storage[identifier, default: []].append(element)
    }

    /// Forgets every kept view (their factory or class changed).
    mutating func removeAll() { storage.removeAll() }

    /// How many views are kept, over all identifiers.
    var count: Int { storage.values.reduce(0) { $0 + $1.count } }
}
