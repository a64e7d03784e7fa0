import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// Glyph fallback, fontconfig names and shaped caret positions. The fallback fonts are the
/// test dependencies `scripts/install-deps.sh --test` installs (fonts-noto-color-emoji,
/// fonts-droid-fallback); without them these tests fail naming the package.
@MainActor
@Suite struct GlyphFallbackTests {
    static let mixed = "Zoë 👍 日本語 مرحبا AVA"

    func library() throws -> FontLibrary {
        try SDLRuntime.ensureCore()
        return FontLibrary()
    }

    func requireFallbackFonts() -> Bool {
        let emoji = FontConfig.face(named: "Noto Color Emoji")
        let cjk = FontConfig.face(named: "Droid Sans Fallback")
        #expect(emoji != nil, "install fonts-noto-color-emoji (scripts/install-deps.sh --test)")
        #expect(cjk != nil, "install fonts-droid-fallback (scripts/install-deps.sh --test)")
        return emoji != nil && cjk != nil
    }

    func fileName(_ font: OpaquePointer, _ lib: FontLibrary, _ key: FontLibrary.Key) -> String {
        // The run's font is one of the handles the library opened; find its source.
        for (k, f) in lib.openHandles where f == font {
            switch k.source {
            case .embeddedDefault: return "embedded"
            case .embeddedDefaultBold: return "embedded-bold"
            case .embeddedDefaultItalic: return "embedded-italic"
            case let .file(p): return String(p.split(separator: "/").last ?? "")
            }
        }
        return "?"
    }

