internal import CFontconfig
import Synchronization

/// The installed fonts, as fontconfig sees them: fonts by family and style name, and the
/// fonts that provide a character another font lacks (the end of the glyph fallback chain).
///
/// Only TrueType/OpenType files (`.ttf`, `.otf`, first face of `.ttc`) are offered, because
/// those are what SDL_ttf opens. Every answer is cached for the life of the process: the
/// name table is built once, and a fallback is looked up once per code point.
enum FontConfig {
    /// One installed face.
    struct Face: Sendable, Equatable {
        var path: String
        var family: String
        var style: String
    }

    private static let state = Mutex<State>(State())

    private struct State: ~Copyable {
        var initialised = false
        var available = false
        /// Normalised name ("dejavusansbold") to face; built on first use.
        var names: [String: Face]? = nil
        /// Code point (plus 0x8000_0000 when a colour face was asked for) to a face's path.
        var fallbacks: [UInt32: String?] = [:]
    }

    /// Whether fontconfig loaded its configuration (false: only file paths and the embedded
    /// font work, and fallback stops at DejaVu).
    static var isAvailable: Bool { state.withLock { ensureInit(&$0) } }

    private static func ensureInit(_ s: inout State) -> Bool {
        if !s.initialised {
            s.initialised = true
            s.available = FcInit() != 0
        }
        return s.available
    }

    /// Lowercase letters and digits only: "DejaVu Sans-Bold" and "dejavusansbold" are one name.
    static func normalised(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }

    /// The installed face whose family and style, full name or PostScript name is `name`
    /// ("DejaVu Serif", "DejaVu Sans Bold", "DejaVuSans-Bold", "Noto Color Emoji"); a bare
    /// family name finds its regular face. `nil` when nothing installed has that name.
    static func face(named name: String) -> Face? {
        let wanted = normalised(name)
        guard !wanted.isEmpty else { return nil }
        return state.withLock { s -> Face? in
            guard ensureInit(&s) else { return nil }
            if s.names == nil { s.names = buildNameTable() }
            return s.names?[wanted]
        }
    }

    /// The path of an installed font that has a glyph for `scalar` (`colour`: prefer a colour
    /// face, for emoji), in fontconfig's order of preference; `nil` when none has it.
    static func fallbackPath(for scalar: UInt32, colour: Bool) -> String? {
        let key = scalar | (colour ? 0x8000_0000 : 0)
        return state.withLock { s -> String? in
            if let hit = s.fallbacks[key] { return hit }
            guard ensureInit(&s) else { return nil }
            let found = sortedFallback(for: scalar, colour: colour)
            if s.fallbacks.count > 50_000 { s.fallbacks.removeAll() }  // bounded: a text of every code point
            s.fallbacks[key] = .some(found)
            return found
        }
    }

    /// Fallback lookups made (not answered from the cache) since the process started.
    static var fallbackLookups: Int { state.withLock { $0.fallbacks.count } }

    // MARK: fontconfig calls

    private static func isOpenable(_ path: String, index: Int32) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") { return true }
        return index == 0 && (lower.hasSuffix(".ttc") || lower.hasSuffix(".otc"))
    }

    private static func strings(_ p: OpaquePointer?, _ object: String) -> [String] {
        var out: [String] = []
        var n: Int32 = 0
        while true {
            var v: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(p, object, n, &v) == FcResultMatch, let v else { break }
            out.append(String(cString: v))
            n += 1
        }
        return out
    }

    private static func integer(_ p: OpaquePointer?, _ object: String) -> Int32 {
        var v: Int32 = 0
        return FcPatternGetInteger(p, object, 0, &v) == FcResultMatch ? v : 0
    }

    private static let regularStyles: Set<String> = ["regular", "book", "normal", "roman", "standard"]

    private static func buildNameTable() -> [String: Face] {
        guard let pattern = FcPatternCreate() else { return [:] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [:] }
        defer { FcObjectSetDestroy(objects) }
        for o in ["family", "style", "fullname", "postscriptname", "file", "index", "width"] { FcObjectSetAdd(objects, o) }
        guard let set = FcFontList(nil, pattern, objects) else { return [:] }
        defer { FcFontSetDestroy(set) }
        // Each name keeps its best face: a full or PostScript name beats family + style, which
        // beats a bare family (its regular face first); normal width beats condensed.
        var table: [String: (face: Face, rank: Int)] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            let p = set.pointee.fonts[i]
            guard let path = strings(p, "file").first, isOpenable(path, index: integer(p, "index")) else { continue }
            let families = strings(p, "family"), styles = strings(p, "style")
            let face = Face(path: path, family: families.first ?? "", style: styles.first ?? "")
            let width = integer(p, "width")
            let widthRank = width == 0 || width == 100 ? 0 : 1
            let regular = styles.contains { regularStyles.contains(normalised($0)) }
            func add(_ name: String, _ rank: Int) {
                let k = normalised(name)
                guard !k.isEmpty else { return }
                let r = rank * 10 + widthRank
                if let old = table[k], old.rank <= r { return }
                table[k] = (face, r)
            }
            for n in strings(p, "fullname") { add(n, 0) }
            for n in strings(p, "postscriptname") { add(n, 0) }
            for f in families {
                for st in styles { add(f + " " + st, 1) }
                add(f, regular ? 2 : 3)
            }
        }
        return table.mapValues { $0.face }
    }

    private static func sortedFallback(for scalar: UInt32, colour: Bool) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        FcCharSetAddChar(charset, scalar)
        FcPatternAddCharSet(pattern, "charset", charset)
        FcCharSetDestroy(charset)
        if colour {
            FcPatternAddString(pattern, "family", "emoji")
            FcPatternAddBool(pattern, "color", 1)
        } else {
            FcPatternAddString(pattern, "family", "sans-serif")
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(nil, pattern, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            let p = set.pointee.fonts[i]
            var fcs: OpaquePointer?
            guard FcPatternGetCharSet(p, "charset", 0, &fcs) == FcResultMatch, FcCharSetHasChar(fcs, scalar) != 0 else { continue }
            guard let path = strings(p, "file").first, isOpenable(path, index: integer(p, "index")) else { continue }
            return path
        }
        return nil
    }
}
