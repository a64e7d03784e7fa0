internal import CSDL2

/// Texture pages shared by everything the batched renderer draws from: a block of white
/// texels for solid fills (in every page, so fills never break a run), anti-aliased corner
/// masks and rasterised text lines, packed on shelves (``ShelfPacker``).
///
/// When every page is full, the least recently used page is emptied and reused: its
/// ``generation`` changes, so the regions handed out for it (text cache entries, masks)
/// are known to be stale and are made again on their next use. Before a page is emptied,
/// ``willReset`` runs (the renderer submits the geometry queued from it).
@MainActor
final class TextureAtlas {
    /// A rectangle of one page.
    struct Region {
        var page: Int
        var generation: UInt32
        var x: Int32
        var y: Int32
        var width: Int32
        var height: Int32
    }

    struct MaskKey: Hashable {
        var radius: Int
        var width: Int
    }

    struct Page {
        var texture: OpaquePointer
        var packer: ShelfPacker
        var generation: UInt32
        var lastUsed: UInt64
        /// Top-left corner masks held by this page (other corners are drawn mirrored).
        var masks: [MaskKey: Region]
    }

    /// Texels left between items, so a neighbour is never under a quad's edge.
    static let padding: Int32 = 1
    /// The white block at the top-left of every page.
    static let whiteSide: Int32 = 4

    /// The side of every page, in texels.
    let pageSize: Int32
    /// The most pages held.
    let maximumPages: Int
    private(set) var pages: [Page] = []
    /// Pages emptied for reuse so far.
    private(set) var resets = 0
    /// Incremented by the renderer each frame; pages remember when they were last used.
    var frame: UInt64 = 0
    /// Runs before a page is emptied.
    var willReset: (() -> Void)?
    private let sdlRenderer: OpaquePointer

    init(sdlRenderer: OpaquePointer, pageSize: Int32, maximumPages: Int) {
        self.sdlRenderer = sdlRenderer
        self.pageSize = max(64, pageSize)
        self.maximumPages = max(1, maximumPages)
        pages.reserveCapacity(self.maximumPages)
    }

    /// The tallest text line (and widest corner) kept in a page; larger ones keep their own texture.
    var maximumItemHeight: Int32 { pageSize / 4 }

    /// Texels of the white block's centre, normalised: every fill samples there.
    var whiteUV: SDL_FPoint {
        let c = Float(TextureAtlas.whiteSide) / 2 / Float(pageSize)
        return SDL_FPoint(x: c, y: c)
    }

    @inline(__always) func isCurrent(page: Int, generation: UInt32) -> Bool {
        page >= 0 && page < pages.count && pages[page].generation == generation
    }

    @inline(__always) func texture(of page: Int) -> OpaquePointer { pages[page].texture }

    @inline(__always) func touch(_ page: Int) { pages[page].lastUsed = frame }

    /// The first page, made when missing; `nil` when no texture can be made.
    func firstPage() -> Int? {
        if pages.isEmpty, addPage() == nil { return nil }
        return 0
    }

    /// Stores `width` x `height` pixels (ARGB8888, `pitch` bytes a row), preferring `page`;
    /// `nil` when they are too large for a page or no texture can be made.
    func insert(pixels: UnsafeRawPointer, pitch: Int32, width: Int32, height: Int32, preferring page: Int) -> Region? {
        guard let r = allocate(width: width, height: height, preferring: page) else { return nil }
        var rect = SDL_Rect(x: r.x, y: r.y, w: width, h: height)
        _ = SDL_UpdateTexture(pages[r.page].texture, &rect, pixels, pitch)
        return r
    }

