internal import CSDL2

/// A stretch of one line drawn with one font in one direction: the unit of glyph fallback.
struct GlyphRun {
    /// The run's text (whole grapheme clusters).
    var text: String
    /// The font that provides every cluster of the run.
    var font: OpaquePointer
    /// The HarfBuzz script tag ("Arab", "Hebr") of a right-to-left run; `nil`: left to right.
    var rtlScript: String?
    /// Scale from the font's pixels to the line's: 1 for outline fonts; below 1 for a font
    /// with one fixed bitmap strike (Noto Color Emoji draws at 109 px), scaled to the line.
    var scale: Float
    /// Whether the glyphs carry their own colour (a bitmap emoji font): drawn untinted.
    var isColour: Bool
}

/// Splits text into ``GlyphRun``s by the font that provides each grapheme cluster.
///
/// The fallback chain for a cluster, first match wins:
/// 1. the requested font (for an emoji cluster, a colour emoji font comes first);
/// 2. DejaVu Sans, embedded in the binary (always there);
/// 3. the installed fonts fontconfig sorts for the cluster's first code point (`FcFontSort`
///    on a pattern with that character in its charset), checked with `TTF_GlyphIsProvided32`
///    for every code point of the cluster;
/// 4. the requested font anyway: its "missing glyph" box, visible, as a last resort.
///
/// Decisions are cached per code point (per requested font), so a frame never asks
/// fontconfig anything; plain ASCII in a font with all of ASCII skips the splitting.
@MainActor
extension FontLibrary {
    /// The runs of `text` in the font `primary`; `nil` when the whole text is one
    /// left-to-right run in the primary font (the common case, measured and drawn directly).
    func glyphRuns(_ text: String, primary key: Key) -> [GlyphRun]? {
        guard let primary = handle(key) else { return nil }
        return glyphRuns(text, primary: key, font: primary)
    }

    func glyphRuns(_ text: String, primary key: Key, font primary: OpaquePointer) -> [GlyphRun]? {
        if Self.isASCII(text) && providesASCII(key, primary) { return nil }
        var runs: [GlyphRun] = []
        var current = ""
        var currentFont: OpaquePointer? = nil
        var currentRTL: String? = nil
        var currentStrike = false
        var rtl: String? = nil
        for c in text {
            let (fontKey, font) = choose(c, primary: key, primaryFont: primary)
            if let d = Self.strongDirection(c) { rtl = d.isEmpty ? nil : d }
            let strike = fixedStrike(fontKey)
            let runRTL = strike ? nil : rtl
            if font != currentFont || runRTL != currentRTL, !current.isEmpty, let cf = currentFont {
                runs.append(makeRun(current, cf, currentRTL, strike: currentStrike, primary: primary))
                current = ""
            }
            current.append(c)
            currentFont = font
            currentRTL = runRTL
            currentStrike = strike
        }
        if !current.isEmpty, let cf = currentFont {
            runs.append(makeRun(current, cf, currentRTL, strike: currentStrike, primary: primary))
        }
        runs = Self.neutralsEndingRTLRunsAreLTR(runs)
        if runs.count == 1 && runs[0].font == primary && runs[0].rtlScript == nil { return nil }
        return runs
    }

    /// Spaces and punctuation at the end of a right-to-left run, before left-to-right text or
    /// the end of the line, take the line's direction (left to right), as bidi resolves them.
    static func neutralsEndingRTLRunsAreLTR(_ runs: [GlyphRun]) -> [GlyphRun] {
        var out: [GlyphRun] = []
        for (i, r) in runs.enumerated() {
            guard r.rtlScript != nil, i == runs.count - 1 || runs[i + 1].rtlScript == nil else { out.append(r); continue }
            var head = r.text[...]
            var tail = ""
            while let last = head.last, strongDirection(last) == nil {
                tail.insert(last, at: tail.startIndex)
                head = head.dropLast()
            }
            guard !tail.isEmpty, !head.isEmpty else { out.append(r); continue }
            var rtl = r
            rtl.text = String(head)
            out.append(rtl)
            var ltr = r
            ltr.text = tail
            ltr.rtlScript = nil
            out.append(ltr)
        }
        // Join neighbours now in the same font and direction.
        var joined: [GlyphRun] = []
        for r in out {
            if let last = joined.last, last.font == r.font, last.rtlScript == r.rtlScript, last.isColour == r.isColour {
                joined[joined.count - 1].text += r.text
            } else {
                joined.append(r)
            }
        }
        return joined
    }

    private func makeRun(_ text: String, _ font: OpaquePointer, _ rtl: String?, strike: Bool, primary: OpaquePointer) -> GlyphRun {
        var scale: Float = 1
        if strike {
            let h = Float(TTF_FontHeight(font))
            scale = h > 0 ? Float(TTF_FontHeight(primary)) / h : 1
        }
        return GlyphRun(text: text, font: font, rtlScript: rtl, scale: scale, isColour: strike)
    }

    /// Whether every byte of `text` is ASCII (one pass over contiguous UTF-8, no decoding).
    static func isASCII(_ text: String) -> Bool {
        var t = text
        return t.withUTF8 { bytes in
            var all: UInt8 = 0
            for b in bytes { all |= b }
            return all < 0x80
        }
    }

