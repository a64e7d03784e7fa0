/// Places rectangles in a fixed-size area on horizontal shelves (rows): each item goes on the
/// lowest-waste shelf tall enough for it, or opens a new shelf below the last one.
///
/// Items are never freed one by one: the owner ``reset()``s the whole area (an atlas page)
/// when it is full. Text lines and corner masks vary little in height, so shelves waste little.
struct ShelfPacker {
    struct Shelf {
        var y: Int32
        var height: Int32
        /// The first free column.
        var x: Int32
    }

    let width: Int32
    let height: Int32
    private(set) var shelves: [Shelf] = []
    /// The top of the free space below the last shelf.
    private(set) var bottom: Int32 = 0

    init(width: Int32, height: Int32) {
        self.width = max(1, width)
        self.height = max(1, height)
        shelves.reserveCapacity(64)
    }

    /// Forgets every item.
    mutating func reset() {
        shelves.removeAll(keepingCapacity: true)
        bottom = 0
    }

    /// The top-left corner of a free `w` x `h` area, now taken; `nil` when it does not fit.
    mutating func insert(width w: Int32, height h: Int32) -> (x: Int32, y: Int32)? {
        guard w > 0, h > 0, w <= width, h <= height else { return nil }
        // Best fit: the shelf with room whose height wastes the least, not more than half again.
        var best = -1
        var bestWaste = Int32.max
        for i in shelves.indices {
            let s = shelves[i]
            guard s.height >= h, width - s.x >= w else { continue }
            let waste = s.height - h
            if waste <= h / 2 + 1, waste < bestWaste {
                best = i
                bestWaste = waste
            }
        }
        if best >= 0 {
            let p = (x: shelves[best].x, y: shelves[best].y)
            shelves[best].x += w
            return p
        }
        if height - bottom >= h {
            shelves.append(Shelf(y: bottom, height: h, x: w))
            bottom += h
            return (x: 0, y: bottom - h)
        }
        // No new shelf fits: any taller shelf with room will do.
        for i in shelves.indices where shelves[i].height >= h && width - shelves[i].x >= w {
            let p = (x: shelves[i].x, y: shelves[i].y)
            shelves[i].x += w
            return p
        }
        return nil
    }
}
