/// The commands a `Renderer` has recorded since its last flush: the one path from views,
/// the immediate UI and games to the pixels.
///
/// Every public drawing call (`fill`, `fillRoundedRect`, `strokeRoundedRect`, `drawLine`,
/// `fillTriangle`, `drawText`, `draw(_:in:)`, `clear`, `replace`, and the package
/// `drawTexture` that shadows, paths, gradients and snapshots use) appends a ``DrawOp`` with
/// its clip (an index into a table of clips, consecutive commands sharing one) and opacity.
/// `Renderer.flush()` replays the list in order into the ``DrawBackend`` of the current
/// target: ``PixelTargetBackend`` (the renderer writes the pixels itself),
/// ``SDLBatchedBackend`` (quads from the atlas, one `SDL_RenderGeometry` a texture run), or
/// ``SDLDirectBackend``; an attached `DrawRecorder` reads the same commands (the recording backend). The renderer flushes at
/// target switches (layers, canvases), read-backs and captures, `present()`, before it frees
/// a cached line or atlas page a command may use, and before anything it draws at once.
///
/// The storage is kept across frames: at steady state recording allocates nothing (a
/// line of text is a ``TextLineHandle``, an image a texture and id).
@MainActor
final class DrawList {
    @exclusivity(unchecked) private(set) var ops: [DrawOp] = []
    @exclusivity(unchecked) private(set) var clips: [DrawClip] = []
    /// Strings and fonts of text commands, kept only when needed (see `DrawOp.run`).
    @exclusivity(unchecked) private(set) var runs: [TextRun] = []
    /// Coverage commands' masks (kept alive, not copied) with their pieces and holes, which
    /// sit in the two tables after it.
    @exclusivity(unchecked) private(set) var coverageRuns: [CoverageRun] = []
    @exclusivity(unchecked) private(set) var coveragePieces: [CoveragePiece] = []
    @exclusivity(unchecked) private(set) var coverageHoles: [PixelBox] = []
    /// `true` while the list is being drawn (a flush inside it submits the batch only).
    var isReplaying = false

    struct CoverageRun {
        var coverage: [UInt8]
        var stride: Int
        var pieces: Range<Int>
        var holes: Range<Int>
    }

    struct TextRun {
        var text: String
        var font: Font
    }

    init() {
        ops.reserveCapacity(256)
        clips.reserveCapacity(64)
    }

    var isEmpty: Bool { ops.isEmpty }
    var count: Int { ops.count }

    /// The index of `clip` in the clip table, reusing the last entry when it is the same.
    @inline(__always) func index(of clip: DrawClip) -> Int32 {
        if let last = clips.last, last == clip { return Int32(clips.count - 1) }
        clips.append(clip)
        return Int32(clips.count - 1)
    }

    @inline(__always) func append(_ op: DrawOp) { ops.append(op) }

    /// Keeps a text command's string and font; returns its index for `DrawOp.run`.
    func keep(_ text: String, font: Font) -> Int32 {
        runs.append(TextRun(text: text, font: font))
        return Int32(runs.count - 1)
    }

    /// Keeps a coverage command's mask, pieces and holes; returns its index for `DrawOp.run`.
    func keep(coverage: [UInt8], stride: Int, pieces: UnsafeBufferPointer<CoveragePiece>, holes: UnsafeBufferPointer<PixelBox>) -> Int32 {
        let p0 = coveragePieces.count, h0 = coverageHoles.count
        coveragePieces.append(contentsOf: pieces)
        coverageHoles.append(contentsOf: holes)
        coverageRuns.append(CoverageRun(coverage: coverage, stride: stride, pieces: p0..<coveragePieces.count, holes: h0..<coverageHoles.count))
        return Int32(coverageRuns.count - 1)
    }

    /// Empties the list, keeping its storage.
    func removeAll() {
        ops.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        coverageRuns.removeAll(keepingCapacity: true)
        coveragePieces.removeAll(keepingCapacity: true)
        coverageHoles.removeAll(keepingCapacity: true)
    }
}
