internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// Draws shapes, text and images with an `SDL_Renderer`, in points.
///
/// One code path serves a window and an offscreen surface. The renderer keeps a small
/// state stack, like a canvas: ``save()``/``restore()`` around ``translate(by:)``,
/// ``clip(to:radii:)`` (rectangular or rounded) and ``multiplyOpacity(_:)``.
///
/// The drawing calls record commands, each with the clip and opacity it was made under, into
/// a draw list that ``flush()`` draws into the backend of the current target (the output's
/// pixels written by the renderer itself, SDL batched, or SDL direct); the renderer flushes
/// by itself at target changes, reads and ``present()``.
///
/// With the ``RenderStrategy/direct`` strategy (the software renderer) everything goes
/// through SDL's fast paths: rectangles become `SDL_RenderFillRects`, curved corners are
/// copies of cached anti-aliased coverage masks (`CornerMasks`), and text is drawn from
/// cached textures; only lines and triangles use `SDL_RenderGeometry`. With
/// ``RenderStrategy/batched`` (the GL renderers) the same pieces become quads from a texture
/// atlas, submitted with one `SDL_RenderGeometry` call per run of the same texture: call
/// ``flush()`` before drawing on the SDL renderer with raw SDL calls.
@MainActor
public final class Renderer {
    /// The `SDL_Renderer*` (for the platform layer and for games that mix raw SDL).
    package let sdlRenderer: OpaquePointer
    /// Pixels per point (2 on a high-DPI window).
    public private(set) var pixelScale: Float
    /// Counters for tests and the benchmark.
    @exclusivity(unchecked) public package(set) var stats = RenderStats()
    /// Fonts opened by this renderer.
    package let fonts: FontLibrary
    /// Rasterised text, reused across frames.
    package let textCache: TextCache
    /// Anti-aliased corner masks by radius.
    lazy var cornerMasks = CornerMasks(renderer: self)
    /// How drawing reaches SDL: chosen from the SDL renderer when it is made (see
    /// ``RenderStrategy``); settable, e.g. to test the batched path on the software renderer.
    public var renderStrategy: RenderStrategy {
        didSet { if oldValue != renderStrategy { strategyDidChange() } }
    }
    /// The quads waiting for one `SDL_RenderGeometry` call (batched strategy only).
    @exclusivity(unchecked) var batch: GeometryBatch?
    /// Corner masks, text and the white texel of the batched strategy, made on first use.
    @exclusivity(unchecked) var atlas: TextureAtlas?
    /// The side of the atlas pages made from now on (tests make it small to fill pages).
    package var atlasPageSize: Int32 = 2048

    struct State {
        var origin: Point          // in points, absolute
        var opacity: Float
        var clip: Rect             // in pixels, absolute
        var clipRadii: CornerRadii // in pixels; zero when the clip is rectangular
        var clipShape: Rect        // in pixels: the rounded rectangle of the innermost rounded clip
        var isDark = false         // dynamic colours draw their dark appearance
    }

