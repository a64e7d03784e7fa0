/// The areas of a window waiting to be repainted: a short list of rectangles instead of their
/// union, so a clock in one corner and a button in the other repaint two small areas, not
/// the rectangle between them (LVGL keeps up to 32 areas the same way).
///
/// A rectangle inside one already held is dropped; one that overlaps held rectangles is
/// merged with them (their union replaces them), so the held rectangles never overlap and no
/// pixel is painted twice. Past ``capacity`` rectangles the list becomes its bounding box.
/// When the areas are taken, two rectangles whose union is no larger than their two areas
/// together (side by side, or nearly) are joined, as LVGL joins its areas before drawing.
///
/// The storage is reserved once: adding and taking rectangles does not allocate.
struct DirtyRegion {
    /// The most rectangles held before they collapse into their bounding box.
    static let capacity = 32

    private(set) var rects: [Rect] = []
    /// The rectangles of the last ``take(_:)`` (for tests: what was repainted).
    private(set) var lastTaken: [Rect] = []

    init() {
        rects.reserveCapacity(DirtyRegion.capacity + 1)
        lastTaken.reserveCapacity(DirtyRegion.capacity + 1)
    }

    var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of every held rectangle (`.zero` when empty).
    var bounds: Rect {
        guard var u = rects.first else { return .zero }
        for r in rects.dropFirst() { u = u.union(r) }
        return u
    }

    /// Adds an area (already clipped to the window), grown to whole points; empty or
    /// non-finite rectangles are ignored.
    mutating func add(_ rect: Rect) {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        var r = rect.integral
        var i = 0
        while i < rects.count {
            let held = rects[i]
            if held.contains(r) { return }
            if held.overlaps(r) || r.contains(held) {
                // Merge and look again: the grown rectangle may now meet earlier ones.
                r = r.union(held)
                rects.swapAt(i, rects.count - 1)
                rects.removeLast()
                i = 0
                continue
            }
            i += 1
        }
        if rects.count >= DirtyRegion.capacity {
            let b = bounds.union(r)
            rects.removeAll(keepingCapacity: true)
            rects.append(b)
        } else {
            rects.append(r)
        }
    }

    /// Forgets every area.
    mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// Joins adjacent areas and moves them to ``lastTaken`` (the areas to repaint now); `whole`
    /// replaces them all when given (a full redraw).
    mutating func take(whole: Rect?) {
        if let whole {
            rects.removeAll(keepingCapacity: true)
            if !whole.isEmpty { rects.append(whole) }
        } else {
            joinAdjacent()
        }
        lastTaken.removeAll(keepingCapacity: true)
        lastTaken.append(contentsOf: rects)
        rects.removeAll(keepingCapacity: true)
    }

    /// Joins pairs whose union costs no more pixels than the two apart (repeated until none
    /// is left), so a frame does not pay the per-area overhead for areas that touch.
    mutating func joinAdjacent() {
        var joined = true
        while joined && rects.count > 1 {
            joined = false
            outer: for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let u = rects[i].union(rects[j])
                    if u.area <= rects[i].area + rects[j].area {
                        rects[i] = u
                        rects.swapAt(j, rects.count - 1)
                        rects.removeLast()
                        joined = true
                        break outer
                    }
                }
            }
        }
    }
}

extension Rect {
    /// Width times height (0 when empty).
    fileprivate var area: Float { isEmpty ? 0 : width * height }

    /// `true` when the two rectangles share some area (touching edges do not count).
    fileprivate func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
