internal import CSDL2

/// Rasterised text as textures, bounded and least-recently-used.
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
        /// Colour glyphs (emoji) drawn untinted over `texture`; `nil` for most text.
        var colorTexture: OpaquePointer? = nil
        var byteCount: Int { Int(width) * Int(height) * (colorTexture == nil ? 4 : 8) }
    }

    /// The most entries kept; the least recently used is evicted beyond it.
    package var capacity: Int = 1024 {
        didSet { capacity = max(1, capacity); trim() }
    }
    /// The most texture bytes kept (4 bytes a pixel).
    package var byteBudget: Int = 48 << 20 {
        didSet { byteBudget = max(0, byteBudget); trim() }
    }

    // Looked up for every line drawn, on the main actor only: no runtime exclusivity checks.
    @exclusivity(unchecked) private var index: [Key: Int] = [:]
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var frame: UInt64 = 0
    /// Texture bytes held now.
    package private(set) var bytes = 0
    /// Entries evicted since the cache was made.
    package private(set) var evictions = 0

    init() {
        index.reserveCapacity(256)
        entries.reserveCapacity(256)
    }

    isolated deinit {
        do {
            for e in entries { SDL_DestroyTexture(e.texture); if let c = e.colorTexture { SDL_DestroyTexture(c) } }
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
    func insert(_ key: Key, texture: OpaquePointer, width: Int32, height: Int32, colorTexture: OpaquePointer? = nil) -> Entry {
        let entry = Entry(key: key, texture: texture, width: width, height: height, lastUsed: frame, colorTexture: colorTexture)
        index[key] = entries.count
        entries.append(entry)
        bytes += entry.byteCount
        trim(keeping: key)
        return entry
    }

    private func trim(keeping kept: Key? = nil) {
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
        SDL_DestroyTexture(e.texture)
        if let c = e.colorTexture { SDL_DestroyTexture(c) }
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
        for e in entries { SDL_DestroyTexture(e.texture); if let c = e.colorTexture { SDL_DestroyTexture(c) } }
        entries.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        bytes = 0
    }
}
