/// A growable buffer of plain C values (vertices, rectangles) that the renderer fills and
/// hands to SDL every shape.
///
/// Unlike an `Array` stored in the renderer, it can be copied into a local, filled there
/// and stored back, so a shape's pieces cost two accesses of the renderer's
/// property instead of one exclusivity-checked access per piece; and SDL gets its
/// pointer without a closure. Copies share storage: only the renderer's own copy is kept,
/// and the renderer frees it.
struct ScratchBuffer<Element: BitwiseCopyable> {
    /// The first element; valid for ``count`` elements.
    private(set) var base: UnsafeMutablePointer<Element>
    /// Elements held.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the storage; the buffer must not be used afterwards.
    func deallocate() { base.deallocate() }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    subscript(i: Int) -> Element {
        get {
            precondition(i >= 0 && i < count, "ScratchBuffer index out of range")
            return base[i]
        }
        set {
            precondition(i >= 0 && i < count, "ScratchBuffer index out of range")
            base[i] = newValue
        }
    }

    /// Empties the buffer, keeping its storage (the argument is there to read like `Array`).
    mutating func removeAll(keepingCapacity: Bool = true) { count = 0 }

    /// Keeps the first `n` elements (fewer than ``count``), dropping the rest.
    mutating func truncate(to n: Int) { count = max(0, min(count, n)) }

    /// Makes room for `additional` more elements.
    mutating func reserve(_ additional: Int) {
        let needed = count + additional
        guard needed > capacity else { return }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { reserve(1) }
        (base + count).initialize(to: element)
        count += 1
    }
}