    // The renderer's per-shape state is touched hundreds of times a frame on the main
    // actor only, never while another access to it is open: its runtime exclusivity checks
    // (a thread-local access-set lookup each) are switched off. Static checks still apply.
    @exclusivity(unchecked) var state: State
    @exclusivity(unchecked) private var stack: [State] = []
    /// Emptied state stacks kept for ``drawing(into:size:_:)`` (an offscreen pass swaps one in
    /// instead of copying the stack, so layer textures allocate nothing at steady state).
    private var spareStacks: [[State]] = []
    /// Triangles of the line or triangle being drawn, handed to the backend by `drawTriangles`.
    @exclusivity(unchecked) var vertices = ScratchBuffer<SDL_Vertex>(capacity: 32)
    /// Rectangles of the shape being drawn, handed to the backend by `flushRects`.
    @exclusivity(unchecked) var rects = ScratchBuffer<SDL_FRect>(capacity: 64)
    /// The full size of the current target, in pixels.
    public private(set) var targetSize: Size
    @exclusivity(unchecked) private var appliedScissor: Rect?
    /// The output's pixels when the renderer writes them itself (``writesPixelsDirectly``, an
    /// offscreen surface); `nil` while another target is current.
    @exclusivity(unchecked) var pixelTarget: PixelTarget?
    /// The pixels of the output (an ARGB8888 surface drawn by an unbatched software renderer).
    var outputPixels: PixelTarget?
    /// Whether fills, corner masks and text are written into an offscreen output's pixels by
    /// the renderer itself (`PixelTarget`) rather than through SDL's software renderer: the same
    /// bytes, without SDL's per-call set-up, non-temporal fills or blit-map rebuilds. On by
    /// default; `TACTILE_SOFTWARE_PIXELS=0` or setting it to `false` draws through SDL (to compare).
    package var writesPixelsDirectly = Renderer.directPixelsDefault {
        willSet { flush() }
        didSet { refreshPixelTarget() }
    }
    static let directPixelsDefault: Bool = {
        guard let v = getenv("TACTILE_SOFTWARE_PIXELS") else { return true }
        return String(cString: v) != "0"
    }()
    /// What the current frame changed on the output (the compositor resets it each frame).
    @exclusivity(unchecked) var damage = PresentDamage()
    /// Shows the frames instead of `SDL_RenderPresent` (a window presenting changed pixels only).
    var presenter: (any FramePresenter)?
    /// `false` when the last ``present()`` showed nothing and did not wait for a vertical
    /// blank (a swapping GL window's frame without change): the loop paces itself then.
    package private(set) var lastPresentSwapped = true
    /// When set, every command of the draw list is also recorded there as it is drawn
    /// (tests: what was drawn). Commands recorded before it was set are drawn first.
    package var recorder: DrawRecorder? {
        willSet { flushDrawList() }
        didSet { recorder?.renderer = self }
    }
    /// The commands recorded since the last flush (Renderer+DrawList).
    let drawList = DrawList()
    /// The backends the list is drawn into (``DrawBackend``; ``backend`` is the current one).
    let directBackend = SDLDirectBackend()
    let pixelBackend = PixelTargetBackend()
    let batchedBackend = SDLBatchedBackend()
    /// Set by ``captureNextPresent()``; the next ``present()`` reads the frame first.
    var captureRequested = false
    /// The frame read by the last capturing ``present()``, until taken.
    var capturedFrame: Bitmap?
    var imageTextures: [Int: OpaquePointer] = [:]
    /// Offscreen textures for transformed views, reused between frames (Renderer+Layers).
    var layerTextures: [LayerTexture] = []
    /// Buffers and texture of the software renderer's own sampling of turned layers.
    @exclusivity(unchecked) var layerWarp = LayerWarp()
    private let ownsSDLRenderer: Bool
    /// Images this renderer made textures of that were released since its last frame.
    let releasedImages = ReleasedImages()

    /// Wraps an `SDL_Renderer` whose output is `outputSize` pixels. When `takeOwnership` is
    /// set, the SDL renderer is destroyed with this object, after its textures.
    package init(sdlRenderer: OpaquePointer, outputSize: Size, pixelScale: Float = 1, takeOwnership: Bool = false) {
        self.sdlRenderer = sdlRenderer
        self.ownsSDLRenderer = takeOwnership
        self.pixelScale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        self.targetSize = outputSize.sanitized
        fonts = FontLibrary()
        textCache = TextCache()
        state = State(origin: .zero, opacity: 1, clip: Rect(origin: .zero, size: outputSize.sanitized), clipRadii: .zero, clipShape: .zero)
        renderStrategy = RenderStrategy.preferred(for: sdlRenderer)
        batch = renderStrategy == .batched ? GeometryBatch() : nil
        stack.reserveCapacity(64)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        // A cached line is freed only after the commands that may use it are drawn.
        textCache.willEvict = { [weak self] in self?.flush() }
    }

