internal import CSDL2

/// Rasterised text as textures, bounded and least-recently-used.
///
/// An entry is a region of a texture: the line's own texture (the direct strategy, and lines
/// too tall for the atlas), or a region of a ``TextureAtlas`` page (the batched strategy),
/// which is stale once that page has been emptied for reuse (its generation changed).
///
/// Text is rasterised once, in white, and tinted at draw time with the texture's colour
/// modulation, so a colour change (a pressed title, a theme switch) rasterises nothing.
/// At steady state a frame performs no TTF rasterisation at all; ``Renderer/stats`` counts
/// the ones that happen.
@MainActor
package final class TextCache {
    struct Key: Hashable {
        var font: FontLibrary.Key
        var text: String
    }

    struct Entry {
        var key: Key
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: UInt64
        /// Where the line is in `texture` (0, 0 in its own texture).
        var x: Int32 = 0
        var y: Int32 = 0
        /// The atlas page holding it, or -1 when `texture` is its own.
        var page = -1
        /// The page's generation when the line was stored there.
        var generation: UInt32 = 0
        /// Colour glyphs (emoji) drawn untinted over `texture`, always in their own texture;
        /// `nil` for most text.
        var colorTexture: OpaquePointer? = nil
        /// The line's ARGB8888 pixels (`width` a row) when the renderer writes pixels itself
        /// (`PixelTarget`), owned by the entry; `nil` otherwise.
        var pixels: UnsafeMutablePointer<UInt32>? = nil
        var byteCount: Int { Int(width) * Int(height) * ((colorTexture == nil ? 4 : 8) + (pixels == nil ? 0 : 4)) }

        /// Frees the textures (not an atlas page) and pixels the entry owns.
        func destroyTextures() {
            pixels?.deallocate()
            if page < 0 { SDL_DestroyTexture(texture) }
            if let colorTexture { SDL_DestroyTexture(colorTexture) }
        }
    }

    /// The most entries kept; the least recently used is evicted beyond it.
    package var capacity: Int = 1024 {
        didSet { capacity = max(1, capacity); trim() }
    }
    /// The most texture bytes kept (4 bytes a pixel).
    package var byteBudget: Int = 48 << 20 {
        didSet { byteBudget = max(0, byteBudget); trim() }
    }

    /// Runs before entries are freed (the renderer draws the commands that may use them).
    var willEvict: (() -> Void)?
    /// While `true` (the renderer is drawing its list), nothing is evicted: a command further
    /// down the list may hold the texture of any entry. The cache may then run over its
    /// capacity and budget until ``releaseHeldEvictions()``.
    private(set) var holdsEvictions = false

    // Looked up for every line drawn, on the main actor only: no runtime exclusivity checks.
    @exclusivity(unchecked) private var index: [Key: Int] = [:]
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// The entries held now (for tests).
    var currentEntries: [Entry] { entries }
    @exclusivity(unchecked) private var frame: UInt64 = 0
    /// Texture bytes held now.
    package private(set) var bytes = 0
    /// Entries evicted since the cache was made.
    package private(set) var evictions = 0

    init() {
        index.reserveCapacity(256)
        entries.reserveCapacity(256)
    }

    deinit {
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated {
                for e in entries { e.destroyTextures() }
            }
        } else {
            MainActorCleanup.releasedOffMainActor("TextCache")
        }
    }

    /// Entries held now.
    package var count: Int { entries.count }

    func beginFrame() { frame &+= 1 }

    /// The cached texture for `text`, or `nil` when it is not cached.
    func lookup(_ key: Key) -> Entry? {
        guard let i = index[key] else { return nil }
        entries[i].lastUsed = frame
        return entries[i]
    }

    /// Stores a freshly rasterised texture.
    func insert(_ key: Key, texture: OpaquePointer, width: Int32, height: Int32, colorTexture: OpaquePointer? = nil,
                pixels: UnsafeMutablePointer<UInt32>? = nil) -> Entry {
        insert(Entry(key: key, texture: texture, width: width, height: height, lastUsed: frame, colorTexture: colorTexture,
                     pixels: pixels))
    }

    /// Stores a line rasterised into a region of an atlas page (`texture` is the page's).
    func insert(_ key: Key, atlasTexture texture: OpaquePointer, region: TextureAtlas.Region,
                colorTexture: OpaquePointer? = nil) -> Entry {
        insert(Entry(key: key, texture: texture, width: region.width, height: region.height, lastUsed: frame,
                     x: region.x, y: region.y, page: region.page, generation: region.generation, colorTexture: colorTexture))
    }

    /// Forgets one entry (its atlas region went stale).
    func remove(_ key: Key) {
        if let i = index[key] { remove(at: i) }
    }

    private func insert(_ entry: Entry) -> Entry {
        let key = entry.key
        if let old = index[key] { remove(at: old) }
        index[key] = entries.count
        entries.append(entry)
        bytes += entry.byteCount
        trim(keeping: key)
        return entry
    }

    /// Stops holding evictions back (``holdEvictions()``) and evicts what is over capacity now.
    func releaseHeldEvictions() {
        guard holdsEvictions else { return }
        holdsEvictions = false
        trim()
    }

    /// Evicts nothing until ``releaseHeldEvictions()``.
    func holdEvictions() { holdsEvictions = true }

    private func trim(keeping kept: Key? = nil) {
        guard !holdsEvictions else { return }
        if entries.count > capacity || (bytes > byteBudget && entries.count > 1) { willEvict?() }
        while entries.count > capacity || (bytes > byteBudget && entries.count > 1) {
            // Least recently used, never the entry just inserted.
            var victim = -1
            var oldest = UInt64.max
            for i in entries.indices where entries[i].key != kept && entries[i].lastUsed < oldest {
                oldest = entries[i].lastUsed
                victim = i
            }
            if victim < 0 { return }
            remove(at: victim)
            evictions += 1
        }
    }

    private func remove(at i: Int) {
        let e = entries[i]
        e.destroyTextures()
        bytes -= e.byteCount
        index[e.key] = nil
        let last = entries.count - 1
        if i != last {
            entries[i] = entries[last]
            index[entries[i].key] = i
        }
        entries.removeLast()
    }

    /// Drops every entry (the pixel scale changed, or to free memory).
    package func removeAll() {
        if !entries.isEmpty { willEvict?() }
        for e in entries { e.destroyTextures() }
        entries.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        bytes = 0
    }
}
