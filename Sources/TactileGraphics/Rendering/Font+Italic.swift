import Synchronization
#if canImport(Glibc)
import Glibc
#endif

extension Font {
    /// The italic system font at `size` points, as `UIFont.italicSystemFont(ofSize:)`: DejaVu
    /// Sans Oblique when it is installed (`fonts-dejavu-core`), else the regular system font
    /// (reported once).
    public static func italicSystemFont(ofSize size: Float) -> Font {
        guard let path = italicSystemFontPath else {
            reportMissingItalic()
            return systemFont(ofSize: size)
        }
        var f = Font(size: size)
        f.source = .file(path)
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

    private static func reportMissingItalic() {
        guard !italicReported.exchange(true, ordering: .relaxed) else { return }
        Diagnostics.report("italicSystemFont: DejaVu Sans Oblique is not installed (fonts-dejavu-core); the regular face stands in")
    }
}