    deinit {
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated { releaseSDLResources() }
        } else {
            MainActorCleanup.releasedOffMainActor("Renderer")
        }
    }

    private var released = false
    /// `true` once the SDL resources are freed (the SDL renderer may be gone).
    var isReleased: Bool { released }

    /// Frees the textures and (when owned) the SDL renderer now, once. A window output calls
    /// it before destroying its window, whose GL context the textures live in.
    func releaseSDLResources() {
        guard !released else { return }
        released = true
        drawList.removeAll()
        textCache.willEvict = nil  // nothing waits any more (and this may run in deinit)
        batch?.reset()
        textCache.removeAll()
        atlas?.removeAll()
        cornerMasks.removeAll()
        fonts.removeAll()
        for t in imageTextures.values { SDL_DestroyTexture(t) }
        imageTextures.removeAll()
        for l in layerTextures { SDL_DestroyTexture(l.texture) }
        layerTextures.removeAll()
        layerWarp.release()
        if ownsSDLRenderer { SDL_DestroyRenderer(sdlRenderer) }
        if let surface = ownedSurface { SDL_FreeSurface(surface) }  // after the SDL renderer drawing into it
        ownedSurface = nil
        vertices.deallocate()
        rects.deallocate()
        batch?.deallocate()
        batch = nil
    }

    // MARK: Frame and target

    /// Resets the state stack and the per-frame counters; call before drawing a frame.
    public func beginFrame() {
        flush()
        stats.beginFrame()
        atlas?.frame = UInt64(stats.framesPresented)
        resetState()
        for imageID in releasedImages.take() { forgetImage(imageID) }
        textCache.beginFrame()
    }

    package func resetState() {
        stack.removeAll(keepingCapacity: true)
        state = State(origin: .zero, opacity: 1, clip: Rect(origin: .zero, size: targetSize), clipRadii: .zero, clipShape: .zero)
        appliedScissor = nil
        SDL_RenderSetClipRect(sdlRenderer, nil)
    }

    /// Tells the renderer its output changed size (window resize) or scale.
    public func outputDidResize(to size: Size, pixelScale: Float? = nil) {
        flush()
        targetSize = size.sanitized
        if let pixelScale, pixelScale > 0, pixelScale.isFinite, pixelScale != self.pixelScale {
            self.pixelScale = pixelScale
            textCache.removeAll()
            fonts.removeAll()
        }
        resetState()
    }

    /// Draws into `texture` (a target texture of `size` pixels), or into the output when `nil`.
    func setTarget(_ texture: OpaquePointer?, size: Size) {
        flush()
        SDL_SetRenderTarget(sdlRenderer, texture)
        refreshPixelTarget()
        targetSize = size
        resetState()
    }

    /// Lets the renderer write the output's pixels itself (an ARGB8888 surface that an
    /// unbatched software renderer draws into: `SDL_CreateSoftwareRenderer`).
    func attachOutputSurface(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        flush()
        let s = surface.pointee
        guard let format = s.format, format.pointee.format == SDLConstants.pixelFormatARGB8888,
              s.pitch % 4 == 0, let pixels = s.pixels else { return }
        outputPixels = PixelTarget(base: pixels.assumingMemoryBound(to: UInt32.self), stride: Int(s.pitch / 4),
                                   width: Int(s.w), height: Int(s.h))
        refreshPixelTarget()
    }

    /// The surface the SDL renderer draws into, kept alive (SDL's reference count) until the
    /// SDL renderer is destroyed: a renderer an app keeps after its output is gone must not
    /// draw into freed memory (`SDL_CreateSoftwareRenderer` does not retain its surface).
    private(set) var ownedSurface: UnsafeMutablePointer<SDL_Surface>?

    /// Keeps `surface` (the SDL renderer's own target) alive as long as this renderer's SDL
    /// resources.
    func keepAlive(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        if let old = ownedSurface { SDL_FreeSurface(old) }
        surface.pointee.refcount += 1
        ownedSurface = surface
    }

    /// Stops writing the output's pixels (the surface is about to be freed).
    func detachOutputSurface() {
        flush()
        outputPixels = nil
        pixelTarget = nil
    }

    /// Whether a line rasterised now keeps its pixels for ``pixelTarget``.
    var keepsTextPixels: Bool { outputPixels != nil && writesPixelsDirectly && renderStrategy == .direct }

    /// Points ``pixelTarget`` at the output's pixels when they are the current target and the
    /// renderer draws directly (the batched strategy queues quads, which must stay in order).
    func refreshPixelTarget() {
        pixelTarget = keepsTextPixels && SDL_GetRenderTarget(sdlRenderer) == nil ? outputPixels : nil
    }

    /// Draws `body` into `texture` (`size` pixels) from a fresh state, then returns to the
    /// current target and state (the offscreen pass of a transformed view).
    func drawing(into texture: OpaquePointer, size: Size, _ body: () -> Void) {
        let savedState = state, savedSize = targetSize
        var savedStack = spareStacks.popLast() ?? []
        swap(&savedStack, &stack)
        let savedTarget = SDL_GetRenderTarget(sdlRenderer), savedPixels = pixelTarget
        setTarget(texture, size: size)
        state.isDark = savedState.isDark
        body()
        flush()
        SDL_SetRenderTarget(sdlRenderer, savedTarget)
        pixelTarget = savedPixels
        targetSize = savedSize
        swap(&savedStack, &stack)
        savedStack.removeAll(keepingCapacity: true)
        spareStacks.append(savedStack)
        state = savedState
        appliedScissor = nil  // SDL keeps a clip rectangle per target: re-apply on the next draw
        SDL_RenderSetClipRect(sdlRenderer, nil)
    }

    /// Fills the whole target (ignoring clips) with a colour, alpha included.
    public func clear(_ color: Color) {
        var op = command(.clear)
        op.color = color.resolved(dark: state.isDark).contrastAdjusted
        drawList.append(op)
    }

    func performClear(_ color: Color) {
        stats.drawCallsThisFrame += 1
        backend.clear(color, for: self)
    }

    /// Replaces the pixels of `rect` (in points, ignoring opacity and rounded clips but not
    /// the rectangular clip) with `color`, alpha included: for partial redraws.
    public func replace(_ rect: Rect, with color: Color) {
        let r = pixelRect(rect).clippedIntersection(state.clip)
        if r.isEmpty { return }
        var op = command(.replace)
        op.rect = rect
        op.color = color.resolved(dark: state.isDark).contrastAdjusted
        drawList.append(op)
    }

    func performReplace(_ rect: Rect, with color: Color) {
        backend.replace(pixelRect(rect).clippedIntersection(state.clip), with: color, for: self)
        stats.drawCallsThisFrame += 1
    }

    /// Shows the frame (windows) and counts it. After ``captureNextPresent()``, the frame's
    /// pixels are read first (a window's back buffer is undefined after presenting).
    public func present() {
        flush()
        if captureRequested { captureBeforePresent() }
        if let presenter {
            presenter.present(damage)
            lastPresentSwapped = presenter.swappedLastFrame
        } else {
            SDL_RenderPresent(sdlRenderer)
            lastPresentSwapped = true
        }
        stats.framesPresented += 1
    }

    // MARK: State stack

    /// Adds the current clip (the area being repainted) to the frame's ``damage``.
    package func noteRepaintedArea() { damage.add(state.clip) }

    /// Pushes the current origin, opacity and clip.
    public func save() { stack.append(state) }

    /// Pops what the matching ``save()`` pushed; an unmatched call does nothing.
    public func restore() {
        if let s = stack.popLast() { state = s }
    }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the origin by `offset` points.
    public func translate(by offset: Point) {
        state.origin.x += offset.x
        state.origin.y += offset.y
    }

    /// The current origin, in points from the target's top-left.
    public var origin: Point { state.origin }

    /// Multiplies the opacity of everything drawn until the matching ``restore()``.
    public func multiplyOpacity(_ alpha: Float) {
        state.opacity *= alpha.isFinite ? min(1, max(0, alpha)) : 0
    }

    /// The current opacity in 0...1.
    public var opacity: Float { state.opacity }

    /// Narrows the clip to `rect` (in points, relative to the origin), with rounded corners
    /// when `radii` is not zero. Content drawn afterwards, including rectangles, text and
    /// images, is cut by the corners with anti-aliased coverage masks. A rounded clip
    /// inside another keeps the outer one's corners where it reaches them.
    public func clip(to rect: Rect, radii: CornerRadii = .zero) {
        let r = pixelRect(rect)
        if !radii.isZero {
            (state.clipShape, state.clipRadii) = shapeInsideRoundedClip(r, radii: radii.clamped(to: rect.size).scaled(by: pixelScale))
        }
        state.clip = state.clip.clippedIntersection(r)
    }

    /// The current clip in points relative to the origin.
    public var clipBounds: Rect {
        let c = state.clip
        return Rect(x: c.minX / pixelScale - state.origin.x, y: c.minY / pixelScale - state.origin.y,
                    width: c.width / pixelScale, height: c.height / pixelScale)
    }

    /// `true` when nothing drawn now could be visible.
    public var isClippedOut: Bool { state.clip.isEmpty || state.opacity <= 0 }

    // MARK: Points from the target's top-left

    /// `rect` (relative to the origin) from the target's top-left, in points.
    func absolute(_ rect: Rect) -> Rect { Rect(x: state.origin.x + rect.minX, y: state.origin.y + rect.minY, width: rect.width, height: rect.height) }
    func absolute(_ p: Point) -> Point { Point(x: state.origin.x + p.x, y: state.origin.y + p.y) }

    // MARK: Coordinate helpers

    /// A rect in points (relative to the origin) in absolute pixels, edges snapped to the pixel grid.
    package func pixelRect(_ rect: Rect) -> Rect {
        let s = pixelScale
        let x0 = ((state.origin.x + rect.minX) * s).rounded()
        let y0 = ((state.origin.y + rect.minY) * s).rounded()
        let x1 = ((state.origin.x + rect.maxX) * s).rounded()
        let y1 = ((state.origin.y + rect.maxY) * s).rounded()
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func pixelPoint(_ p: Point) -> SDL_FPoint {
        SDL_FPoint(x: (state.origin.x + p.x) * pixelScale, y: (state.origin.y + p.y) * pixelScale)
    }

    /// Whether dynamic colours (``Color/init(light:dark:)``) draw their dark appearance until
    /// the matching ``restore()`` (``userInterfaceStyle`` in Styling/ is the public face).
    package var drawsDarkAppearance: Bool {
        get { state.isDark }
        set { state.isDark = newValue }
    }

    func sdlColor(_ c: Color) -> SDL_Color {
        let c = c.resolved(dark: state.isDark).contrastAdjusted
        let a = Float(c.a) * state.opacity
        return SDL_Color(r: c.r, g: c.g, b: c.b, a: UInt8(min(255, max(0, a.rounded()))))
    }

    func setScissor(_ rect: Rect?) {
        if appliedScissor == rect { return }
        appliedScissor = rect
        if let rect {
            var r = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
            SDL_RenderSetClipRect(sdlRenderer, &r)
        } else {
            SDL_RenderSetClipRect(sdlRenderer, nil)
        }
    }

    /// The corner squares of the current rounded clip that `r` (pixels) overlaps; empty
    /// when unaffected.
    func roundedClipCorners(touching r: Rect) -> RectCorner {
        let radii = state.clipRadii
        if radii.isZero { return [] }
        let c = state.clipShape
        var corners: RectCorner = []
        if radii.topLeft > 0, r.minX < c.minX + radii.topLeft, r.minY < c.minY + radii.topLeft { corners.insert(.topLeft) }
        if radii.topRight > 0, r.maxX > c.maxX - radii.topRight, r.minY < c.minY + radii.topRight { corners.insert(.topRight) }
        if radii.bottomRight > 0, r.maxX > c.maxX - radii.bottomRight, r.maxY > c.maxY - radii.bottomRight { corners.insert(.bottomRight) }
        if radii.bottomLeft > 0, r.minX < c.minX + radii.bottomLeft, r.maxY > c.maxY - radii.bottomLeft { corners.insert(.bottomLeft) }
        return corners
    }
}
