internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// Presents a GL window that swaps its buffers (KMSDRM's opengles2 on the Pi, a GPU under X11
/// or Wayland) when the driver tells the back buffer's age (`EGL_EXT_buffer_age`,
/// `GLX_EXT_buffer_age`): the compositor then copies only the areas the back buffer lacks
/// (this frame's damage and that of the frames presented since the buffer was last drawn,
/// ``SwapChainDamage``) from its kept canvas, instead of the whole canvas; and a frame that
/// changed nothing is not swapped at all (``swappedLastFrame`` is `false`, so the loop paces
/// itself rather than relying on the swap to wait for the vertical blank).
///
/// The age is read through the EGL or GLX library SDL already loaded (`RTLD_NOLOAD`), for the
/// surface or drawable current when the presenter was made; another one current (a second
/// window) reads as age 0: the whole canvas is copied, as without the extension.
/// `TACTILE_GL_BUFFER_AGE=0` turns it off (to compare).
@MainActor
final class GLSwapPresenter: FramePresenter {
    private typealias GetPointer = @convention(c) () -> OpaquePointer?
    private typealias GetSurface = @convention(c) (Int32) -> OpaquePointer?
    private typealias QueryString = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<CChar>?
    private typealias QuerySurface = @convention(c) (OpaquePointer?, OpaquePointer?, Int32, UnsafeMutablePointer<Int32>) -> UInt32
    private typealias GetDrawable = @convention(c) () -> UInt
    private typealias QueryDrawable = @convention(c) (OpaquePointer?, UInt, Int32, UnsafeMutablePointer<UInt32>) -> Void

    private let sdlRenderer: OpaquePointer
    /// Reads the current back buffer's age (0: unknown).
    private let readAge: () -> Int
    /// Which extension gave the age ("EGL_EXT_buffer_age" or "GLX_EXT_buffer_age").
    let source: String
    private var history = SwapChainDamage()
    private(set) var swappedLastFrame = true
    /// How many frames found their back buffer at age 0 (unknown: whole copy), 1, 2, 3, 4 and
    /// older than ``SwapChainDamage`` keeps (whole copy): what the driver really does, for the
    /// `--timing` report of a real run.
    private(set) var framesByAge = [Int](repeating: 0, count: 6)

    static var isEnabled: Bool {
        guard let v = getenv("TACTILE_GL_BUFFER_AGE") else { return true }
        return String(cString: v) != "0"
    }

    /// A presenter for `sdlRenderer` (an accelerated renderer whose GL context is current), or
    /// `nil` when neither EGL nor GLX tells buffer ages here.
    init?(sdlRenderer: OpaquePointer) {
        guard GLSwapPresenter.isEnabled else { return nil }
        SDL_RenderFlush(sdlRenderer)  // makes SDL's context current
        self.sdlRenderer = sdlRenderer
        if let read = GLSwapPresenter.eglAge() {
            readAge = read
            source = "EGL_EXT_buffer_age"
        } else if let read = GLSwapPresenter.glxAge() {
            readAge = read
            source = "GLX_EXT_buffer_age"
        } else {
            return nil
        }
    }

    private static func symbol<T>(_ lib: UnsafeMutableRawPointer, _ name: String, _ type: T.Type) -> T? {
        dlsym(lib, name).map { unsafeBitCast($0, to: type) }
    }

    private static func eglAge() -> (() -> Int)? {
        guard let lib = dlopen("libEGL.so.1", RTLD_NOW | RTLD_NOLOAD),
              let getDisplay = symbol(lib, "eglGetCurrentDisplay", GetPointer.self),
              let getSurface = symbol(lib, "eglGetCurrentSurface", GetSurface.self),
              let queryString = symbol(lib, "eglQueryString", QueryString.self),
              let querySurface = symbol(lib, "eglQuerySurface", QuerySurface.self),
              let dpy = getDisplay(), let surface = getSurface(0x3059),  // EGL_DRAW
              let exts = queryString(dpy, 0x3055),  // EGL_EXTENSIONS
              String(cString: exts).split(separator: " ").contains("EGL_EXT_buffer_age") else { return nil }
        return {
            guard getSurface(0x3059) == surface else { return 0 }
            var age: Int32 = 0
            guard querySurface(dpy, surface, 0x313D, &age) != 0 else { return 0 }  // EGL_BUFFER_AGE_EXT
            return Int(max(0, age))
        }
    }

    private static func glxAge() -> (() -> Int)? {
        guard let lib = dlopen("libGLX.so.0", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libGL.so.1", RTLD_NOW | RTLD_NOLOAD),
              let getDisplay = symbol(lib, "glXGetCurrentDisplay", GetPointer.self),
              let getDrawable = symbol(lib, "glXGetCurrentDrawable", GetDrawable.self),
              let queryExtensions = symbol(lib, "glXQueryExtensionsString", QueryString.self),
              let queryDrawable = symbol(lib, "glXQueryDrawable", QueryDrawable.self),
              let dpy = getDisplay(), case let drawable = getDrawable(), drawable != 0,
              let exts = queryExtensions(dpy, 0),
              String(cString: exts).split(separator: " ").contains("GLX_EXT_buffer_age") else { return nil }
        return {
            guard getDrawable() == drawable else { return 0 }
            var age: UInt32 = 0
            queryDrawable(dpy, drawable, 0x20F4, &age)  // GLX_BACK_BUFFER_AGE_EXT
            return Int(min(age, 64))
        }
    }

    var keepsPresentedFrame: Bool { false }
    var knowsBackBufferAge: Bool { true }

    func addBackBufferStaleAreas(to damage: inout PresentDamage) {
        SDL_RenderFlush(sdlRenderer)
        let age = readAge()
        framesByAge[min(age, framesByAge.count - 1)] += 1
        history.addStaleAreas(age: age, to: &damage)
    }

    /// "EGL_EXT_buffer_age; back-buffer ages 3: 118 frames, 0: 2 frames" (ages seen so far).
    var summary: String {
        let ages = framesByAge.indices.filter { framesByAge[$0] > 0 }.map { age in
            "\(age == framesByAge.count - 1 ? "\(age)+" : "\(age)"): \(framesByAge[age]) frames"
        }
        return source + (ages.isEmpty ? "" : "; back-buffer ages " + ages.joined(separator: ", "))
    }

    func present(_ damage: PresentDamage) {
        guard !damage.isEmpty else {
            // Nothing changed: the screen shows this frame already; no swap, no buffer aged.
            SDL_RenderFlush(sdlRenderer)
            swappedLastFrame = false
            return
        }
        SDL_RenderPresent(sdlRenderer)
        history.presented(damage)
        swappedLastFrame = true
    }

    func readFrame() -> Bitmap? { nil }
}
