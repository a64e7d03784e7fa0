import CSDL2
import CTactileResources
import Foundation
import Tactile

/// The button grid drawn by direct SDL calls with no engine: the practical lower bound.
///
/// It draws the same pixels as the engine the fast way SDL's software renderer allows:
/// opaque rectangles through `SDL_RenderFillRects` without blending, the four corners as
/// copies of anti-aliased quarter-disc mask textures tinted by colour modulation (the
/// engine's corners), and every title rasterised once into a texture and copied, cut at the button's
/// right edge.
@MainActor
enum RawSDLScene {
    /// An anti-aliased quarter disc of `radius` pixels as a white texture whose alpha is
    /// the pixel coverage (4x4 samples), mirrored for `corner` (0 top-left, 1 top-right,
    /// 2 bottom-right, 3 bottom-left): the same masks the engine draws its corners with.
    static func cornerMask(_ renderer: OpaquePointer, radius n: Int, corner: Int) -> OpaquePointer? {
        var pixels = [UInt32](repeating: 0, count: n * n)
        let r = Float(n)
        for j in 0..<n {
            for i in 0..<n {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = r - (Float(i) + (Float(sx) + 0.5) / 4), dy = r - (Float(j) + (Float(sy) + 0.5) / 4)
                        if dx * dx + dy * dy <= r * r { hits += 1 }
                    }
                }
                let ti = corner == 1 || corner == 2 ? n - 1 - i : i
                let tj = corner >= 2 ? n - 1 - j : j
                pixels[tj * n + ti] = UInt32((Float(hits) / 16 * 255).rounded()) << 24 | 0x00FF_FFFF
            }
        }
        guard let tex = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                          Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(n), Int32(n)) else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(tex, nil, $0.baseAddress, Int32(n * 4)) }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        return tex
    }

    struct Title {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
    }

    /// Everything one button needs at draw time, computed once.
    struct Button {
        var fillRects: (SDL_Rect, SDL_Rect)
        var accentRects: (SDL_Rect, SDL_Rect)
        var corners: (SDL_Rect, SDL_Rect, SDL_Rect, SDL_Rect)
        var title: Title
        var titleSource: SDL_Rect
        var titleDestination: SDL_Rect
    }

    static func fail(_ call: String) -> TactileError { .sdl(call: call, message: String(cString: SDL_GetError())) }

    static func run(n: Int, frames: Int) throws -> (msPerFrame: Double, lastFrame: Bitmap) {
        if SDL_Init(SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0 { throw fail("SDL_Init") }
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw fail("TTF_Init") }
        let w = ButtonGridLayout.canvasWidth, h = ButtonGridLayout.canvasHeight
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw fail("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw fail("SDL_CreateSoftwareRenderer") }
        defer { SDL_DestroyRenderer(renderer) }
        guard let rw = SDL_RWFromConstMem(tactile_default_font_bytes(), Int32(tactile_default_font_size())),
              let font = TTF_OpenFontRW(rw, 1, Int32(ButtonGridLayout.fontSize)) else { throw fail("TTF_OpenFontRW") }
        defer { TTF_CloseFont(font) }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        let lineHeight = Float(TTF_FontHeight(font))

        // Set-up, not timed: titles rasterised once, geometry computed once.
        let fill = ButtonGridLayout.fill, accent = ButtonGridLayout.accent
        let green = SDL_Color(r: fill.r, g: fill.g, b: fill.b, a: 255)
        let red = SDL_Color(r: accent.r, g: accent.g, b: accent.b, a: 255)
        var buttons: [Button] = []
        buttons.reserveCapacity(n)
        var titles: [String: Title] = [:]
        defer { for t in titles.values { SDL_DestroyTexture(t.texture) } }
        let bw = ButtonGridLayout.buttonWidth, bh = ButtonGridLayout.buttonHeight
        let r = ButtonGridLayout.cornerRadius, aw = ButtonGridLayout.accentWidth
        for i in 0..<n {
            let (x0, y0) = ButtonGridLayout.origin(of: i)
            let x1 = x0 + bw, y1 = y0 + bh
            func rect(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> SDL_Rect {
                SDL_Rect(x: Int32(ax), y: Int32(ay), w: Int32(bx - ax), h: Int32(by - ay))
            }
            let corners = (rect(x0, y0, x0 + r, y0 + r), rect(x1 - r, y0, x1, y0 + r),
                           rect(x1 - r, y1 - r, x1, y1), rect(x0, y1 - r, x0 + r, y1))
            let text = ButtonGridLayout.title(of: i)
            let title: Title
            if let t = titles[text] {
                title = t
            } else {
                guard let s = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
                    throw fail("TTF_RenderUTF8_Blended")
                }
                defer { SDL_FreeSurface(s) }
                guard let tex = SDL_CreateTextureFromSurface(renderer, s) else { throw fail("SDL_CreateTextureFromSurface") }
                SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
                title = Title(texture: tex, width: s.pointee.w, height: s.pointee.h)
                titles[text] = title
            }
            // The title's box, cut by the button (the right edge, from two digits on).
            let tx = x0 + ButtonGridLayout.titleX, ty = (y0 + (bh - lineHeight) / 2).rounded()
            let cx0 = max(tx, x0), cy0 = max(ty, y0)
            let cx1 = min(tx + Float(title.width), x1), cy1 = min(ty + Float(title.height), y1)
            buttons.append(Button(
                fillRects: (rect(x0 + aw, y0, x1 - r, y1), rect(x1 - r, y0 + r, x1, y1 - r)),
                accentRects: (rect(x0 + r, y0, x0 + aw, y1), rect(x0, y0 + r, x0 + r, y1 - r)),
                corners: corners,
                title: title,
                titleSource: SDL_Rect(x: Int32(cx0 - tx), y: Int32(cy0 - ty), w: Int32(max(0, cx1 - cx0)), h: Int32(max(0, cy1 - cy0))),
                titleDestination: SDL_Rect(x: Int32(cx0), y: Int32(cy0), w: Int32(max(0, cx1 - cx0)), h: Int32(max(0, cy1 - cy0)))))
        }

        // Flat buffers, so the timed loop does no array work: per button two fill rects,
        // two accent rects and its four corner squares.
        let rects = UnsafeMutablePointer<SDL_Rect>.allocate(capacity: max(1, 8 * n))
        defer { rects.deallocate() }
        for (i, b) in buttons.enumerated() {
            rects[8 * i] = b.fillRects.0; rects[8 * i + 1] = b.fillRects.1
            rects[8 * i + 2] = b.accentRects.0; rects[8 * i + 3] = b.accentRects.1
            rects[8 * i + 4] = b.corners.0; rects[8 * i + 5] = b.corners.1
            rects[8 * i + 6] = b.corners.2; rects[8 * i + 7] = b.corners.3
        }
        let ri = Int(r)
        var masks: [OpaquePointer] = []
        for c in 0..<4 {
            guard let m = cornerMask(renderer, radius: ri, corner: c) else { throw fail("SDL_CreateTexture") }
            masks.append(m)
        }
        defer { for m in masks { SDL_DestroyTexture(m) } }
        SDL_SetTextureColorMod(masks[0], red.r, red.g, red.b)
        SDL_SetTextureColorMod(masks[3], red.r, red.g, red.b)
        SDL_SetTextureColorMod(masks[1], green.r, green.g, green.b)
        SDL_SetTextureColorMod(masks[2], green.r, green.g, green.b)
        var maskSource = SDL_Rect(x: 0, y: 0, w: Int32(ri), h: Int32(ri))
        let bg = ButtonGridLayout.background
        func frame() {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255)
            SDL_RenderClear(renderer)
            for i in 0..<n {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, green.r, green.g, green.b, 255)
                SDL_RenderFillRects(renderer, rects + 8 * i, 2)
                SDL_SetRenderDrawColor(renderer, red.r, red.g, red.b, 255)
                SDL_RenderFillRects(renderer, rects + 8 * i + 2, 2)
                for c in 0..<4 { SDL_RenderCopy(renderer, masks[c], &maskSource, rects + 8 * i + 4 + c) }
                if buttons[i].titleDestination.w > 0 {
                    SDL_RenderCopy(renderer, buttons[i].title.texture, &buttons[i].titleSource, &buttons[i].titleDestination)
                }
            }
            SDL_RenderPresent(renderer)
        }

        frame()  // warm-up
        let start = BenchClock.now()
        for _ in 0..<frames { frame() }
        let ms = BenchClock.millisecondsSince(start) / Double(frames)
        return (ms, readBitmap(surface))
    }

    /// The surface's ARGB8888 pixels as an RGBA bitmap.
    static func readBitmap(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bitmap {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(surface)
        if let src = surface.pointee.pixels {
            for y in 0..<h {
                let row = (src + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let p = row[x], i = (y * w + x) * 4
                    bytes[i] = UInt8((p >> 16) & 0xFF); bytes[i + 1] = UInt8((p >> 8) & 0xFF)
                    bytes[i + 2] = UInt8(p & 0xFF); bytes[i + 3] = UInt8(p >> 24)
                }
            }
        }
        SDL_UnlockSurface(surface)
        return Bitmap(width: w, height: h, bytes: bytes) ?? Bitmap(width: 0, height: 0)
    }
}
