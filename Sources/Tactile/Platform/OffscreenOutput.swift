import CSDL2

/// Renders into an `SDL_Surface` with SDL's software renderer: no display, no video driver,
/// exact and repeatable pixels. Used by tests, the harness and headless samples.
@MainActor
public final class OffscreenOutput: RenderOutput {
    public let renderer: Renderer
    public private(set) var outputSize: Size
    public let pixelScale: Float
    public let windowID: UInt32 = 0
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// Creates a surface of `size` points at `pixelScale` pixels a point. NaN, negative or
    /// zero sizes become 1x1 (and are reported) rather than failing later.
    public init(size: Size, pixelScale: Float = 1) throws {
        try SDLRuntime.ensureCore()
        var s = size.sanitized
        if s.width < 1 || s.height < 1 {
            Diagnostics.report("offscreen size \(size) is not drawable; using at least 1x1")
            s = Size(width: max(1, s.width), height: max(1, s.height))
        }
        let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        let w = Int32((s.width * scale).rounded()), h = Int32((s.height * scale).rounded())
        guard let surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDLConstants.pixelFormatARGB8888) else {
            throw TactileError.sdl(call: "SDL_CreateRGBSurfaceWithFormat(\(w)x\(h))", message: sdlError())
        }
        guard let r = SDL_CreateSoftwareRenderer(surf) else {
            SDL_FreeSurface(surf)
            throw TactileError.sdl(call: "SDL_CreateSoftwareRenderer", message: sdlError())
        }
        surface = surf
        outputSize = s
        self.pixelScale = scale
        renderer = Renderer(sdlRenderer: r, outputSize: Size(width: Float(w), height: Float(h)), pixelScale: scale,
                            takeOwnership: true)
    }

    isolated deinit {
        SDL_FreeSurface(surface)
    }

    public func readPixels() -> Bitmap {
        Bitmap(surface: surface) ?? Bitmap(width: 0, height: 0)
    }

    public func refreshSize() {}

    /// An offscreen surface keeps its pixels between frames.
    public var preservesContents: Bool { true }
}
