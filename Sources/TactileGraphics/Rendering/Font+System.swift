import Synchronization
#if canImport(Glibc)
import Glibc
#endif
internal import CSDL2

extension Font {
    /// A font weight, as `UIFont.Weight` (the system font has regular and bold).
    public enum Weight: Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold, heavy

        /// Whether the weight is drawn with the bold face.
        var isBold: Bool { self == .semibold || self == .bold || self == .heavy }
    }

    /// The system font (DejaVu Sans) at `size` points and `weight`, as
    /// `UIFont.systemFont(ofSize:weight:)`: semibold and heavier use DejaVu Sans Bold when it
    /// is installed (`fonts-dejavu-core`), else the embedded regular face emboldened.
    public static func systemFont(ofSize size: Float, weight: Weight = .regular) -> Font {
        var f = Font(size: size)
        if weight.isBold { f.source = .embeddedDefaultBold }
        return f
    }

    /// The bold system font at `size` points, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Float) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// The font's size in points, as `UIFont.pointSize`.
    public var pointSize: Float { size }

    /// The height of a line (ascender to descender plus the font's line gap), in points.
    @MainActor public var lineHeight: Float { Font.metrics(self).lineHeight }
    /// The distance from the baseline up to the top of the tallest glyphs, in points.
    @MainActor public var ascender: Float { Font.metrics(self).ascender }
    /// The distance from the baseline down to the bottom of the lowest glyphs, in points
    /// (negative, as in UIKit).
    @MainActor public var descender: Float { Font.metrics(self).descender }

    @MainActor package static func metrics(_ font: Font) -> (lineHeight: Float, ascender: Float, descender: Float) {
        guard let f = TextMetrics.handle(font) else { return (font.size * 1.2, font.size * 0.9, -font.size * 0.25) }
        return (Float(TTF_FontLineSkip(f)), Float(TTF_FontAscent(f)), Float(TTF_FontDescent(f)))
    }

    /// Where DejaVu Sans Bold is installed, if it is (found through fontconfig, else in the
    /// usual Debian folder).
    static let boldSystemFontPath: String? = {
        if let face = FontConfig.face(named: "DejaVu Sans Bold") { return face.path }
        for p in ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"]
            where access(p, R_OK) == 0 { return p }
        return nil
    }()

    /// An installed font found by its name, as `UIFont(name:size:)`: by family and style
    /// ("DejaVu Serif", "DejaVu Sans Bold", "Noto Color Emoji"), full or PostScript name
    /// ("DejaVuSans-Bold") through fontconfig, or by file name in the font folders
    /// (`/usr/share/fonts`, `/usr/local/share/fonts`, `~/.fonts`, `~/.local/share/fonts`);
    /// a path to a TTF/OTF file works too. Case, spaces and punctuation do not matter.
    ///
    /// As UIKit, an unknown name gives `nil` (write `Font(name: n, size: s) ?? .system(size: s)`);
    /// it is also reported once through ``Diagnostics``, naming the font, so a typo is seen.
    public init?(name: String, size: Float) {
        guard let path = Font.resolve(name: name) else {
            Font.reportUnknown(name)
            return nil
        }
        self.init(size: size)
        source = .file(path)
    }

    /// The path `name` stands for, or `nil`.
    static func resolve(name: String) -> String? {
        let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if trimmed.contains("/") {
            return (try? Font.validate(path: trimmed)) != nil ? trimmed : nil
        }
        let wanted = Font.normalised(trimmed)
        guard !wanted.isEmpty else { return nil }
        // Installed faces first: an app's copy of an installed family does not shadow it.
        if let face = FontConfig.face(named: trimmed), (try? Font.validate(path: face.path)) != nil { return face.path }
        if let path = Font.registeredPath(for: trimmed) { return path }
        if let path = Font.findFontFile(normalisedName: wanted), (try? Font.validate(path: path)) != nil { return path }
        return nil
    }

    private static let unknownReported = Mutex<Set<String>>([])

    static func reportUnknown(_ name: String) {
        let first = unknownReported.withLock { $0.count < 1000 && $0.insert(name).inserted }
        if first {
            Diagnostics.report("no installed font is named \"\(name.prefix(100))\" (fontconfig family/style, full or file name); "
                + "Font(name:size:) returned nil, use the default font")
        }
    }

    static func normalised(_ s: String) -> String {
        String(s.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    static func findFontFile(normalisedName wanted: String) -> String? {
        var roots = ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = getenv("HOME").map({ String(cString: $0) }) { roots += [home + "/.fonts", home + "/.local/share/fonts"] }
        var budget = 20_000  // entries looked at, so a huge font tree cannot stall a frame for long
        func search(_ dir: String, depth: Int) -> String? {
            guard depth < 6, let d = opendir(dir) else { return nil }
            defer { closedir(d) }
            var subdirs: [String] = []
            while budget > 0, let e = readdir(d) {
                budget -= 1
                let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = dir + "/" + name
                let lower = name.lowercased()
                if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") {
                    if normalised(String(name.dropLast(4))) == wanted { return path }
                } else if e.pointee.d_type == UInt8(DT_DIR) {
                    subdirs.append(path)
                }
            }
            for s in subdirs { if let p = search(s, depth: depth + 1) { return p } }
            return nil
        }
        for r in roots { if let p = search(r, depth: 0) { return p } }
        return nil
    }
}
