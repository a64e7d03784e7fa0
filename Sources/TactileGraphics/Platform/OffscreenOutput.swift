internal import CSDL2

/// Renders into an `SDL_Surface` with SDL's software renderer: no display, no video driver,
/// exact and repeatable pixels. Used by tests, the harness and headless samples.
@MainActor
public final class OffscreenOutput: RenderOutput {
    public let renderer: Renderer
    public private(set) var outputSize: Size
    public let pixelScale: Float
    public let windowID: UInt32 = 0
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// The largest surface side, in pixels (SDL's and most GPUs' texture limit).
    public static let maximumPixelSide: Float = 16384

    /// Creates a surface of `size` points at `pixelScale` pixels a point. NaN, negative or
    /// zero sizes become 1x1 (and are reported) rather than failing later; NaN or
    /// non-positive scales become 1. Throws ``TactileError/configuration(key:message:)``
    /// when a side would exceed ``maximumPixelSide`` pixels (`1e10 x 1e10`, a scale of 1e8).
    public init(size: Size, pixelScale: Float = 1) throws {
        try SDLRuntime.ensureCore()
        var s = size.sanitized
        if s.width < 1 || s.height < 1 {
            Diagnostics.report("offscreen size \(size) is not drawable; using at least 1x1")
            s = Size(width: max(1, s.width), height: max(1, s.height))
        }
        let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        let limit = OffscreenOutput.maximumPixelSide
        guard s.width <= limit, s.height <= limit else {
            throw TactileError.configuration(key: "size", message: "\(size) is larger than 16384x16384 points")
        }
        guard (s.width * scale).rounded() <= limit, (s.height * scale).rounded() <= limit else {
            throw TactileError.configuration(key: "pixelScale", message: "\(size) at \(pixelScale) pixels a point is "
                                             + "larger than 16384x16384 pixels")
        }
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
        renderer.keepAlive(surf)
        renderer.attachOutputSurface(surf)
    }

    deinit {
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated {
                renderer.detachOutputSurface()  // a renderer kept alive must not write freed pixels
                SDL_FreeSurface(surface)
            }
        } else {
            MainActorCleanup.releasedOffMainActor("OffscreenOutput")
        }
    }

    public func readPixels() -> Bitmap {
        renderer.flush()  // commands still in the draw list are part of the frame
        return Bitmap(surface: surface) ?? Bitmap(width: 0, height: 0)
    }

    public func refreshSize() {}

    /// An offscreen surface keeps its pixels between frames (unless a test's presenter
    /// simulates a swap chain on it).
    public var preservesContents: Bool { renderer.presenter?.keepsPresentedFrame ?? true }

    /// Replaces the surface's pixels with a bitmap of its size (tests simulating a swap chain:
    /// the back buffer becomes an older frame). A bitmap of another size is ignored.
    package func overwritePixels(with bitmap: Bitmap) {
        let s = surface.pointee
        guard bitmap.width == Int(s.w), bitmap.height == Int(s.h) else { return }
        var bytes = bitmap.bytes
        bytes.withUnsafeMutableBytes { raw in
            guard let src = SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, s.w, s.h, 32, s.w * 4,
                                                               SDLConstants.pixelFormatABGR8888) else { return }
            SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_NONE)
            SDL_UpperBlit(src, nil, surface, nil)
            SDL_FreeSurface(src)
        }
    }
}
