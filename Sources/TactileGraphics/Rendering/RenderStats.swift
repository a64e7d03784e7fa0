/// Counters of one renderer, readable by tests and the benchmark.
public struct RenderStats: Hashable, Sendable {
    /// Text rasterisations (TTF_Render calls) since the renderer was made. At steady state
    /// this does not move: every frame's text comes from the `TextCache`.
    public var textRasterizations = 0
    /// Frames presented since the renderer was made.
    public var framesPresented = 0
    /// Filled rectangles submitted in the current frame.
    public var rectsThisFrame = 0
    /// `SDL_RenderGeometry` calls in the current frame.
    public var geometryCallsThisFrame = 0
    /// Texture copies (text, images) in the current frame.
    public var textureCopiesThisFrame = 0
    /// Views drawn by the retained tree in the current frame (partial redraws draw fewer).
    public var viewsDrawnThisFrame = 0
    /// SDL drawing calls in the current frame (clears, fills, copies, geometry): on the GL
    /// renderers each becomes at least one GL draw, so this is a lower bound of the draws.
    public var drawCallsThisFrame = 0
    /// Views the retained tree's traversal entered in the current frame, drawn or not: a
    /// partial redraw skips the subviews far from the repainted area without entering them.
    public var viewsVisitedThisFrame = 0
    /// Quads queued by the batched strategy in the current frame (fills, corners, text, images).
    public var quadsBatchedThisFrame = 0
    /// Separate areas the retained tree repainted in the current frame (each one clipped and
    /// drawn on its own; 0 when nothing changed, 1 for a full redraw).
    public var dirtyAreasThisFrame = 0
    /// Transformed views composited from offscreen layers so far (not reset per frame).
    public var layersComposited = 0
    /// Pieces of cached coverage masks (shadows) blended by the renderer's own loops into the
    /// output's pixels so far, instead of SDL's tinted blits (not reset per frame).
    package var coveragePiecesBlended = 0

    mutating func beginFrame() {
        rectsThisFrame = 0
        geometryCallsThisFrame = 0
        textureCopiesThisFrame = 0
        viewsDrawnThisFrame = 0
        drawCallsThisFrame = 0
        viewsVisitedThisFrame = 0
        quadsBatchedThisFrame = 0
        dirtyAreasThisFrame = 0
    }
}
