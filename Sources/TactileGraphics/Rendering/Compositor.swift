internal import CSDL2

/// Content that is kept between frames and repainted only where it changed: the retained
/// view tree.
@MainActor
package protocol RetainedContent: AnyObject {
    /// Repaints what changed since the last call (everything when `fresh`) into the renderer's
    /// current target, which still holds the previous frame's pixels.
    func repaint(in renderer: Renderer, fresh: Bool)
}

/// Puts a frame together on the output: where the retained content is kept, how the planes
/// above it are drawn, and how the finished frame is rotated and scaled onto the display.
///
/// The engine asks it for each frame (`compose`);
/// it owns the offscreen textures and picks one ``Strategy`` per frame. A display transform
/// other than the identity (rotation, letterbox) adds one more pass: the frame is drawn into a
/// canvas of the UI's size, then copied rotated onto the output.
@MainActor
package final class Compositor {
    /// Where the retained content lives.
    enum Strategy: Equatable {
        /// The output keeps its pixels between frames (an offscreen surface) and nothing else
        /// is drawn: the output is the retained canvas; nothing is copied.
        case outputIsCanvas
        /// The retained content is repainted in a kept texture, which is copied onto the
        /// frame before the planes above it are drawn.
        case keptCanvas
        /// Everything is drawn from scratch each frame (the retained content is not the bottom
        /// plane, or its canvas could not be made).
        case direct
    }

    private let renderer: Renderer
    /// The UI's size in pixels: the size of both canvases.
    private(set) var canvasPixelSize = Size.zero
    private var keptCanvas: OpaquePointer?
    private var rotationCanvas: OpaquePointer?
    /// The kept canvas must be repainted whole (new, resized, or the output held the content).
    private var keptCanvasFresh = true
    /// The output holds the retained content's last frame (the ``Strategy/outputIsCanvas`` case).
    private var outputHoldsContent = false
    /// The strategy of the last composed frame (for tests and diagnostics).
    private(set) var lastStrategy: Strategy?
    /// How many areas of the kept canvas the last frame copied onto a swapped back buffer of
    /// known age; `nil` when it copied the whole canvas (or used no kept canvas).
    private(set) var lastCopiedAreas: Int?
    /// The areas copied onto a swapped back buffer (storage kept between frames).
    private var staleAreas = PresentDamage()
    /// Whether the last frame was composed whole (planes over the tree, a turned display): the
    /// next partial frame must then replace all of it.
    private var lastFrameDrewOver = true

    package init(renderer: Renderer) { self.renderer = renderer }

    /// The UI's size in pixels changed (a resize, a rotation, another pixel scale): the canvases
    /// are remade at the new size on the next frame, and the retained content is repainted whole.
    package func setCanvasPixelSize(_ size: Size) {
        if size != canvasPixelSize {
            releaseCanvases()
            canvasPixelSize = size
        }
        invalidate()
    }

    /// Forgets what the canvases hold: the next frame repaints the retained content whole.
    func invalidate() {
        keptCanvasFresh = true
        outputHoldsContent = false
    }

    /// Composes one frame on the renderer's output (not presented).
    /// - Parameters:
    ///   - retained: the bottom plane when it is retained content, else `nil`.
    ///   - othersAbove: whether planes other than `retained` are drawn.
    ///   - drawPlanes: draws the planes bottom to top; its argument tells whether the retained
    ///     content is already on the frame (skip it) or must be drawn like any plane.
    package func compose(retained: RetainedContent?, othersAbove: Bool, transform: DisplayTransform,
                 outputPixelSize: Size, outputPixelScale: Float, outputPreservesContents: Bool, background: Color,
                 drawPlanes: (_ retainedIsDrawn: Bool) -> Void) {
        let r = renderer
        let rotated = !transform.isIdentity
        let strategy = chooseStrategy(retained: retained != nil, othersAbove: othersAbove, rotated: rotated,
                                      outputPixelSize: outputPixelSize, outputPreservesContents: outputPreservesContents)
        lastStrategy = strategy
        r.damage.reset()
        if strategy == .outputIsCanvas, let retained {
            lastCopiedAreas = nil
            r.setTarget(nil, size: outputPixelSize)
            retained.repaint(in: r, fresh: !outputHoldsContent)  // adds each repainted area to the damage
            outputHoldsContent = true
            lastFrameDrewOver = false
            return
        }
        if outputHoldsContent { invalidate() }
        if strategy == .keptCanvas, let retained, let canvas = keptCanvas {
            r.setTarget(canvas, size: canvasPixelSize)
            retained.repaint(in: r, fresh: keptCanvasFresh)
            keptCanvasFresh = false
            if !othersAbove && !rotated && outputPixelSize == canvasPixelSize {
                // What planes drew over the last frame (a veil, an overlay) leaves the screen
                // although the tree did not change there: this frame differs everywhere.
                if lastFrameDrewOver { r.damage.markWhole() }
                if copyStaleAreas(of: canvas, outputPixelSize: outputPixelSize) {
                    lastFrameDrewOver = false
                    return
                }
            }
        }
        lastFrameDrewOver = true
        lastCopiedAreas = nil
        r.damage.markWhole()  // the whole output is drawn below
        if rotated && rotationCanvas == nil { rotationCanvas = makeCanvas() }
        let target = rotated ? rotationCanvas : nil
        r.setTarget(target, size: target == nil ? outputPixelSize : canvasPixelSize)
        if strategy == .keptCanvas, let canvas = keptCanvas {
            if target == nil && outputPixelSize != canvasPixelSize { r.clear(.black) }
            copy(canvas, to: SDL_FRect(x: 0, y: 0, w: canvasPixelSize.width, h: canvasPixelSize.height), angle: 0)
        } else {
            r.clear(background)
        }
        drawPlanes(strategy == .keptCanvas)
        if rotated, let canvas = rotationCanvas {
            r.setTarget(nil, size: outputPixelSize)
            r.clear(.black)
            let v = transform.viewport
            let ps = outputPixelScale
            let w = transform.uiSize.width * transform.scale * ps, h = transform.uiSize.height * transform.scale * ps
            copy(canvas, to: SDL_FRect(x: v.midX * ps - w / 2, y: v.midY * ps - h / 2, w: w, h: h),
                 angle: Double(transform.rotation.rawValue), linear: true)
        }
    }

    /// A swapping output that knows its back buffer's age (``FramePresenter/knowsBackBufferAge``)
    /// gets only the areas of the kept canvas it lacks: this frame's repainted areas and those
    /// of the frames swapped since the buffer was drawn (the whole canvas when unknown). The
    /// frame's damage stays the repainted areas: what changed from the last presented frame,
    /// which the presenter remembers for the next buffers. Returns `false` for other outputs.
    private func copyStaleAreas(of canvas: OpaquePointer, outputPixelSize: Size) -> Bool {
        let r = renderer
        guard let presenter = r.presenter, presenter.knowsBackBufferAge else { return false }
        staleAreas.reset()
        staleAreas.add(contentsOf: r.damage)
        presenter.addBackBufferStaleAreas(to: &staleAreas)
        r.setTarget(nil, size: outputPixelSize)
        SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_NONE)
        if staleAreas.isWhole {
            SDL_RenderCopy(r.sdlRenderer, canvas, nil, nil)
            lastCopiedAreas = nil
            return true
        }
        for area in staleAreas.rects {
            var rect = area
            SDL_RenderCopy(r.sdlRenderer, canvas, &rect, &rect)
        }
        lastCopiedAreas = staleAreas.rects.count
        return true
    }

    private func chooseStrategy(retained: Bool, othersAbove: Bool, rotated: Bool,
                                outputPixelSize: Size, outputPreservesContents: Bool) -> Strategy {
        guard retained else { return .direct }
        if !othersAbove && !rotated && outputPreservesContents && outputPixelSize == canvasPixelSize {
            return .outputIsCanvas
        }
        if keptCanvas == nil {
            keptCanvas = makeCanvas()
            keptCanvasFresh = true
        }
        return keptCanvas == nil ? .direct : .keptCanvas
    }

    private func copy(_ texture: OpaquePointer, to dst: SDL_FRect, angle: Double, linear: Bool = false) {
        renderer.flush()  // queued quads (the batched strategy) go first
        var dst = dst
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        if linear { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        SDL_RenderCopyExF(renderer.sdlRenderer, texture, nil, &dst, angle, nil, SDL_FLIP_NONE)
    }

    private func makeCanvas() -> OpaquePointer? {
        let w = Int32(max(1, canvasPixelSize.width)), h = Int32(max(1, canvasPixelSize.height))
        return TextureFactory.make(on: renderer.sdlRenderer, access: SDL_TEXTUREACCESS_TARGET, width: w, height: h, purpose: "canvas")
    }

    /// Frees the canvases now (the engine calls it before its output can be destroyed).
    package func releaseCanvases() {
        if let c = keptCanvas { SDL_DestroyTexture(c); keptCanvas = nil }
        if let c = rotationCanvas { SDL_DestroyTexture(c); rotationCanvas = nil }
    }

    deinit {
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated { releaseCanvases() }
        } else {
            MainActorCleanup.releasedOffMainActor("Compositor")
        }
    }
}
