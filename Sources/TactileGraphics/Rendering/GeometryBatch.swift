internal import CSDL2

/// Quads and triangles waiting to be submitted with one `SDL_RenderGeometry` call: a run of
/// the same texture (an atlas page, an image, a large text line) and the same scissor.
///
/// Its buffers are kept between frames, so a steady frame allocates nothing. The renderer
/// decides when a run ends (``accepts(texture:x0:y0:x1:y1:)``) and submits it.
@MainActor
final class GeometryBatch {
    /// Vertices of the run, four a quad.
    @exclusivity(unchecked) private(set) var vertices = ScratchBuffer<SDL_Vertex>(capacity: 4096)
    /// Indices of the run's triangles, six a quad.
    @exclusivity(unchecked) private(set) var indices = ScratchBuffer<Int32>(capacity: 6144)
    /// The texture every vertex of the run samples.
    private(set) var texture: OpaquePointer?
    /// The atlas page `texture` is, or -1.
    private(set) var page = -1
    /// The scissor (pixels) the run is submitted with; `nil` when every piece is clipped exactly.
    private(set) var scissor: Rect?
    private var minX: Float = .infinity, minY: Float = .infinity
    private var maxX: Float = -.infinity, maxY: Float = -.infinity
    /// Where each quad's six indices start, by quad number (for hiding covered quads).
    @exclusivity(unchecked) private var quadStarts = ScratchBuffer<Int32>(capacity: 1024)
    @exclusivity(unchecked) private var occlusion = OcclusionGrid()
    /// Indices of hidden quads, set to -1 and removed before submitting.
    private var hiddenIndices = 0
    /// Quads queued since the batch was made (for tests).
    private(set) var quadsQueued = 0
    /// Quads dropped since the batch was made because a later opaque quad hid them.
    private(set) var quadsHidden = 0
    /// Quads dropped because a coordinate was not finite.
    private(set) var quadsDropped = 0

    var isEmpty: Bool { indices.isEmpty }

    /// `true` when a quad covering (x0, y0)-(x1, y1) with `texture` can join the run.
    @inline(__always) func accepts(texture t: OpaquePointer?, x0: Float, y0: Float, x1: Float, y1: Float) -> Bool {
        if indices.isEmpty { return true }
        guard t == texture else { return false }
        guard let s = scissor else { return true }
        return x0 >= s.minX && y0 >= s.minY && x1 <= s.maxX && y1 <= s.maxY
    }

    /// `true` when geometry cut by `clip` can join the run (which then takes that scissor).
    func accepts(texture t: OpaquePointer?, scissor clip: Rect) -> Bool {
        if indices.isEmpty { return true }
        guard t == texture else { return false }
        if let s = scissor { return s == clip }
        return minX >= clip.minX && minY >= clip.minY && maxX <= clip.maxX && maxY <= clip.maxY
    }

    /// Starts the run's texture (the batch must be empty or already use it) on a target of
    /// `width` x `height` pixels.
    @inline(__always) func use(texture t: OpaquePointer?, page p: Int, width: Float, height: Float) {
        if indices.isEmpty {
            texture = t; page = p; scissor = nil
            occlusion.prepare(width: width, height: height)
        }
    }

    func setScissor(_ clip: Rect) { scissor = clip }

