/// A grid over a view's subviews' frames, so a partial redraw of a view with many
/// subviews visits only those near the repainted area instead of testing every one.
///
/// Built on the first partial redraw that needs it and kept until any view's geometry or
/// the hierarchy changes (``geometryDidChange()``, called wherever a view's covered area is
/// invalidated). Subviews that may draw outside their frame (they do not clip and have
/// subviews) are in every query's result.
@MainActor
final class SubviewIndex {
    /// Views with fewer subviews are scanned directly.
    static let minimumSubviews = 32
    /// Bumped by any change of a frame, of the hierarchy or of clipping. Safe as a static:
    /// main-actor only and it only ever invalidates (a change in one window makes another
    /// window's index rebuild once; it can never keep a stale one).
    private(set) static var generation: UInt64 = 0

    /// Invalidates every index (a frame, the hierarchy or clipping changed somewhere).
    static func geometryDidChange() { generation &+= 1 }

    let builtGeneration: UInt64
    let count: Int
    /// The grid's cells over the union of the subviews' frames.
    struct Grid {
        var originX: Float = 0, originY: Float = 0, cellWidth: Float = 1, cellHeight: Float = 1
        var columns = 1, rows = 1

        func column(_ x: Float) -> Int { Grid.cell((x - originX) / cellWidth, count: columns) }
        func row(_ y: Float) -> Int { Grid.cell((y - originY) / cellHeight, count: rows) }

        /// `v` rounded down into 0..<count; NaN and huge values cannot trap.
        static func cell(_ v: Float, count: Int) -> Int {
            guard v >= 1 else { return 0 }
            return v >= Float(count - 1) ? count - 1 : Int(v)
        }
    }
    private let grid: Grid
    /// Cell `c` holds `entries[cellStart[c]..<cellStart[c + 1]]`, subview indices in order.
    @exclusivity(unchecked) private var cellStart: [Int32]
    @exclusivity(unchecked) private var entries: [Int32]
    /// Subviews found in every query (they may draw anywhere, or span too many cells).
    @exclusivity(unchecked) private var everywhere: [Int32]
    // Touched only on the main actor and never across a call of a query's `body`: no
    // dynamic exclusivity checks (each is a thread-local lookup, per element here).
    /// Reused by queries, so a frame does not allocate.
    @exclusivity(unchecked) private var scratch: [Int32] = []
    /// The touched cells' ranges in `entries`, as start/end pairs; reused by queries.
    @exclusivity(unchecked) private var ranges: [Int] = []

    init(subviews: [View]) {
        builtGeneration = SubviewIndex.generation
        count = subviews.count
        // The union of the frames and their mean size set the grid.
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        var sumW: Float = 0, sumH: Float = 0, sized = 0
        for s in subviews where s.confinesDrawingToFrame {
            let f = s.frame
            x0 = min(x0, f.minX); y0 = min(y0, f.minY); x1 = max(x1, f.maxX); y1 = max(y1, f.maxY)
            if f.width > 0 && f.height > 0 { sumW += f.width; sumH += f.height; sized += 1 }
        }
        let n = max(1, subviews.count)
        if x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite && x1 > x0 && y1 > y0 && sized > 0 {
            let meanW = max(1, sumW / Float(sized)), meanH = max(1, sumH / Float(sized))
            var cols = Grid.cell(((x1 - x0) / meanW).rounded(.up), count: 257)
            var rws = Grid.cell(((y1 - y0) / meanH).rounded(.up), count: 4097)
            cols = max(1, cols); rws = max(1, rws)
            // At most about four cells a subview.
            while cols * rws > 4 * n + 16 {
                if cols > 1 { cols = (cols + 1) / 2 }
                if rws > 1 { rws = (rws + 1) / 2 }
            }
            grid = Grid(originX: x0, originY: y0, cellWidth: (x1 - x0) / Float(cols), cellHeight: (y1 - y0) / Float(rws),
                        columns: cols, rows: rws)
        } else {
            grid = Grid()
        }
        let g = grid
        let cells = g.columns * g.rows
        var counts = [Int32](repeating: 0, count: cells + 1)
        var spans: [(c0: Int, r0: Int, c1: Int, r1: Int)] = []
        spans.reserveCapacity(subviews.count)
        var everywhere: [Int32] = []
        let maxCellsPerView = 64
        for (i, s) in subviews.enumerated() {
            guard s.confinesDrawingToFrame else { everywhere.append(Int32(i)); spans.append((0, 0, -1, -1)); continue }
            let f = s.frame
            let span = (g.column(f.minX), g.row(f.minY), g.column(f.maxX), g.row(f.maxY))
            if (span.2 - span.0 + 1) * (span.3 - span.1 + 1) > maxCellsPerView {
                everywhere.append(Int32(i)); spans.append((0, 0, -1, -1)); continue
            }
            spans.append(span)
            for r in span.1...span.3 { for c in span.0...span.2 { counts[r * g.columns + c + 1] += 1 } }
        }
        for c in 0..<cells { counts[c + 1] += counts[c] }
        var entries = [Int32](repeating: 0, count: Int(counts[cells]))
        var fill = counts
        for (i, span) in spans.enumerated() where span.c1 >= span.c0 {
            for r in span.r0...span.r1 {
                for c in span.c0...span.c1 {
                    let cell = r * g.columns + c
                    entries[Int(fill[cell])] = Int32(i)
                    fill[cell] += 1
                }
            }
        }
        self.cellStart = counts
        self.entries = entries
        self.everywhere = everywhere
        scratch.reserveCapacity(64)
        ranges.reserveCapacity(32)
    }

