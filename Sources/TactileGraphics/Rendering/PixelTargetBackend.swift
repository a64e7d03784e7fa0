internal import CSDL2

/// The ``DrawBackend`` that writes the output's pixels itself (``Renderer/pixelTarget``:
/// headless, a software window, KMSDRM dumb buffers): fills with plain stores, corner masks and
/// text lines blended in place, with the bytes SDL's software renderer would give (see
/// ``PixelTarget``), without its per-call set-up or blit-map rebuilds. Texture copies and
/// triangles go through SDL (``SDLDirectBackend``) into the same pixels.
@MainActor
final class PixelTargetBackend: DrawBackend {
    func clear(_ color: Color, for renderer: Renderer) {
        guard let p = renderer.pixelTarget else { return }
        p.fill(x0: 0, y0: 0, x1: p.width, y1: p.height, pixel: PixelTarget.pixel(color.r, color.g, color.b, color.a))
    }

    func replace(_ r: Rect, with color: Color, for renderer: Renderer) {
        guard let p = renderer.pixelTarget else { return }
        p.fill(x0: Int(r.minX), y0: Int(r.minY), x1: Int(r.minX) + max(1, Int(r.width)), y1: Int(r.minY) + max(1, Int(r.height)),
               pixel: PixelTarget.pixel(color.r, color.g, color.b, color.a))
    }

    func fill(_ rects: ScratchBuffer<SDL_FRect>, color: SDL_Color, for renderer: Renderer) {
        guard let p = renderer.pixelTarget else { return }
        // SDL's rectangles: each edge truncated, at least one pixel wide and high.
        for i in rects.indices {
            let f = rects[i]
            guard f.x.isFinite, f.y.isFinite, f.w.isFinite, f.h.isFinite,
                  abs(f.x) < 1e9, abs(f.y) < 1e9, abs(f.w) < 1e9, abs(f.h) < 1e9 else { continue }
            let x = Int(f.x), y = Int(f.y), w = max(1, Int(f.w)), h = max(1, Int(f.h))
            if color.a == 255 {
                p.fill(x0: x, y0: y, x1: x + w, y1: y + h, pixel: PixelTarget.pixel(color.r, color.g, color.b, 255))
            } else {
                p.blendFill(x0: x, y0: y, x1: x + w, y1: y + h, r: color.r, g: color.g, b: color.b, a: color.a)
            }
        }
        renderer.stats.rectsThisFrame += rects.count
        renderer.stats.drawCallsThisFrame += 1
    }

    func cover(_ band: Rect, for renderer: Renderer) {}

    /// The mask's coverage blended in place: no texture modulation changes (SDL rebuilds a
    /// blit map, allocating, on each), the same bytes as SDL's blit.
    func corner(_ corner: CornerMasks.Corner, radius n: Int, ringWidth: Int, x: Float, y: Float, visible: Rect,
                color c: SDL_Color, for renderer: Renderer) {
        guard let p = renderer.pixelTarget, let mask = renderer.cornerMasks.mask(radius: n, width: ringWidth, corner: corner) else { return }
        mask.coverage.withUnsafeBufferPointer { px in
            guard let b = px.baseAddress else { return }
            let i0 = Int(visible.minX - x), j0 = Int(visible.minY - y)
            p.blend(coverage: b + j0 * n + i0, sourceStride: n, x0: Int(visible.minX), y0: Int(visible.minY),
                    x1: Int(visible.maxX), y1: Int(visible.maxY), r: c.r, g: c.g, b: c.b, a: c.a)
        }
        renderer.stats.textureCopiesThisFrame += 1; renderer.stats.drawCallsThisFrame += 1
    }

    func copy(_ texture: OpaquePointer, sx: Float, sy: Float, sw: Float, sh: Float, onto piece: SDL_FRect,
              color: SDL_Color, for renderer: Renderer) {
        renderer.directBackend.copy(texture, sx: sx, sy: sy, sw: sw, sh: sh, onto: piece, color: color, for: renderer)
    }

    /// The line's pixels blended in place, as SDL's blit of its texture would.
    func blend(text pixels: UnsafePointer<UInt32>, stride: Int, into box: Rect, color: SDL_Color, for renderer: Renderer) -> Bool {
        guard let p = renderer.pixelTarget else { return false }
        p.blend(source: pixels, sourceStride: stride, x0: Int(box.minX), y0: Int(box.minY), x1: Int(box.maxX), y1: Int(box.maxY),
                r: color.r, g: color.g, b: color.b, a: color.a)
        renderer.stats.textureCopiesThisFrame += 1; renderer.stats.drawCallsThisFrame += 1
        return true
    }

    /// Shadows: each piece's texels (a stretched middle texel repeated) through a table of the
    /// tinted source pixel per coverage value, as SDL's modulating blitter makes them.
    func blend(coverage: UnsafePointer<UInt8>, stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>,
               holes: UnsafeBufferPointer<PixelBox>, clip: PixelBox, color mod: SDL_Color, for renderer: Renderer) {
        guard let target = renderer.pixelTarget else { return }
        let cx0 = max(0, clip.x0), cy0 = max(0, clip.y0), cx1 = min(target.width, clip.x1), cy1 = min(target.height, clip.y1)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { t in
            guard let table = t.baseAddress else { return }
            PixelTarget.coverageTable(table, r: mod.r, g: mod.g, b: mod.b, a: mod.a)
            for p in pieces {
                let b = PixelBox(x0: max(p.box.x0, cx0), y0: max(p.box.y0, cy0), x1: min(p.box.x1, cx1), y1: min(p.box.y1, cy1))
                guard b.x0 < b.x1, b.y0 < b.y1 else { continue }
                target.blendCoverage(coverage + p.sourceY * stride + p.sourceX, stride: stride,
                                     originX: p.box.x0, originY: p.box.y0, stretchX: p.stretchX, stretchY: p.stretchY,
                                     box: b, holes: holes, table: table)
                renderer.stats.textureCopiesThisFrame += 1; renderer.stats.drawCallsThisFrame += 1
                renderer.stats.coveragePiecesBlended += 1
            }
        }
    }

    func triangles(_ vertices: ScratchBuffer<SDL_Vertex>, scissor: Rect?, for renderer: Renderer) {
        renderer.directBackend.triangles(vertices, scissor: scissor, for: renderer)
    }
}