    @Test func eachClusterIsDrawnByAFontThatHasIt() throws {
        guard requireFallbackFonts() else { return }
        let lib = try library()
        let key = lib.key(for: .default, scale: 1)
        let runs = try #require(lib.glyphRuns(Self.mixed, primary: key))
        let described = runs.map { "\($0.text)|\(fileName($0.font, lib, key))|\($0.rtlScript ?? "ltr")" }
        #expect(described == [
            "Zoë |embedded|ltr",
            "👍|NotoColorEmoji.ttf|ltr",
            " |embedded|ltr",
            "日本語|DroidSansFallbackFull.ttf|ltr",
            " |embedded|ltr",
            "مرحبا|embedded|Arab",
            " AVA|embedded|ltr",
        ], "\(described)")
        let emoji = runs[1]
        #expect(emoji.isColour && emoji.scale < 1, "the 109 px strike is scaled to the line")
        // Every run's font really has every glyph of it.
        for r in runs { for c in r.text { #expect(FontLibrary.provides(r.font, c), "\(c)") } }
        // Plain ASCII is one run in the requested font: no splitting at all.
        #expect(lib.glyphRuns("AVA To, fine.", primary: key) == nil)
    }

    @Test func emojiAreColourAndScaledToTheLineHeight() throws {
        guard requireFallbackFonts() else { return }
        let lib = try library()
        let key = lib.key(for: .default, scale: 1)
        let raster = try #require(lib.rasterise("a👍b", key: key))
        defer { raster.free() }
        let lineHeight = TTF_FontHeight_(lib, key)
        #expect(raster.mono.pointee.h == lineHeight)
        let colour = try #require(raster.colour, "the emoji is on the colour layer")
        // Thumbs up is yellow-orange: some pixel has red well above blue.
        let px = colour.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var coloured = 0
        for i in 0..<Int(colour.pointee.pitch / 4 * colour.pointee.h) {
            let p = px[i], a = p >> 24, r = (p >> 16) & 0xFF, b = p & 0xFF
            if a > 128 && r > b + 60 { coloured += 1 }
        }
        #expect(coloured > 20, "colour pixels: \(coloured)")
        // The emoji is about a line high and wide, not the 136 px strike nor a thin box.
        let wEmoji = lib.measure("👍", key: key).width
        #expect(wEmoji >= lineHeight - 4 && wEmoji <= lineHeight + 4, "emoji \(wEmoji) vs line \(lineHeight)")
        #expect(lib.measure("a👍b", key: key).width == raster.mono.pointee.w, "measure == draw")
    }

    @Test func zwjSequencesAndFlagsAreOneGlyphThroughFallback() throws {
        guard requireFallbackFonts() else { return }
        let lib = try library()
        let key = lib.key(for: Font(size: 20), scale: 1)
        let one = lib.measure("👩", key: key).width
        for s in ["👩‍👩‍👧", "🇩🇪", "👍🏽", "❤️", "1️⃣"] {
            let runs = try #require(lib.glyphRuns(s, primary: key), "\(s)")
            #expect(runs.count == 1 && runs[0].isColour, "\(s) is one colour run")
            let w = lib.measure(s, key: key).width
            #expect(abs(w - one) <= 2, "\(s) is one emoji wide: \(w) vs \(one)")
        }
        // A heart without the emoji selector is DejaVu's text heart.
        #expect(lib.glyphRuns("❤", primary: key) == nil)
    }

    @Test func arabicRunsAreShapedRightToLeft() throws {
        let lib = try library()
        let key = lib.key(for: Font(size: 24), scale: 1)
        let word = "مرحبا"
        let joined = lib.measure(word, key: key).width
        let isolated = word.map { lib.measure(String($0), key: key).width }.reduce(0, +)
        #expect(joined > 0 && joined < isolated, "joined \(joined) vs isolated letters \(isolated)")
        // Hebrew and mixed-direction text measure and draw without trapping.
        for s in ["שלום עולם", "abc مرحبا بالعالم 123 def", "(مرحبا)", "\u{202E}abc"] {
            let r = try #require(lib.rasterise(s, key: key))
            #expect(r.mono.pointee.w == lib.measure(s, key: key).width, "\(s)")
            r.free()
        }
    }

    @Test func randomMixedScriptsMeasureAsTheyDraw() throws {
        let lib = try library()
        let pieces = ["a", "V", "A", "To", " ", "é", "e\u{301}", "👍", "👩‍👩‍👧", "🇩🇪", "日", "本", "語", "م", "ر", "ש",
                      "\u{200D}", "\u{FE0F}", "\u{0}", "\u{1F600}", "\u{10FFFF}", "\u{E000}", "ß", "ﬁ", "∑", "\t"]
        var rng = SeededGenerator(seed: 1515)
        for i in 0..<150 {
            var s = ""
            for _ in 0..<(1 + rng.below(14)) { s += pieces[rng.below(pieces.count)] }
            let key = lib.key(for: Font(size: Float(8 + rng.below(40))), scale: 1)
            let m = lib.measure(s, key: key)
            guard let r = lib.rasterise(s, key: key) else {
                #expect(s.utf8.allSatisfy { $0 == 0 } || m.width == 0, "case \(i): \(s.debugDescription) measured \(m) but drew nothing")
                continue
            }
            #expect(r.mono.pointee.w == max(1, m.width), "case \(i): \(s.debugDescription) measured \(m.width) drew \(r.mono.pointee.w)")
            #expect(r.mono.pointee.h == m.height)
            r.free()
        }
    }

    @Test func fallbackLookupsAreCachedNotPerFrame() throws {
        guard requireFallbackFonts() else { return }
        let root = View()
        let label = Label(text: Self.mixed)
        label.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 300, height: 30))
        h.runFrame()
        let lookups = FontConfig.fallbackLookups
        let choices = h.renderer.fonts.fallbackChoice.count
        let rasterised = h.renderer.stats.textRasterizations
        label.setNeedsDisplay()
        h.runFrame()
        label.text = "日本語 👍"
        h.runFrame()
        #expect(FontConfig.fallbackLookups == lookups, "no new fontconfig query for code points seen before")
        #expect(h.renderer.fonts.fallbackChoice.count == choices)
        #expect(h.renderer.stats.textRasterizations <= rasterised + 1)
    }
}

@MainActor
func TTF_FontHeight_(_ lib: FontLibrary, _ key: FontLibrary.Key) -> Int32 { lib.measure("", key: key).height }