    /// The indices of the subviews that may reach `area` (in the view's bounds
    /// coordinates), in order, or `nil` when the area covers so much of the grid that a
    /// plain scan is as cheap. `body` runs for each index.
    func forEachCandidate(in area: Rect, _ body: (Int) -> Void) -> Bool {
        let g = grid
        let c0 = g.column(area.minX), c1 = g.column(area.maxX), r0 = g.row(area.minY), r1 = g.row(area.maxY)
        guard area.maxX >= g.originX, area.maxY >= g.originY,
              area.minX <= g.originX + g.cellWidth * Float(g.columns), area.minY <= g.originY + g.cellHeight * Float(g.rows) else {
            // Outside the grid: only the subviews that may draw anywhere.
            for i in everywhere { body(Int(i)) }
            return true
        }
        if (c1 - c0 + 1) * (r1 - r0 + 1) * 2 > g.columns * g.rows { return false }
        // Each cell's list is in drawing order: merge the few lists the area touches (and
        // the subviews found everywhere), dropping repeats, without sorting or allocating.
        ranges.removeAll(keepingCapacity: true)
        for r in r0...r1 {
            for c in c0...c1 {
                let cell = r * g.columns + c
                let a = Int(cellStart[cell]), b = Int(cellStart[cell + 1])
                if a < b { ranges.append(a); ranges.append(b) }
            }
        }
        if ranges.count <= 32 {
            var last: Int32 = -1, e = 0
            while true {
                var best = Int32.max, bestK = -1
                var k = 0
                while k < ranges.count {
                    if ranges[k] < ranges[k + 1] {
                        let v = entries[ranges[k]]
                        if v < best { best = v; bestK = k }
                    }
                    k += 2
                }
                if e < everywhere.count && everywhere[e] <= best {
                    best = everywhere[e]
                    e += 1
                } else if bestK >= 0 {
                    ranges[bestK] += 1
                } else {
                    break
                }
                if best != last { last = best; body(Int(best)) }
            }
            return true
        }
        // Many cells: gather, sort, drop repeats.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: everywhere)
        var k = 0
        while k < ranges.count {
            for i in ranges[k]..<ranges[k + 1] { scratch.append(entries[i]) }
            k += 2
        }
        scratch.withUnsafeMutableBufferPointer { SubviewIndex.heapSort($0) }
        var last: Int32 = -1
        for i in scratch where i != last {
            last = i
            body(Int(i))
        }
        return true
    }
}

extension SubviewIndex {
    /// Sorts in place without allocating (the standard library's stable sort allocates a
    /// buffer for larger arrays, and this runs every partial frame).
    static func heapSort(_ a: UnsafeMutableBufferPointer<Int32>) {
        let n = a.count
        guard n > 1 else { return }
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && a[child] < a[child + 1] { child += 1 }
                if a[root] >= a[child] { return }
                a.swapAt(root, child)
                root = child
            }
        }
        var start = n / 2 - 1
        while start >= 0 { siftDown(start, n); start -= 1 }
        var end = n - 1
        while end > 0 {
            a.swapAt(0, end)
            siftDown(0, end)
            end -= 1
        }
    }
}

extension View {
    /// `true` when nothing the view or its subviews draw can leave its frame: it clips, or
    /// it has no subviews (a view draws within its bounds).
    /// A transformed or animating view draws where its presentation puts it, not in its frame.
    var confinesDrawingToFrame: Bool {
        (clipsToBounds || (subviews.isEmpty && !hasPlainSublayers)) && transform.isIdentity && animationState == nil && !(graphicsStorage?.hasShadow ?? false)
            && graphicsStorage?.layer?.presented == nil && drawingOutset == 0
    }
}
