internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// Presents a GL window on X11 by copying only the changed rectangles of its back buffer to
/// the window (`glXCopySubBufferMESA`) instead of swapping, so the back buffer is never
/// swapped and keeps the last frame: it is the retained tree's canvas (the output
/// ``RenderOutput/preservesContents``), repainted and shown only where the frame changed; a
/// frame with no change presents nothing.
///
/// On Mesa's software rasteriser (llvmpipe, what a machine without a GPU runs under X11) the
/// full-window canvas copy and swap were a fixed 2–3 ms a frame, most of it llvmpipe shading
/// the 800x480 copy. Used only where it helps and was tested: the X11 video driver with GLX
/// (not `SDL_VIDEO_X11_FORCE_EGL`), the `GLX_MESA_copy_sub_buffer` extension, and a software
/// rasteriser (llvmpipe, softpipe, swrast: no vertical blank to wait for, and the CPU pays for
/// every copied pixel). A GPU keeps swapping (its copy is cheap, and the swap keeps vsync).
/// `TACTILE_GL_PARTIAL=0` turns it off (to compare).
@MainActor
final class GLSubBufferPresenter: FramePresenter {
    private typealias GetDisplay = @convention(c) () -> OpaquePointer?
    private typealias GetDrawable = @convention(c) () -> UInt
    private typealias GetContext = @convention(c) () -> OpaquePointer?
    private typealias QueryExtensions = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<CChar>?
    private typealias CopySubBuffer = @convention(c) (OpaquePointer?, UInt, Int32, Int32, Int32, Int32) -> Void
    private typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?

    private let sdlRenderer: OpaquePointer
    private let display: OpaquePointer
    private let drawable: UInt
    private let getDrawable: GetDrawable
    private let copySubBuffer: CopySubBuffer
    /// The last present went through a swap (the GL context was not this window's): the back
    /// buffer is undefined until a whole frame is drawn again.
    private var swapped = false

    /// The GL renderer's name as `glGetString(GL_RENDERER)` gives it.
    let glRenderer: String

    static func isEnabled() -> Bool {
        guard let v = getenv("TACTILE_GL_PARTIAL") else { return true }
        return String(cString: v) != "0"
    }

    /// A presenter for `sdlRenderer` (an accelerated renderer whose GL context is current), or
    /// `nil` when this window cannot or should not present this way.
    init?(sdlRenderer: OpaquePointer, videoDriver: String) {
        guard GLSubBufferPresenter.isEnabled(), videoDriver == "x11" else { return nil }
        if let force = SDL_GetHint(SDL_HINT_VIDEO_X11_FORCE_EGL), String(cString: force) == "1" { return nil }
        // glXGetProcAddress answers any name: look the extension up before calling it.
        func proc<T>(_ name: String, _ type: T.Type) -> T? {
            SDL_GL_GetProcAddress(name).map { unsafeBitCast($0, to: type) }
        }
        guard let getContext = proc("glXGetCurrentContext", GetContext.self), getContext() != nil,
              let getDisplay = proc("glXGetCurrentDisplay", GetDisplay.self), let dpy = getDisplay(),
              let getDrawable = proc("glXGetCurrentDrawable", GetDrawable.self),
              let query = proc("glXQueryExtensionsString", QueryExtensions.self),
              let exts = query(dpy, 0), String(cString: exts).split(separator: " ").contains("GLX_MESA_copy_sub_buffer"),
              let copy = proc("glXCopySubBufferMESA", CopySubBuffer.self),
              let getString = proc("glGetString", GetString.self) else { return nil }
        let name = getString(0x1F01).map { String(cString: $0) } ?? ""  // GL_RENDERER
        let softwareRasterizer = ["llvmpipe", "softpipe", "swrast"].contains { name.lowercased().contains($0) }
        guard softwareRasterizer else { return nil }
        let d = getDrawable()
        guard d != 0 else { return nil }
        self.sdlRenderer = sdlRenderer
        display = dpy
        drawable = d
        self.getDrawable = getDrawable
        copySubBuffer = copy
        glRenderer = name
    }

    var keepsPresentedFrame: Bool { !swapped }

    func present(_ damage: PresentDamage) {
        SDL_RenderFlush(sdlRenderer)  // SDL's queued GL work first (it makes its context current)
        guard !damage.isEmpty else { return }  // nothing changed: the window shows the frame already
        guard getDrawable() == drawable else {
            // Another window's context is current: present the ordinary way, and draw the
            // next frame whole (a swapped back buffer is undefined).
            SDL_RenderPresent(sdlRenderer)
            swapped = true
            return
        }
        swapped = false
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        if damage.isWhole {
            copySubBuffer(display, drawable, 0, 0, w, h)
            return
        }
        for r in damage.rects {
            // GL's window origin is the bottom-left corner.
            copySubBuffer(display, drawable, r.x, h - r.y - r.h, r.w, r.h)
        }
    }

    func readFrame() -> Bitmap? { nil }
}
