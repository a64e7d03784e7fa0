internal import CSDL2

/// Initialises SDL, SDL_ttf and SDL_image once per process.
///
/// Rendering into a surface needs no video subsystem, so tests and headless runs only
/// start the video subsystem when a window is asked for.
@MainActor
enum SDLRuntime {
    // Process-wide because SDL's subsystems are (SDL_Init is once per process); main-actor only.
    private static var coreReady = false
    private static var videoReady = false
    /// Windows open now (a different driver can be started only when none is).
    static var openWindows = 0

    /// Starts the event subsystem, SDL_ttf and SDL_image (PNG, JPEG).
    static func ensureCore() throws {
        if coreReady { return }
        if SDL_Init(SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0 { throw TactileError.sdl(call: "SDL_Init", message: sdlError()) }
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw TactileError.sdl(call: "TTF_Init", message: sdlError()) }
        let flags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        _ = IMG_Init(flags)
        coreReady = true
    }

    /// Starts the video subsystem with `driver` (or SDL's choice when `nil`).
    static func ensureVideo(driver: String?) throws {
        try ensureCore()
        if videoReady {
            // Running already: fine unless another driver is asked for.
            let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            guard let driver, current.lowercased() != driver.lowercased() else { return }
            guard openWindows == 0 else {
                throw TactileError.sdl(call: "SDL_VideoInit(\(driver))", message: "the \(current) driver is in use by an open window")
            }
            shutdownVideo()
        }
        let result: Int32
        if let driver {
            result = SDL_VideoInit(driver)
        } else {
            result = SDL_InitSubSystem(SDL_INIT_VIDEO)
        }
        if result != 0 { throw TactileError.sdl(call: "SDL_VideoInit(\(driver ?? "default"))", message: sdlError()) }
        videoReady = true
    }

    /// Stops the video subsystem so another driver can be tried.
    static func shutdownVideo() {
        guard videoReady else { return }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        // Started with SDL_VideoInit(driver), the subsystem is not reference-counted:
        // quit it directly, so the display connection is closed too.
        if SDL_GetCurrentVideoDriver() != nil { SDL_VideoQuit() }
        videoReady = false
    }
}