    /// The top-left mask of a corner of `radius` pixels (a ring `width` wide, or filled when 0),
    /// preferring `page`; `nil` when it is too large for a page.
    func mask(radius: Int, width: Int, preferring page: Int) -> Region? {
        let key = MaskKey(radius: radius, width: width >= radius ? 0 : width)
        let valid = page >= 0 && page < pages.count
        if valid, let r = pages[page].masks[key] { return r }
        guard radius > 0, Int32(radius) <= maximumItemHeight else { return nil }
        // A copy in the page being drawn from keeps the run going; another page's copy will do
        // when this one is full.
        if valid, let r = makeMask(key, preferring: page, onlyThere: true) { return r }
        for p in pages.indices { if let r = pages[p].masks[key] { return r } }
        return makeMask(key, preferring: page, onlyThere: false)
    }

    private func makeMask(_ key: MaskKey, preferring page: Int, onlyThere: Bool) -> Region? {
        let n = Int32(key.radius)
        guard let region = allocate(width: n, height: n, preferring: page, onlyThere: onlyThere) else { return nil }
        let coverage = CornerMasks.coverage(radius: key.radius, width: key.width, corner: .topLeft)
        var pixels = [UInt32](repeating: 0, count: coverage.count)
        for k in pixels.indices { pixels[k] = UInt32(coverage[k]) << 24 | 0x00FF_FFFF }
        pixels.withUnsafeBytes { raw in
            var rect = SDL_Rect(x: region.x, y: region.y, w: n, h: n)
            _ = SDL_UpdateTexture(pages[region.page].texture, &rect, raw.baseAddress, n * 4)
        }
        pages[region.page].masks[key] = region
        return region
    }

    private func allocate(width: Int32, height: Int32, preferring preferred: Int, onlyThere: Bool = false) -> Region? {
        let pad = TextureAtlas.padding
        guard width > 0, height > 0, width + pad <= pageSize, height <= maximumItemHeight else { return nil }
        func place(in p: Int) -> Region? {
            guard let at = pages[p].packer.insert(width: width + pad, height: height + pad) else { return nil }
            return Region(page: p, generation: pages[p].generation, x: at.x, y: at.y, width: width, height: height)
        }
        if preferred >= 0 && preferred < pages.count, let r = place(in: preferred) { return r }
        if onlyThere { return nil }
        for p in pages.indices where p != preferred { if let r = place(in: p) { return r } }
        if pages.count < maximumPages, let p = addPage() { return place(in: p) }
        // Every page is full: empty the least recently used one.
        guard !pages.isEmpty else { return nil }
        var victim = 0
        for p in pages.indices where pages[p].lastUsed < pages[victim].lastUsed { victim = p }
        willReset?()
        pages[victim].packer.reset()
        _ = pages[victim].packer.insert(width: TextureAtlas.whiteSide + pad, height: TextureAtlas.whiteSide + pad)
        pages[victim].masks.removeAll(keepingCapacity: true)
        pages[victim].generation &+= 1
        resets += 1
        return place(in: victim)
    }

    /// Makes a page, with the white block at its top-left.
    private func addPage() -> Int? {
        let side = pageSize
        guard let tex = TextureFactory.make(on: sdlRenderer, access: SDL_TEXTUREACCESS_STATIC, width: side, height: side,
                                            purpose: "atlas", nearest: true) else { return nil }
        // The page is not cleared (16 MB on a 2048 page, at start-up): every item is drawn
        // texel for texel, so the undefined texels between items are never sampled.
        let w = TextureAtlas.whiteSide
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: Int(w * w))
        white.withUnsafeBytes { raw in
            var r = SDL_Rect(x: 0, y: 0, w: w, h: w)
            _ = SDL_UpdateTexture(tex, &r, raw.baseAddress, w * 4)
        }
        var packer = ShelfPacker(width: side, height: side)
        _ = packer.insert(width: w + TextureAtlas.padding, height: w + TextureAtlas.padding)
        pages.append(Page(texture: tex, packer: packer, generation: 0, lastUsed: frame, masks: [:]))
        return pages.count - 1
    }

    /// Destroys every page.
    func removeAll() {
        for p in pages { SDL_DestroyTexture(p.texture) }
        pages.removeAll()
    }
}
