import Synchronization
#if canImport(Glibc)
import Glibc
#endif

extension Font {
    /// The italic system font at `size` points, as `UIFont.italicSystemFont(ofSize:)`: DejaVu
    /// Sans Oblique when it is installed (Debian's `fonts-dejavu-extra`), else the embedded
    /// regular face slanted by SDL_ttf (reported once), so italic text stays italic on a
    /// system with only `fonts-dejavu-core`.
    public static func italicSystemFont(ofSize size: Float) -> Font {
        var f = Font(size: size)
        f.source = .embeddedDefaultItalic
        return f
    }

    /// Where DejaVu Sans Oblique is installed, if it is.
    static let italicSystemFontPath: String? = {
        if let face = FontConfig.face(named: "DejaVu Sans Oblique") { return face.path }
        for p in ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf", "/usr/share/fonts/TTF/DejaVuSans-Oblique.ttf"]
            where access(p, R_OK) == 0 { return p }
        return nil
    }()

    private static let italicReported = Atomic<Bool>(false)

    /// Says once that the italic face is synthesised.
    static func reportMissingItalic() {
        guard !italicReported.exchange(true, ordering: .relaxed) else { return }
        Diagnostics.report("italicSystemFont: DejaVu Sans Oblique is not installed (Debian: fonts-dejavu-extra); SDL_ttf slants the regular face instead")
    }
}