    /// "Arab"/"Hebr" for a cluster of a right-to-left script, "" for a left-to-right letter,
    /// `nil` for a neutral (space, digit, punctuation, emoji): it keeps the direction before it.
    static func strongDirection(_ c: Character) -> String? {
        guard let s = c.unicodeScalars.first else { return nil }
        switch s.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
        default: return s.properties.isAlphabetic ? "" : nil
        }
    }

    /// Whether a cluster should be drawn as a colour emoji.
    static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if scalars.count > 1 && first.properties.isEmoji {
            return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 || $0.properties.isEmojiModifier }
        }
        return false
    }

    /// Code points that need no glyph of their own (joiners, variation selectors).
    static func isInvisibleJoiner(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    static func provides(_ font: OpaquePointer, _ c: Character) -> Bool {
        for s in c.unicodeScalars where !isInvisibleJoiner(s) && s.value >= 0x20 {
            if TTF_GlyphIsProvided32(font, s.value) == 0 { return false }
        }
        return true
    }

    private func providesASCII(_ key: Key, _ font: OpaquePointer) -> Bool {
        if let known = asciiProvided[key.source] { return known }
        let ok = (0x20...0x7E).allSatisfy { TTF_GlyphIsProvided32(font, UInt32($0)) != 0 }
        asciiProvided[key.source] = ok
        return ok
    }

    /// The font for one cluster, along the chain described on ``glyphRuns(_:primary:)``.
    private func choose(_ c: Character, primary key: Key, primaryFont: OpaquePointer) -> (Key, OpaquePointer) {
        guard let first = c.unicodeScalars.first(where: { !Self.isInvisibleJoiner($0) }), first.value >= 0x20 else {
            return (key, primaryFont)
        }
        let emoji = Self.isEmoji(c)
        let cacheKey = FallbackKey(primary: key.source, scalar: first.value, emoji: emoji)
        if let source = fallbackChoice[cacheKey] {
            let k = fallbackKey(source, primary: key)
            if let f = handle(k), Self.provides(f, c) { return (k, f) }
        }
        // The chain in order; fontconfig is asked only when the faces before it lack the
        // character (its first query loads its configuration: 5-12 ms at a kiosk's start).
        func attempt(_ source: Font.Source) -> (Key, OpaquePointer)? {
            let k = fallbackKey(source, primary: key)
            guard let f = handle(k), Self.provides(f, c) else { return nil }
            if fallbackChoice.count > 20_000 { fallbackChoice.removeAll() }
            fallbackChoice[cacheKey] = source
            return (k, f)
        }
        if emoji, let p = FontConfig.fallbackPath(for: first.value, colour: true), let hit = attempt(.file(p)) { return hit }
        if let hit = attempt(key.source) { return hit }
        if key.source != .embeddedDefault, let hit = attempt(.embeddedDefault) { return hit }
        if let p = FontConfig.fallbackPath(for: first.value, colour: false), let hit = attempt(.file(p)) { return hit }
        if !emoji, let p = FontConfig.fallbackPath(for: first.value, colour: true), let hit = attempt(.file(p)) { return hit }
        // Last resort: the requested font's missing-glyph box.
        fallbackChoice[cacheKey] = key.source
        return (key, primaryFont)
    }

    /// The key a fallback face opens at: the line's pixel size, or one shared handle for a
    /// font with a single fixed bitmap strike (its size cannot change).
    private func fallbackKey(_ source: Font.Source, primary: Key) -> Key {
        if case let .file(path) = source, isFixedStrike(path) { return Key(source: source, pixelSize: 16) }
        return Key(source: source, pixelSize: primary.pixelSize)
    }

    private func fixedStrike(_ key: Key) -> Bool {
        if case let .file(path) = key.source { return isFixedStrike(path) }
        return false
    }

    /// Whether a font file has only fixed bitmap sizes (opening it at two sizes gives one height).
    func isFixedStrike(_ path: String) -> Bool {
        if let known = fixedStrikePaths[path] { return known }
        var fixed = false
        if let a = TTF_OpenFont(path, 12) {
            if let b = TTF_OpenFont(path, 48) {
                fixed = TTF_FontHeight(a) == TTF_FontHeight(b)
                TTF_CloseFont(b)
            }
            TTF_CloseFont(a)
        }
        fixedStrikePaths[path] = fixed
        return fixed
    }

    /// Measures or renders a run with its direction and script set on the font, then restores
    /// the font's default (left to right, script guessed by HarfBuzz).
    func withDirection<T>(_ run: GlyphRun, _ body: () -> T) -> T {
        guard let script = run.rtlScript else { return body() }
        TTF_SetFontDirection(run.font, TTF_DIRECTION_RTL)
        TTF_SetFontScriptName(run.font, script)
        defer {
            TTF_SetFontDirection(run.font, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(run.font, "Zzzz")
        }
        return body()
    }

    /// The width of one run in the line's pixels.
    func width(of run: GlyphRun) -> Int32 {
        var w: Int32 = 0, h: Int32 = 0
        withDirection(run) { _ = TTF_SizeUTF8(run.font, run.text, &w, &h) }
        return run.scale == 1 ? w : Int32((Float(w) * run.scale).rounded())
    }

    /// The size of one line of `text` in pixels, from the same runs that draw it.
    func measure(_ text: String, key: Key) -> (width: Int32, height: Int32) {
        guard let f = handle(key) else { return (0, 0) }
        if text.isEmpty { return (0, TTF_FontHeight(f)) }
        guard let runs = glyphRuns(text, primary: key, font: f) else {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(f, text, &w, &h)
            return (w, h)
        }
        var w: Int32 = 0
        for r in runs { w += width(of: r) }
        return (w, TTF_FontHeight(f))
    }
}

/// A cached fallback decision: which face draws `scalar` for text asked in `primary`.
struct FallbackKey: Hashable {
    var primary: Font.Source
    var scalar: UInt32
    var emoji: Bool
}
