internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// The pixels of a software window, kept by Tactile: an ARGB8888 surface that SDL's software
/// renderer and the renderer's own pixel writer (`PixelTarget`) draw into, as an offscreen
/// output's, and that is copied to the window's surface only where a frame changed it
/// (`SDL_UpdateWindowSurfaceRects`).
///
/// Before, a software window drew its retained tree into a kept canvas texture through SDL,
/// copied the whole canvas to the window surface and presented the whole surface each frame.
/// The pixels are the same (the canvas is the same ARGB8888 arithmetic; the window surface
/// gets its colour bytes); a one-change frame now copies and presents one button's pixels.
///
/// On a resize the canvas keeps its `SDL_Surface` (the SDL renderer holds it) and points it
/// at a new buffer of the new size: the surface is made over Tactile's buffer
/// (`SDL_CreateRGBSurfaceWithFormatFrom`, so SDL never frees or reallocates it), and SDL's
/// software renderer reads its size, pitch and pixels on every call.
@MainActor
final class WindowCanvas: FramePresenter {
    let surface: UnsafeMutablePointer<SDL_Surface>
    private let window: OpaquePointer
    private var pixels: UnsafeMutableRawPointer

    /// `false` turns the canvas off for new windows (`TACTILE_WINDOW_CANVAS=0`): the software
    /// renderer then draws into the window surface through SDL, as before (to compare).
    static var isEnabled: Bool = {
        guard let v = getenv("TACTILE_WINDOW_CANVAS") else { return true }
        return String(cString: v) != "0"
    }()

    /// A canvas of the window surface's size, or `nil` when the window has no surface.
    init?(window: OpaquePointer) {
        guard let ws = SDL_GetWindowSurface(window), ws.pointee.w > 0, ws.pointee.h > 0 else { return nil }
        let w = ws.pointee.w, h = ws.pointee.h
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: Int(w) * Int(h) * 4, alignment: 64)
        guard let s = SDL_CreateRGBSurfaceWithFormatFrom(buffer, w, h, 32, w * 4, SDLConstants.pixelFormatARGB8888) else {
            buffer.deallocate()
            return nil
        }
        buffer.initializeMemory(as: UInt32.self, repeating: 0xFF00_0000, count: Int(w) * Int(h))
        self.window = window
        surface = s
        pixels = buffer
    }

    /// Frees the surface and its pixels (after the renderer drawing into it is gone).
    func release() {
        SDL_FreeSurface(surface)
        pixels.deallocate()
    }

    /// Follows the window surface's size; `true` when it changed (the canvas is then black).
    @discardableResult
    func refreshSize() -> Bool {
        guard let ws = SDL_GetWindowSurface(window) else { return false }
        let w = ws.pointee.w, h = ws.pointee.h
        guard w > 0, h > 0, w != surface.pointee.w || h != surface.pointee.h else { return false }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: Int(w) * Int(h) * 4, alignment: 64)
        buffer.initializeMemory(as: UInt32.self, repeating: 0xFF00_0000, count: Int(w) * Int(h))
        surface.pointee.pixels = buffer
        surface.pointee.w = w
        surface.pointee.h = h
        surface.pointee.pitch = w * 4
        SDL_SetClipRect(surface, nil)
        pixels.deallocate()
        pixels = buffer
        return true
    }

    // MARK: FramePresenter

    /// The canvas keeps every pixel between frames.
    var keepsPresentedFrame: Bool { true }

    /// Copies the changed rectangles to the window surface and updates them on screen.
    func present(_ damage: PresentDamage) {
        guard !damage.isEmpty, let ws = SDL_GetWindowSurface(window) else { return }
        let w = min(surface.pointee.w, ws.pointee.w), h = min(surface.pointee.h, ws.pointee.h)
        if damage.isWhole {
            var all = SDL_Rect(x: 0, y: 0, w: w, h: h)
            copy(&all, to: ws)
            SDL_UpdateWindowSurfaceRects(window, &all, 1)
            return
        }
        damage.rects.withUnsafeBufferPointer { rects in
            var n: Int32 = 0
            for var r in rects {
                // Clamped to both surfaces: a rectangle outside them is not copied.
                let x0 = max(0, r.x), y0 = max(0, r.y), x1 = min(w, r.x + r.w), y1 = min(h, r.y + r.h)
                guard x0 < x1, y0 < y1 else { continue }
                r = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
                copy(&r, to: ws)
                n += 1
            }
            guard n > 0 else { return }
            if n == Int32(rects.count) {
                SDL_UpdateWindowSurfaceRects(window, rects.baseAddress, n)
            } else {
                var all = SDL_Rect(x: 0, y: 0, w: w, h: h)  // rare: some were outside
                SDL_UpdateWindowSurfaceRects(window, &all, 1)
            }
        }
    }

    /// Fills the window surface black and presents it whole (the swap SDL's KMSDRM backend
    /// spends recreating its surfaces, before the first real frame: ``FirstPresent``).
    /// `false` when the window has no surface.
    @discardableResult
    func presentBlack() -> Bool {
        guard let ws = SDL_GetWindowSurface(window) else { return false }
        SDL_FillRect(ws, nil, 0)
        return SDL_UpdateWindowSurface(window) == 0
    }

    /// The canvas as the screen shows it: opaque (a window surface has no alpha).
    func readFrame() -> Bitmap? {
        guard var b = Bitmap(surface: surface) else { return nil }
        for i in stride(from: 3, to: b.bytes.count, by: 4) { b.bytes[i] = 255 }
        return b
    }

    /// The window surface's pixels now (what the screen shows).
    func readWindow() -> Bitmap? {
        SDL_GetWindowSurface(window).flatMap { Bitmap(surface: $0) }
    }

    /// Copies `r` (inside both surfaces) from the canvas to the window surface: rows of
    /// bytes when the window surface is 32-bit RGB (X11's RGB888/ARGB8888: the colour bytes
    /// where the canvas has them), else SDL's converting blit.
    private func copy(_ r: inout SDL_Rect, to ws: UnsafeMutablePointer<SDL_Surface>) {
        let f = ws.pointee.format?.pointee.format ?? 0
        if f == SDLConstants.pixelFormatARGB8888 || f == SDLConstants.pixelFormatRGB888, let dst = ws.pointee.pixels {
            SDL_LockSurface(ws)  // a no-op for a window surface (never RLE); kept for the rule
            let sp = Int(surface.pointee.pitch), dp = Int(ws.pointee.pitch), bytes = Int(r.w) * 4
            var s = UnsafeRawPointer(pixels) + Int(r.y) * sp + Int(r.x) * 4
            var d = dst + Int(r.y) * dp + Int(r.x) * 4
            for _ in 0..<Int(r.h) {
                d.copyMemory(from: s, byteCount: bytes)
                s += sp
                d += dp
            }
            SDL_UnlockSurface(ws)
            return
        }
        SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
        var dr = r
        SDL_UpperBlit(surface, &r, ws, &dr)
    }
}
