internal import CSDL2

/// A window on a display (X11, Wayland, KMSDRM…) with an accelerated or software renderer.
///
/// Opening tries each configured video driver, then each renderer kind, and reports every
/// attempt when none works (``TactileError/noDisplay(tried:)``).
@MainActor
public final class WindowOutput: RenderOutput {
    public let renderer: Renderer
    public private(set) var outputSize: Size
    public private(set) var pixelScale: Float
    public let windowID: UInt32
    /// The `SDL_Window*`.
    public let sdlWindow: OpaquePointer
    /// The video driver in use, as SDL names it.
    public let videoDriver: String
    /// `true` when the renderer is SDL's software renderer.
    public let isSoftware: Bool
    /// `true` when presenting waits for vertical blank.
    public let hasVSync: Bool
    /// The SDL render driver in use, as SDL names it (`"opengles2"`, `"opengl"`, `"software"`…).
    /// Whether SDL shows the mouse cursor now (set from ``DisplayConfiguration/showCursor``).
    public var isCursorVisible: Bool { SDL_ShowCursor(-1) == 1 }
    /// Where the window's top-left corner is on the screen now (SDL_GetWindowPosition; read
    /// each time, so a moved window reports its new place). Accessibility tools ask it.
    public var screenPosition: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        return Point(x: Float(x), y: Float(y))
    }
    public let rendererName: String
    /// How frames reach the screen, for diagnostics (`--timing`, the bench): which presenter
    /// the window took and, for GL windows that swap, the back-buffer ages the driver reported.
    package var presentation: String {
        switch renderer.presenter {
        case is WindowCanvas: return "own canvas, changed rectangles shown"
        case is GLSubBufferPresenter: return "back buffer kept, changed rectangles shown (GLX_MESA_copy_sub_buffer)"
        case let swap as GLSwapPresenter: return "buffers swapped, only what the back buffer lacks copied (\(swap.summary))"
        default: return "whole canvas copied every frame"
        }
    }
    /// The software window's own pixels (``WindowCanvas``), presented where they changed.
    private var canvas: WindowCanvas?

    /// Opens a window as `configuration` says.
    public init(configuration c: DisplayConfiguration) throws {
        try c.validate()  // a configuration built in code is checked as a loaded one
        try SDLRuntime.ensureCore()
        var tried: [String] = []
        let drivers: [String?] = c.videoDrivers.isEmpty ? [nil] : c.videoDrivers.map { Optional($0) }
        for driver in drivers {
            do {
                try SDLRuntime.ensureVideo(driver: driver)
            } catch {
                tried.append("driver \(driver ?? "default"): \(error)")
                continue
            }
            let name = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
            if driver == nil, name == "offscreen" || name == "dummy" {
                // SDL falls back to an invisible driver when it finds no display: say so,
                // rather than run a window nobody can see.
                Diagnostics.report("no display found (no DISPLAY or WAYLAND_DISPLAY, no KMSDRM): SDL chose its "
                                   + "'\(name)' driver, so the window is invisible; set DISPLAY, run on a console "
                                   + "with KMSDRM, or render offscreen: TACTILE_HEADLESS=1 (or headless in tactile.json), an AppRunner app's "
                                   + "--headless --out DIR, or a Harness in tests")
            }
            let displays = SDL_GetNumVideoDisplays()
            if c.displayIndex >= Int(displays) {
                tried.append("driver \(name): display \(c.displayIndex) does not exist (\(displays) display(s))")
                SDLRuntime.shutdownVideo()
                continue
            }
            var flags = SDL_WINDOW_SHOWN.rawValue
            if c.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
            if c.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
            if c.highDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
            let display = Int32(max(0, c.displayIndex))
            let ui = c.size.sanitized
            // The window holds the UI turned by the rotation.
            let w = c.rotation.swapsAxes ? ui.height : ui.width
            let h = c.rotation.swapsAxes ? ui.width : ui.height
            guard let window = SDL_CreateWindow(c.title, SDLConstants.windowPositionCentered(display: display),
                                                SDLConstants.windowPositionCentered(display: display),
                                                Int32(max(1, w)), Int32(max(1, h)), flags) else {
                tried.append("driver \(name): SDL_CreateWindow: \(sdlError())")
                SDLRuntime.shutdownVideo()
                continue
            }
            let available = WindowOutput.renderDriverNames
            if let named = c.rendererDriver, WindowOutput.renderDriverIndex(named) == nil {
                tried.append("driver \(name): no render driver '\(named)' (this SDL has: \(available.joined(separator: ", ")))")
            }
            let attempts = RendererChoice.attempts(kind: c.renderer, named: c.rendererDriver, videoDriver: name,
                                                   available: available, vsync: c.vsync)
            for attempt in attempts {
                var index: Int32 = -1  // SDL's first driver that opens
                if let driver = attempt.driver {
                    guard let i = WindowOutput.renderDriverIndex(driver) else { continue }  // reported above
                    index = i
                }
                // The environment variable SDL_FRAMEBUFFER_ACCELERATION still wins over this hint.
                if let fb = attempt.framebufferAcceleration { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, fb) }
                let rflags = attempt.software ? SDL_RENDERER_SOFTWARE.rawValue
                    : SDL_RENDERER_ACCELERATED.rawValue | (attempt.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
                // A software window draws into a canvas of its own, presented where it changed.
                var canvas = attempt.software && WindowCanvas.isEnabled ? WindowCanvas(window: window) : nil
                var made = canvas.flatMap { SDL_CreateSoftwareRenderer($0.surface) }
                if made == nil {
                    canvas?.release()
                    canvas = nil
                    made = SDL_CreateRenderer(window, index, rflags)
                }
                guard let r = made else {
                    tried.append("driver \(name), \(attempt.label) renderer: \(sdlError())")
                    continue
                }
                var info = SDL_RendererInfo()
                SDL_GetRendererInfo(r, &info)
                guard info.flags & SDL_RENDERER_TARGETTEXTURE.rawValue != 0 else {
                    // Tactile draws kept and rotated frames into textures: without them the screen stays black.
                    let n = info.name.map { String(cString: $0) } ?? "?"
                    tried.append("driver \(name), \(attempt.label) renderer (\(n)): no render targets")
                    SDL_DestroyRenderer(r)
                    canvas?.release()
                    continue
                }
                sdlWindow = window
                videoDriver = name
                isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
                rendererName = info.name.map { String(cString: $0) } ?? "?"
                let vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
                let subBuffer = canvas == nil && !isSoftware
                    ? GLSubBufferPresenter(sdlRenderer: r, videoDriver: name) : nil
                hasVSync = vsync && subBuffer == nil  // copying sub-buffers never waits: the loop paces itself
                windowID = SDL_GetWindowID(window)
                var ww: Int32 = 0, wh: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
                SDL_GetWindowSize(window, &ww, &wh)
                SDL_GetRendererOutputSize(r, &pw, &ph)
                outputSize = Size(width: Float(ww), height: Float(wh))
                pixelScale = ww > 0 ? Float(pw) / Float(ww) : 1
                renderer = Renderer(sdlRenderer: r, outputSize: Size(width: Float(pw), height: Float(ph)),
                                    pixelScale: 1, takeOwnership: true)
                if let canvas {
                    self.canvas = canvas
                    renderer.attachOutputSurface(canvas.surface)
                    renderer.presenter = canvas
                } else if let subBuffer {
                    renderer.presenter = subBuffer
                } else if !isSoftware {
                    renderer.presenter = GLSwapPresenter(sdlRenderer: r)  // nil without buffer ages
                }
                SDL_ShowCursor(c.showCursor ? 1 : 0)
                if FirstPresent.needsPriming(videoDriver: name) { primeSurface() }
                SDLRuntime.openWindows += 1
                return
            }
            SDL_DestroyWindow(window)
            SDLRuntime.shutdownVideo()
        }
        throw TactileError.noDisplay(tried: tried)
    }

    deinit {
        // The renderer's textures live in the window's context: free them before the window.
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated {
                renderer.detachOutputSurface()
                renderer.presenter = nil
                renderer.releaseSDLResources()
                canvas?.release()  // after the SDL renderer drawing into it
                SDL_DestroyWindow(sdlWindow)
                SDLRuntime.openWindows -= 1
            }
        } else {
            MainActorCleanup.releasedOffMainActor("WindowOutput")
        }
    }

    /// Presents one black frame before the first real one (see ``FirstPresent``): on KMSDRM
    /// that swap is the one SDL spends recreating the window's surfaces, so the app's first
    /// frame is no longer lost to it.
    private func primeSurface() {
        if let canvas {
            _ = canvas.presentBlack()
        } else {
            let r = renderer.sdlRenderer
            SDL_SetRenderDrawColor(r, 0, 0, 0, 255)
            SDL_RenderClear(r)
            SDL_RenderPresent(r)
        }
        FirstPresent.didPrime()
    }

    /// The frame captured before its present when ``Renderer/captureNextPresent()`` asked
    /// for it; otherwise the back buffer as it is now, which SDL leaves undefined after a
    /// present (Mesa under X11 keeps it; page flipping need not).
    public func readPixels() -> Bitmap {
        renderer.takeCapturedFrame() ?? canvas?.readWindow() ?? renderer.readTargetPixels()
    }

    /// `true` when the window keeps its last frame where the next one is drawn (a software
    /// window's own canvas, a GL back buffer presented by copying sub-rectangles): only the
    /// dirty part of the tree is then repainted, and only that is presented.
    public var preservesContents: Bool { renderer.presenter?.keepsPresentedFrame ?? false }

    /// The render drivers this SDL was built with, in its order of preference.
    public nonisolated static var renderDriverNames: [String] {
        (0..<max(0, SDL_GetNumRenderDrivers())).map { i in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name else { return "?" }
            return String(cString: n)
        }
    }

    nonisolated static func renderDriverIndex(_ name: String) -> Int32? {
        renderDriverNames.firstIndex { $0.lowercased() == name.lowercased() }.map { Int32($0) }
    }

    /// Resizes the window (tests; the user resizes a window by its frame). The resize event
    /// follows; until the engine handles it, the output keeps its size.
    package func setWindowSize(_ size: Size) {
        let s = size.sanitized
        SDL_SetWindowSize(sdlWindow, Int32(max(1, s.width)), Int32(max(1, s.height)))
    }

    public func refreshSize() {
        if let canvas, canvas.refreshSize() {
            SDL_RenderSetViewport(renderer.sdlRenderer, nil)  // SDL's renderer reads the new size
            renderer.attachOutputSurface(canvas.surface)
        }
        var ww: Int32 = 0, wh: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &ww, &wh)
        SDL_GetRendererOutputSize(renderer.sdlRenderer, &pw, &ph)
        outputSize = Size(width: Float(ww), height: Float(wh))
        pixelScale = ww > 0 ? Float(pw) / Float(ww) : 1
        renderer.outputDidResize(to: Size(width: Float(pw), height: Float(ph)))
    }
}
