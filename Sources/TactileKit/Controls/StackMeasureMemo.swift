/// Stacks' natural sizes worked out during one outermost measurement, so stacks nested in
/// stacks measure each level a few times instead of twice per level above (an arranged
/// stack is asked for its intrinsic size and then for its size within a limit, each a full
/// measure of everything below: 2^depth). Process-wide on purpose: it lives only while a
/// measurement runs (main actor, nothing changes the tree meanwhile) and is emptied when
/// the outermost one returns.
@MainActor
enum StackMeasureMemo {
    struct Key: Hashable {
        var stack: ObjectIdentifier
        var crossLimit: Float
    }

    /// Off only in tests that compare memoised measurements with fresh ones.
    static var isEnabled = true
    private static var depth = 0
    private static var sizes: [Key: (main: Float?, cross: Float?)] = [:]

    /// The size `measure` gives for `stack` at `crossLimit`, from the memo when this
    /// measurement already worked it out.
    static func size(of stack: StackView, crossLimit: Float,
                     _ measure: () -> (main: Float?, cross: Float?)) -> (main: Float?, cross: Float?) {
        guard isEnabled else { return measure() }
        let key = Key(stack: ObjectIdentifier(stack), crossLimit: crossLimit)
        if let known = sizes[key] { return known }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { sizes.removeAll(keepingCapacity: true) }
        }
        let size = measure()
        sizes[key] = size
        return size
    }
}
