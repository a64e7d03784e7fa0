internal import CSDL2

/// A typeface at a size in points: the embedded default font or any TTF/OTF file.
///
/// A `Font` is a description; each ``Renderer`` opens it on first use (at its pixel
/// scale). Create file fonts with ``init(contentsOfFile:size:)``, which checks the file so
/// that a missing or corrupt font fails there, with its path, instead of drawing nothing.
public struct Font: Hashable, Sendable {
    /// Where the glyphs come from.
    public enum Source: Hashable, Sendable {
        /// DejaVu Sans, embedded in the binary (Resources/Fonts).
        case embeddedDefault
        /// A TTF or OTF file.
        case file(String)
        /// The bold system font: DejaVu Sans Bold when installed, else the embedded DejaVu
        /// Sans emboldened by SDL_ttf.
        case embeddedDefaultBold
        /// The italic system font: DejaVu Sans Oblique when installed, else the embedded DejaVu
        /// Sans slanted by SDL_ttf (Debian trixie's `fonts-dejavu-core`, a Pi's default, has no
        /// oblique face).
        case embeddedDefaultItalic
    }

    /// Where the glyphs come from.
    public var source: Source
    /// The Dynamic Type style a font from ``preferredFont(forTextStyle:)`` was made for
    /// (`nil` for other fonts): views that adjust to the content size category re-make it.
    public internal(set) var textStyle: TextStyle?
    /// The em size in points (the size `TTF_OpenFont` takes, at one pixel per point).
    /// Sizes that are not finite or not positive become 16; sizes above 1000 become 1000.
    public var size: Float {
        didSet { if !(size.isFinite && size > 0 && size <= 1000) { size = Font.clean(size) } }
    }

    /// The default font at `size` points.
    public init(size: Float) {
        self.source = .embeddedDefault
        self.size = Font.clean(size)
    }

    /// Opens a TTF/OTF file at `size` points, throwing ``TactileError/fontLoadFailed(path:reason:)``
    /// naming the file when it is missing or not a font.
    public init(contentsOfFile path: String, size: Float) throws {
        try Font.validate(path: path)
        self.source = .file(path)
        self.size = Font.clean(size)
    }

    /// The default font at `size` points, as `UIFont.systemFont(ofSize:)`.
    public static func system(size: Float) -> Font { Font(size: size) }

    /// The default font at 16 points.
    public static let `default` = Font(size: 16)

    /// The same typeface at another size.
    public func withSize(_ size: Float) -> Font {
        var f = self
        f.size = Font.clean(size)
        return f
    }

    static func clean(_ size: Float) -> Float { size.isFinite && size > 0 ? min(size, 1000) : 16 }

    /// Checks that `path` is a font SDL_ttf can open.
    static func validate(path: String) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw TactileError.fontLoadFailed(path: path, reason: "TTF_Init failed (\(sdlError()))")
        }
        guard let rw = SDL_RWFromFile(path, "rb") else {
            throw TactileError.fontLoadFailed(path: path, reason: "cannot open file (\(sdlError()))")
        }
        guard let font = TTF_OpenFontRW(rw, 1, 12) else {
            throw TactileError.fontLoadFailed(path: path, reason: "not a TrueType/OpenType font (\(sdlError()))")
        }
        TTF_CloseFont(font)
    }
}
