/// Tactile's path rasteriser: exact horizontal coverage on 16 sub-scanlines a pixel row
/// (256 coverage levels in practice), non-zero or even-odd, into a coverage buffer. The
/// result is copied to a texture once and drawn as an image, so the software and GL
/// renderers show the same pixels. See the "Drawing and layers" article for why this was
/// chosen over tessellation into `SDL_RenderGeometry`.
///
/// Work is bounded: when the edges cross more than ``workBudget`` sub-scanlines in all,
/// fewer sub-scanlines are used (down to one a row); a path whose edges cross more than
/// ``workBudget`` pixel rows even then (a million random points) is not drawn, with a
/// report to ``Diagnostics``, so any path rasterises in bounded time.
enum PathRasterizer {
    struct Edge {
        var x0: Float, y0: Float, y1: Float, dxdy: Float, dir: Int32
    }

    static let workBudget = 8_000_000

    /// The coverage (0...255) of `polygons` (pixels, relative to the buffer's top-left)
    /// over a `width` x `height` buffer.
    static func coverage(of polygons: [[Point]], width: Int, height: Int, evenOdd: Bool) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: width * height)
        var edges: [Edge] = []
        var spanned = 0
        for poly in polygons where poly.count > 1 {
            let n = poly.count
            for i in 0..<n {
                let a = poly[i], b = poly[(i + 1) % n]
                if a.y == b.y || !a.isFinite || !b.isFinite { continue }
                let (top, bottom, dir): (Point, Point, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                if bottom.y <= 0 || top.y >= Float(height) { continue }
                edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y, dxdy: (bottom.x - top.x) / (bottom.y - top.y), dir: dir))
                spanned += Int(min(bottom.y, Float(height)) - max(top.y, 0)) + 1
            }
        }
        if edges.isEmpty { return out }
        if spanned > workBudget {
            Diagnostics.report("PathRasterizer: a path crossing \(spanned) pixel rows in all (\(edges.count) edges) is more than "
                               + "\(workBudget); not drawn (decimate it first)")
            return out
        }
        edges.sort { $0.y0 < $1.y0 }
        var subs = 16
        while subs > 1 && spanned * subs > workBudget { subs /= 2 }
        let step = 1 / Float(subs)
        let scale = 255 / Float(subs)
        // Plain buffers and hand-written loops: the row's accumulators, the active edges and
        // one sub-scanline's crossings (sorted by insertion: a few per line).
        let partial = UnsafeMutablePointer<Float>.allocate(capacity: width + 1)
        let runs = UnsafeMutablePointer<Float>.allocate(capacity: width + 1)
        let active = UnsafeMutablePointer<Int>.allocate(capacity: edges.count)
        let crossX = UnsafeMutablePointer<Float>.allocate(capacity: edges.count)
        let crossDir = UnsafeMutablePointer<Int32>.allocate(capacity: edges.count)
        defer { partial.deallocate(); runs.deallocate(); active.deallocate(); crossX.deallocate(); crossDir.deallocate() }
        partial.initialize(repeating: 0, count: width + 1)
        runs.initialize(repeating: 0, count: width + 1)
        let row = RowAccumulator(width: width, partial: partial, runs: runs)
        var activeCount = 0
        var next = 0
        edges.withUnsafeBufferPointer { e in
            out.withUnsafeMutableBufferPointer { o in
                guard let ob = o.baseAddress else { return }
                for y0 in 0..<height {
                    let rowTop = Float(y0)
                    // Edges starting above this row's bottom join; those ended above its top leave.
                    while next < e.count && e[next].y0 < rowTop + 1 { active[activeCount] = next; activeCount += 1; next += 1 }
                    var kept = 0
                    for k in 0..<activeCount where e[active[k]].y1 > rowTop { active[kept] = active[k]; kept += 1 }
                    activeCount = kept
                    if activeCount == 0 {
                        if next >= e.count { break }
                        continue
                    }
                    for s in 0..<subs {
                        let y = rowTop + (Float(s) + 0.5) * step
                        var n = 0
                        for k in 0..<activeCount {
                            let ed = e[active[k]]
                            guard y >= ed.y0 && y < ed.y1 else { continue }
                            let x = ed.x0 + (y - ed.y0) * ed.dxdy
                            var j = n
                            while j > 0 && crossX[j - 1] > x { crossX[j] = crossX[j - 1]; crossDir[j] = crossDir[j - 1]; j -= 1 }
                            crossX[j] = x; crossDir[j] = ed.dir
                            n += 1
                        }
                        if n < 2 { continue }
                        var winding: Int32 = 0
                        for k in 0..<(n - 1) {
                            winding += crossDir[k]
                            let inside = evenOdd ? (winding & 1) != 0 : winding != 0
                            if inside { row.addSpan(crossX[k], crossX[k + 1]) }
                        }
                    }
                    row.emit(into: ob + y0 * width, scale: scale)
                }
            }
        }
        return out
    }
}

/// One pixel row's coverage while it is rasterised: partial coverage of the pixels where a
/// span starts or ends, and +1/-1 marks where runs of fully covered pixels begin and end
/// (so a long span costs two writes, not one per pixel). Its buffers (`width + 1` floats
/// each, zero) belong to the caller.
struct RowAccumulator {
    let width: Int
    let partial: UnsafeMutablePointer<Float>
    let runs: UnsafeMutablePointer<Float>

    /// Adds the horizontal span `xa..<xb` (pixels) of one sub-scanline.
    @inline(__always)
    func addSpan(_ xa: Float, _ xb: Float) {
        let a = max(0, min(Float(width), xa)), b = max(0, min(Float(width), xb))
        if b <= a { return }
        let ia = Int(a), ib = Int(b)
        if ia == ib { partial[ia] += b - a; return }
        partial[ia] += Float(ia + 1) - a
        runs[ia + 1] += 1
        runs[ib] -= 1
        partial[ib] += b - Float(ib)
    }

    /// Writes the row's coverage (sum x `scale`, clamped to 0...255) and clears it.
    func emit(into out: UnsafeMutablePointer<UInt8>, scale: Float) {
        var run: Float = 0
        for x in 0..<width {
            run += runs[x]
            let v = (partial[x] + run) * scale
            partial[x] = 0
            runs[x] = 0
            out[x] = UInt8(min(255, max(0, v.rounded())))
        }
        partial[width] = 0
        runs[width] = 0
    }
}
