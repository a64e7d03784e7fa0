import Synchronization
#if canImport(Glibc)
import Glibc
#endif
internal import CSDL2

extension Font {
    /// Fonts the app registered, by normalised name (family, family and style, file name).
    static let registered = Mutex<[String: String]>([:])

    /// Makes a TTF/OTF file the app ships findable by ``init(name:size:)``, as
    /// `CTFontManagerRegisterFontsForURL` or a font listed in `UIAppFonts`: by its family
    /// name ("Roboto"), family and style ("Roboto Medium"), and file name
    /// ("roboto-medium"); case, spaces and punctuation do not matter. Returns the names
    /// it registered; throws ``TactileError/fontLoadFailed(path:reason:)`` naming the file
    /// when it is missing or not a font.
    ///
    /// ```swift
    /// try Font.register(fileAt: "Resources/Roboto-Medium.ttf")
    /// let title = Font(name: "roboto-medium", size: 16) ?? .system(size: 16)
    /// ```
    @discardableResult
    public static func register(fileAt path: String) throws -> [String] {
        try Font.validate(path: path)
        var names: [String] = []
        if let rw = SDL_RWFromFile(path, "rb"), let f = TTF_OpenFontRW(rw, 1, 12) {
            let family = TTF_FontFaceFamilyName(f).map { String(cString: $0) } ?? ""
            let style = TTF_FontFaceStyleName(f).map { String(cString: $0) } ?? ""
            TTF_CloseFont(f)
            if !family.isEmpty {
                names.append(family + " " + style)
                if style.isEmpty || style.lowercased() == "regular" || style.lowercased() == "book" { names.append(family) }
            }
        }
        let file = String(path.split(separator: "/").last ?? "")
        let stem = file.split(separator: ".").dropLast().joined(separator: ".")
        if !stem.isEmpty { names.append(stem) }
        registered.withLock { table in
            for n in names { let key = normalised(n); if !key.isEmpty { table[key] = path } }
        }
        return names
    }

    /// Registers every `.ttf` and `.otf` file in a folder (not its subfolders), as an app's
    /// bundled fonts; returns how many were registered. Files that are not fonts are
    /// reported through ``Diagnostics`` and skipped.
    @discardableResult
    public static func registerFonts(inDirectory directory: String) -> Int {
        guard let d = opendir(directory) else {
            Diagnostics.report("registerFonts(inDirectory: \"\(directory.prefix(200))\"): cannot open the folder")
            return 0
        }
        defer { closedir(d) }
        var count = 0
        var budget = 10_000
        while budget > 0, let e = readdir(d) {
            budget -= 1
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            let lower = name.lowercased()
            guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") else { continue }
            do { try register(fileAt: directory + "/" + name); count += 1 } catch { Diagnostics.report("\(error)") }
        }
        return count
    }

    /// The registered file for a name, if the app registered one.
    static func registeredPath(for name: String) -> String? {
        let key = normalised(name)
        return registered.withLock { $0[key] }
    }
}
