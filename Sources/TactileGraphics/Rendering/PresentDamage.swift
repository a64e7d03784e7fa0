internal import CSDL2

/// The pixels of the output one frame changed, so a window can show only those: the changed
/// rectangles copied to a software window's surface, or a GL back buffer that is never
/// swapped updated and shown where it changed.
///
/// The compositor resets it at the start of each frame; the retained tree's repaint adds
/// each area it repaints (``Renderer/noteRepaintedArea()``); anything else drawn on the
/// output (planes above the tree, a turned display) makes it the whole output. Up to
/// ``capacity`` rectangles (the dirty-area list's own limit); more become the whole output.
struct PresentDamage {
    /// The most rectangles kept before the damage becomes the whole output.
    static let capacity = 32
    /// The changed rectangles, in output pixels (empty when ``isWhole``).
    private(set) var rects: [SDL_Rect] = []
    /// The whole output changed.
    private(set) var isWhole = false

    init() { rects.reserveCapacity(PresentDamage.capacity) }

    /// Nothing changed: no pixel needs presenting.
    var isEmpty: Bool { !isWhole && rects.isEmpty }

    /// Forgets the last frame's damage (no allocation: the storage is kept).
    mutating func reset() {
        rects.removeAll(keepingCapacity: true)
        isWhole = false
    }

    /// The whole output changed.
    mutating func markWhole() {
        rects.removeAll(keepingCapacity: true)
        isWhole = true
    }

    /// Adds a changed rectangle in output pixels; empty or non-finite ones are ignored.
    mutating func add(_ r: Rect) {
        guard !isWhole, r.width >= 1, r.height >= 1, r.minX.isFinite, r.minY.isFinite,
              r.maxX.isFinite, r.maxY.isFinite else { return }
        if rects.count >= PresentDamage.capacity { markWhole(); return }
        let x0 = Int32(clamping: Int(r.minX.rounded(.down))), y0 = Int32(clamping: Int(r.minY.rounded(.down)))
        let x1 = Int32(clamping: Int(r.maxX.rounded(.up))), y1 = Int32(clamping: Int(r.maxY.rounded(.up)))
        rects.append(SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0))
    }

    /// Adds another frame's damage (whole when it is whole; past ``capacity`` rectangles, whole).
    mutating func add(contentsOf other: PresentDamage) {
        guard !isWhole else { return }
        guard !other.isWhole else { markWhole(); return }
        for r in other.rects {
            if rects.count >= PresentDamage.capacity { markWhole(); return }
            rects.append(r)
        }
    }
}

/// Shows a window's frames in place of `SDL_RenderPresent` (``Renderer/presenter``).
@MainActor
protocol FramePresenter: AnyObject {
    /// `true` when the pixels presented last are still where the next frame is drawn (a
    /// software window's canvas, a GL back buffer that is never swapped), so the compositor
    /// may redraw and present only what changed. May turn `false` for a frame (the window
    /// was presented another way) and back.
    var keepsPresentedFrame: Bool { get }
    /// Shows the frame's `damage` (nothing when it is empty).
    func present(_ damage: PresentDamage)
    /// The frame as the screen will show it, read before it is presented; `nil` to read the
    /// renderer's target instead.
    func readFrame() -> Bitmap?
    /// `true` for a presenter that swaps buffers of a known age (``addBackBufferStaleAreas(to:)``):
    /// the compositor then copies only what the back buffer lacks, and the frame's damage
    /// is what changed since the last presented frame even when the whole canvas was copied.
    var knowsBackBufferAge: Bool { get }
    /// For a presenter that swaps buffers (``keepsPresentedFrame`` false): adds to `damage`
    /// what the back buffer lacks of the last presented frame, known from its age
    /// (``SwapChainDamage``), or makes it whole when that is unknown. The compositor then
    /// copies only those areas of its kept canvas onto the back buffer.
    func addBackBufferStaleAreas(to damage: inout PresentDamage)
    /// `false` when the last ``present(_:)`` showed nothing and returned without waiting for
    /// a vertical blank (the loop must pace itself then).
    var swappedLastFrame: Bool { get }
}

extension FramePresenter {
    var knowsBackBufferAge: Bool { false }
    func addBackBufferStaleAreas(to damage: inout PresentDamage) { damage.markWhole() }
    var swappedLastFrame: Bool { false }
}
