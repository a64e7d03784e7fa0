import CSDL2
import CTactileResources
import Foundation
import Tactile

/// The button grid drawn by direct SDL calls with no engine: the practical lower bound.
///
/// It draws the same pixels as the engine the fast way SDL's software renderer allows:
/// opaque rectangles through `SDL_RenderFillRects` without blending, the four corner fans
/// of a button (with the engine's one-pixel feathered fringe) in one `SDL_RenderGeometry`
/// call, and every title rasterised once into a texture and copied, cut at the button's
/// right edge.
@MainActor
enum RawSDLScene {
    /// A quarter disc of `radius` centred at (cx, cy) towards (sx, sy), with a fringe
    /// fading to transparent over one pixel: the same triangles as the engine's corners.
    static func appendCornerFan(_ out: inout [SDL_Vertex], cx: Float, cy: Float, radius: Float, sx: Float, sy: Float,
                                color: SDL_Color) {
        let n = arcSegments(forRadius: radius)
        var clear = color
        clear.a = 0
        let inner = max(0, radius - 0.5), outer = radius + 0.5
        let uv = SDL_FPoint(x: 0, y: 0)
        func v(_ x: Float, _ y: Float, _ c: SDL_Color) -> SDL_Vertex { SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: c, tex_coord: uv) }
        let centre = v(cx, cy, color)
        for i in 0..<n {
            let c0 = arcCos(i, n), s0 = arcSin(i, n), c1 = arcCos(i + 1, n), s1 = arcSin(i + 1, n)
            let a = v(cx + sx * inner * c0, cy + sy * inner * s0, color)
            let b = v(cx + sx * inner * c1, cy + sy * inner * s1, color)
            let ao = v(cx + sx * outer * c0, cy + sy * outer * s0, clear)
            let bo = v(cx + sx * outer * c1, cy + sy * outer * s1, clear)
            out.append(centre); out.append(a); out.append(b)
            out.append(a); out.append(ao); out.append(b)
            out.append(b); out.append(ao); out.append(bo)
        }
    }

    /// Segments of a quarter arc so the chord stays within a quarter pixel of the curve.
    static func arcSegments(forRadius radius: Float) -> Int {
        if radius <= 1 { return 1 }
        let step = 2 * acosf(max(-1, 1 - 0.25 / radius))
        guard step > 0 else { return 24 }
        return min(24, max(2, Int((Float.pi / 2 / step).rounded(.up))))
    }

    static func arcCos(_ i: Int, _ n: Int) -> Float { Float(cos(Double(i) / Double(max(n, 1)) * .pi / 2)) }
    static func arcSin(_ i: Int, _ n: Int) -> Float { Float(sin(Double(i) / Double(max(n, 1)) * .pi / 2)) }

    struct Title {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
    }

    /// Everything one button needs at draw time, computed once.
    struct Button {
        var fillRects: (SDL_Rect, SDL_Rect)
        var accentRects: (SDL_Rect, SDL_Rect)
        var corners: [SDL_Vertex]
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
            var corners: [SDL_Vertex] = []
            corners.reserveCapacity(4 * 9 * arcSegments(forRadius: r))
            appendCornerFan(&corners, cx: x0 + r, cy: y0 + r, radius: r, sx: -1, sy: -1, color: red)
            appendCornerFan(&corners, cx: x1 - r, cy: y0 + r, radius: r, sx: 1, sy: -1, color: green)
            appendCornerFan(&corners, cx: x1 - r, cy: y1 - r, radius: r, sx: 1, sy: 1, color: green)
            appendCornerFan(&corners, cx: x0 + r, cy: y1 - r, radius: r, sx: -1, sy: 1, color: red)
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
        // two accent rects and its corner vertices.
        let perButton = buttons.first?.corners.count ?? 0
        let rects = UnsafeMutablePointer<SDL_Rect>.allocate(capacity: max(1, 4 * n))
        let vertices = UnsafeMutablePointer<SDL_Vertex>.allocate(capacity: max(1, perButton * n))
        defer { rects.deallocate(); vertices.deallocate() }
        for (i, b) in buttons.enumerated() {
            rects[4 * i] = b.fillRects.0; rects[4 * i + 1] = b.fillRects.1
            rects[4 * i + 2] = b.accentRects.0; rects[4 * i + 3] = b.accentRects.1
            for (j, v) in b.corners.enumerated() { vertices[perButton * i + j] = v }
        }
        let bg = ButtonGridLayout.background
        func frame() {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255)
            SDL_RenderClear(renderer)
            for i in 0..<n {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, green.r, green.g, green.b, 255)
                SDL_RenderFillRects(renderer, rects + 4 * i, 2)
                SDL_SetRenderDrawColor(renderer, red.r, red.g, red.b, 255)
                SDL_RenderFillRects(renderer, rects + 4 * i + 2, 2)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                SDL_RenderGeometry(renderer, nil, vertices + perButton * i, Int32(perButton), nil, 0)
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