    /// Queues a quad: pixels (x0, y0)-(x1, y1), texture coordinates (u0, v0)-(u1, v1)
    /// (normalised; u1 < u0 mirrors), one colour. Non-finite input is dropped, never submitted.
    /// An `opaque` quad (every texel it shows is opaque and `color.a` is 255) hides the quads
    /// queued before it that lie wholly inside it: they are not submitted.
    @inline(__always) func addQuad(x0: Float, y0: Float, x1: Float, y1: Float,
                                   u0: Float, v0: Float, u1: Float, v1: Float, color: SDL_Color, opaque: Bool = false) {
        guard (x0 + y0 + x1 + y1 + u0 + v0 + u1 + v1).isFinite, x1 > x0, y1 > y0 else {
            quadsDropped += 1
            return
        }
        // SDL rejects a whole call whose texture coordinates leave 0...1.
        let cu0 = min(1, max(0, u0)), cu1 = min(1, max(0, u1))
        let cv0 = min(1, max(0, v0)), cv1 = min(1, max(0, v1))
        let box = SIMD4<Float>(x0, y0, x1, y1)
        if opaque && color.a == 255 {
            occlusion.removeQuads(inside: box) { q in hide(q) }
        }
        occlusion.register(Int32(quadStarts.count), box: box)
        quadStarts.append(Int32(indices.count))
        let base = Int32(vertices.count)
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x0, y: y0), color: color, tex_coord: SDL_FPoint(x: cu0, y: cv0)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x1, y: y0), color: color, tex_coord: SDL_FPoint(x: cu1, y: cv0)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x1, y: y1), color: color, tex_coord: SDL_FPoint(x: cu1, y: cv1)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x0, y: y1), color: color, tex_coord: SDL_FPoint(x: cu0, y: cv1)))
        indices.append(base); indices.append(base + 1); indices.append(base + 2)
        indices.append(base); indices.append(base + 2); indices.append(base + 3)
        minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x1); maxY = max(maxY, y1)
        quadsQueued += 1
    }

    /// Queues triangles (three vertices each) with every texture coordinate set to `uv`;
    /// a triangle with a non-finite coordinate is dropped.
    func addTriangles(_ source: ScratchBuffer<SDL_Vertex>, uv: SDL_FPoint) {
        var k = 0
        while k + 2 < source.count {
            let a = source[k], b = source[k + 1], c = source[k + 2]
            k += 3
            guard (a.position.x + a.position.y + b.position.x + b.position.y + c.position.x + c.position.y).isFinite else {
                quadsDropped += 1
                continue
            }
            let base = Int32(vertices.count)
            @inline(__always) func put(_ v: SDL_Vertex) {
                vertices.append(SDL_Vertex(position: v.position, color: v.color, tex_coord: uv))
                minX = min(minX, v.position.x); minY = min(minY, v.position.y)
                maxX = max(maxX, v.position.x); maxY = max(maxY, v.position.y)
            }
            put(a); put(b); put(c)
            indices.append(base); indices.append(base + 1); indices.append(base + 2)
        }
    }

    /// Drops the queued quads wholly inside `box` (x0, y0, x1, y1): the caller is about to
    /// cover it completely with opaque quads.
    func hideQuads(inside box: SIMD4<Float>) {
        guard !indices.isEmpty, (box.x + box.y + box.z + box.w).isFinite else { return }
        if let s = scissor, !(box.x >= s.minX && box.y >= s.minY && box.z <= s.maxX && box.w <= s.maxY) { return }
        occlusion.removeQuads(inside: box) { q in hide(q) }
    }

    private func hide(_ quad: Int32) {
        let start = Int(quadStarts[Int(quad)])
        for k in start..<(start + 6) { indices[k] = -1 }
        hiddenIndices += 6
        quadsHidden += 1
    }

    /// Removes the indices of hidden quads (before the run is submitted).
    func compact() {
        guard hiddenIndices > 0 else { return }
        var w = 0
        for r in indices.indices where indices[r] >= 0 {
            indices[w] = indices[r]
            w += 1
        }
        indices.truncate(to: w)
        hiddenIndices = 0
    }

    /// Empties the run, keeping the buffers.
    func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        quadStarts.removeAll(keepingCapacity: true)
        occlusion.reset()
        hiddenIndices = 0
        texture = nil
        page = -1
        scissor = nil
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
    }

    /// Frees the buffers; the batch must not be used afterwards.
    func deallocate() {
        vertices.deallocate()
        indices.deallocate()
        quadStarts.deallocate()
    }
}
