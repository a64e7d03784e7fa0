/// Finds the quads of a batch run that a later opaque quad hides completely, so they are not
/// submitted: stacked views (a list under a sheet, buttons piled in one place) cost their
/// visible pixels only. Dropping them changes no pixel: an opaque quad drawn with blending
/// replaces what is beneath it exactly.
///
/// Quads are kept in square cells by their top-left corner; a cover looks only at the cells
/// its own rectangle spans. Buckets keep their storage between runs, so a steady frame
/// allocates nothing.
struct OcclusionGrid {
    static let cellSize: Float = 64

    private var columns = 0
    private var rows = 0
    /// Quad numbers (and their boxes) per cell, by the cell of their top-left corner.
    private var buckets: [[(id: Int32, box: SIMD4<Float>)]] = []
    /// Cells holding quads, emptied by ``reset()``.
    private var used: [Int] = []

    /// Makes the grid cover a target of `width` x `height` pixels (the run must be empty).
    mutating func prepare(width: Float, height: Float) {
        let c = max(1, min(1024, Int((width / OcclusionGrid.cellSize).rounded(.up))))
        let r = max(1, min(1024, Int((height / OcclusionGrid.cellSize).rounded(.up))))
        // The grid only grows (a frame may switch between targets of different sizes).
        guard c > columns || r > rows else { return }
        columns = max(c, columns)
        rows = max(r, rows)
        buckets = Array(repeating: [], count: columns * rows)
        used.removeAll(keepingCapacity: true)
    }

    @inline(__always) private func cell(_ v: Float, _ count: Int) -> Int {
        let i = Int(max(0, min(Float(count - 1), (v / OcclusionGrid.cellSize).rounded(.down))))
        return i
    }

    /// Remembers quad `id` covering `box` (x0, y0, x1, y1).
    mutating func register(_ id: Int32, box: SIMD4<Float>) {
        guard columns > 0 else { return }
        let k = cell(box.y, rows) * columns + cell(box.x, columns)
        if buckets[k].isEmpty { used.append(k) }
        buckets[k].append((id, box))
    }

    /// Calls `hidden` for every remembered quad inside `cover`, and forgets them.
    mutating func removeQuads(inside cover: SIMD4<Float>, _ hidden: (Int32) -> Void) {
        guard columns > 0 else { return }
        let cx0 = cell(cover.x, columns), cx1 = cell(cover.z, columns)
        let cy0 = cell(cover.y, rows), cy1 = cell(cover.w, rows)
        for cy in cy0...cy1 {
            for cx in cx0...cx1 {
                let k = cy * columns + cx
                var i = 0
                while i < buckets[k].count {
                    let b = buckets[k][i].box
                    if b.x >= cover.x && b.y >= cover.y && b.z <= cover.z && b.w <= cover.w {
                        hidden(buckets[k][i].id)
                        buckets[k][i] = buckets[k][buckets[k].count - 1]
                        buckets[k].removeLast()
                    } else {
                        i += 1
                    }
                }
            }
        }
    }

    /// Forgets every quad, keeping the storage.
    mutating func reset() {
        for k in used { buckets[k].removeAll(keepingCapacity: true) }
        used.removeAll(keepingCapacity: true)
    }
}
