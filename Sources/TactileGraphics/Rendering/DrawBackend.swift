internal import CSDL2

/// Where a flush's pixels go.
///
/// A frame's path: a view's `draw(_:in:)` calls the renderer's drawing calls, which record
/// ``DrawOp``s in the ``DrawList``; `Renderer.flush()` replays them in order under their
/// recorded clip and opacity (Renderer+DrawList); the renderer cuts each shape into pieces
/// already clipped in pixels, the same for every backend (Renderer+Shapes, Renderer+Text:
/// rectangles, corner squares, texture pieces, triangles); and the current backend draws
/// the pieces:
///
/// - ``PixelTargetBackend`` writes the output's pixels itself, with SDL's arithmetic
///   (headless, a software window, KMSDRM); texture copies and triangles it hands to SDL.
/// - ``SDLBatchedBackend`` queues quads from the ``TextureAtlas`` in the ``GeometryBatch``,
///   one `SDL_RenderGeometry` call per run of one texture (the GL renderers).
/// - ``SDLDirectBackend`` makes one SDL call a piece (the software renderer drawing into a
///   texture, or the output with `TACTILE_SOFTWARE_PIXELS=0`).
///
/// `Renderer.backend` is the one for the current target and strategy. A backend holds no
/// state: each call is given the renderer (its pixel target, batch, atlas, masks, counters), as
/// a parameter so that a piece costs no reference counting. A test's `DrawRecorder` reads the
/// commands themselves, not the pieces (Renderer+DrawList).
@MainActor
protocol DrawBackend: AnyObject {
    /// Fills the whole target with `color`, alpha included, clips ignored.
    func clear(_ color: Color, for renderer: Renderer)
    /// Replaces the pixels of `rect` (pixels, clipped) with `color`, alpha included.
    func replace(_ rect: Rect, with color: Color, for renderer: Renderer)
    /// Fills `rects` (pixels, clipped exactly; each edge truncated, at least one pixel wide
    /// and high, as SDL does) with `color`, blended. Not empty; `color.a` is not 0.
    func fill(_ rects: ScratchBuffer<SDL_FRect>, color: SDL_Color, for renderer: Renderer)
    /// Says that the opaque pieces about to be drawn cover `band` (pixels): a backend that
    /// queues may drop what it queued wholly inside.
    func cover(_ band: Rect, for renderer: Renderer)
    /// Draws the part `visible` (pixels) of the corner square at (`x`, `y`), `radius` pixels
    /// wide: a quarter disc (or a quarter ring `ringWidth` wide) whose edge pixels carry their
    /// exact coverage, tinted `color`.
    func corner(_ corner: CornerMasks.Corner, radius: Int, ringWidth: Int, x: Float, y: Float, visible: Rect,
                color: SDL_Color, for renderer: Renderer)
    /// Copies the texels (`sx`, `sy`, `sw`, `sh`) (whole texels) of `texture` onto `piece`
    /// (pixels, clipped exactly), modulated by `color`.
    func copy(_ texture: OpaquePointer, sx: Float, sy: Float, sw: Float, sh: Float, onto piece: SDL_FRect,
              color: SDL_Color, for renderer: Renderer)
    /// Blends a line of text's white pixels (`stride` pixels a row, starting at the pixel that
    /// lands on `box`'s top-left) into `box` (whole pixels, clipped), tinted `color`. Returns
    /// `false`, drawing nothing, when the backend does not hold the pixels: the caller then
    /// copies the line's texture.
    func blend(text pixels: UnsafePointer<UInt32>, stride: Int, into box: Rect, color: SDL_Color, for renderer: Renderer) -> Bool
    /// Draws the triangles in `vertices` (pixels, untextured), cut by `scissor`.
    func triangles(_ vertices: ScratchBuffer<SDL_Vertex>, scissor: Rect?, for renderer: Renderer)
    /// Blends `pieces` of a white coverage mask (`stride` bytes a row) tinted `color` into the
    /// pixels inside `clip`, skipping `holes`. Recorded only while the backend holds the
    /// output's pixels (`Renderer.blendCoverage`); the others draw nothing.
    func blend(coverage: UnsafePointer<UInt8>, stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>,
               holes: UnsafeBufferPointer<PixelBox>, clip: PixelBox, color: SDL_Color, for renderer: Renderer)
}

extension Renderer {
    /// The backend of the current target: the output's pixels written here
    /// (``pixelTarget``), the GL batch (``batch``), or SDL direct.
    var backend: any DrawBackend {
        if pixelTarget != nil { return pixelBackend }
        return batch != nil ? batchedBackend : directBackend
    }
}
