internal import CSDL2

/// Measures text without a renderer, at one pixel per point, with the same fonts the
/// renderer uses: what views need to size themselves before they are in a window.
///
/// Controls prefer the window's ``Renderer`` (exact at its pixel scale, and its
/// `TextCache` answers cached lines); this is the fallback when a view has no window yet.
@MainActor
package enum TextMetrics {
    private static let library: FontLibrary? = {
        do { try SDLRuntime.ensureCore() } catch {
            Diagnostics.report("cannot measure text: \(error)")
            return nil
        }
        return FontLibrary()
    }()

    static func handle(_ font: Font) -> OpaquePointer? {
        guard let lib = library else { return nil }
        return lib.handle(lib.key(for: font, scale: 1))
    }

    /// The size of one line of `text` in `font`, in points.
    public static func size(of text: String, font: Font) -> Size {
        guard let lib = library, handle(font) != nil else {
            return Size(width: Float(text.count) * font.size * 0.55, height: font.size * 1.2)
        }
        // The same glyph runs (fallback fonts) the renderer draws with.
        let (w, h) = lib.measure(text, key: lib.key(for: font, scale: 1))
        return Size(width: Float(w), height: Float(h))
    }

    /// The height of a line of `font`, in points.
    public static func lineHeight(of font: Font) -> Float {
        guard let f = handle(font) else { return font.size * 1.2 }
        return Float(TTF_FontHeight(f))
    }
}
