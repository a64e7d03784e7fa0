internal import CSDL2
import CTactileResources

/// The fonts one renderer has opened, one `TTF_Font` per typeface and pixel size.
@MainActor
package final class FontLibrary {
    struct Key: Hashable {
        var source: Font.Source
        var pixelSize: Int32
    }

    private var open: [Key: OpaquePointer] = [:]
    private var reported: Set<String> = []
    /// Glyph fallback caches (GlyphRuns.swift): per requested font and code point, the face
    /// that draws it; which faces have all of ASCII; which files are fixed bitmap strikes.
    var fallbackChoice: [FallbackKey: Font.Source] = [:]
    var asciiProvided: [Font.Source: Bool] = [:]
    var fixedStrikePaths: [String: Bool] = [:]
    /// Whether a face opened at a multiple of its size is a scaled copy (Renderer+Shaping.swift).
    var scalesLinearly: [Key: Bool] = [:]
    /// Sub-pixel advances of recently measured runs, so re-splitting a line measures only
    /// the runs an edit changed (Renderer+Shaping.swift).
    var advances: [AdvanceKey: Float] = [:]

    init() {}

    deinit {
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated {
                for f in open.values { TTF_CloseFont(f) }
            }
        } else {
            MainActorCleanup.releasedOffMainActor("FontLibrary")
        }
    }

    func key(for font: Font, scale: Float) -> Key {
        let pixels = (Font.clean(font.size) * scale).rounded()
        // Bold Text (Accessibility): the regular system face is drawn and measured bold.
        let source = DrawingSettings.boldText && font.source == .embeddedDefault ? .embeddedDefaultBold : font.source
        return Key(source: source, pixelSize: pixels.isFinite ? Int32(min(max(1, pixels), 16_384)) : 16)
    }

    /// The `TTF_Font` for a key; a file that fails to open is reported once on stderr and
    /// replaced by the default font, so text never silently disappears.
    /// DejaVu Sans Oblique's file, or `nil` where it is not installed (then SDL_ttf slants the
    /// regular face); tests set it to `nil` to draw the slanted face.
    var italicFacePath: String? = Font.italicSystemFontPath

    func handle(_ key: Key) -> OpaquePointer? {
        if let f = open[key] { return f }
        var font: OpaquePointer?
        switch key.source {
        case .embeddedDefault:
            font = Self.openDefault(pixelSize: key.pixelSize)
        case .embeddedDefaultBold:
            font = Font.boldSystemFontPath.flatMap { TTF_OpenFont($0, key.pixelSize) }
            if font == nil {
                font = Self.openDefault(pixelSize: key.pixelSize)
                if let font { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
            }
        case .embeddedDefaultItalic:
            font = italicFacePath.flatMap { TTF_OpenFont($0, key.pixelSize) }
            if font == nil {
                Font.reportMissingItalic()
                font = Self.openDefault(pixelSize: key.pixelSize)
                if let font { TTF_SetFontStyle(font, TTF_STYLE_ITALIC) }
            }
        case let .file(path):
            font = TTF_OpenFont(path, key.pixelSize)
            if font == nil {
                if reported.insert(path).inserted {
                    Diagnostics.report("cannot load font '\(path)': \(sdlError()); using the default font")
                }
                font = Self.openDefault(pixelSize: key.pixelSize)
            }
        }
        if let font {
            TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
            open[key] = font
        }
        return font
    }

    static func openDefault(pixelSize: Int32) -> OpaquePointer? {
        guard let rw = SDL_RWFromConstMem(tactile_default_font_bytes(), Int32(tactile_default_font_size())) else { return nil }
        return TTF_OpenFontRW(rw, 1, pixelSize)
    }

    /// The faces opened so far (tests name a run's font by its source).
    var openHandles: [Key: OpaquePointer] { open }

    func removeAll() {
        for f in open.values { TTF_CloseFont(f) }
        open.removeAll()
        fallbackChoice.removeAll()
        advances.removeAll()
    }
}
