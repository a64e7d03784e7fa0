/// Recording into the ``DrawList`` and drawing it: the public drawing calls append
/// commands; a flush replays them into the current target's backend.
extension Renderer {
    /// Draws the commands recorded since the last flush and submits the geometry queued by
    /// the batched strategy. The renderer flushes by itself at target changes, reads,
    /// captures and presents; call it before drawing on the SDL renderer with raw SDL calls.
    public func flush() {
        flushDrawList()
        flushBatch()
    }

    /// A command of `kind` under the current origin, opacity and clip.
    @inline(__always) func command(_ kind: DrawOp.Kind) -> DrawOp {
        var op = DrawOp(kind: kind)
        op.origin = state.origin
        op.opacity = state.opacity
        op.clip = drawList.index(of: DrawClip(clip: state.clip, radii: state.clipRadii, shape: state.clipShape, isDark: state.isDark))
        return op
    }

    /// Draws the recorded commands in order into the current target's ``DrawBackend``
    /// (``backend``: pixel target, SDL batched or SDL direct), hands them to an attached
    /// recorder, and empties the list. Does nothing while the list is being drawn.
    func flushDrawList() {
        let list = drawList
        guard !list.isEmpty, !list.isReplaying else { return }
        if isReleased { list.removeAll(); return }
        list.isReplaying = true
        // A line looked up again during the replay (its atlas page was emptied) must not evict
        // a line a later command still draws: the cache trims after the list is drawn.
        textCache.holdEvictions()
        let saved = state
        let count = list.count
        for i in 0..<count {
            let op = list.ops[i]
            let c = list.clips[Int(op.clip)]
            state = State(origin: op.origin, opacity: op.opacity, clip: c.clip, clipRadii: c.radii, clipShape: c.shape, isDark: c.isDark)
            if let recorder { recordCommand(op, into: recorder) }
            perform(op)
        }
        state = saved
        list.removeAll()
        list.isReplaying = false
        textCache.releaseHeldEvictions()
    }

    /// Draws one command under the state set from it: its shape cut into pieces in pixels
    /// (Renderer+Shapes, Renderer+Text, Renderer+Images), which the backend draws.
    private func perform(_ op: DrawOp) {
        switch op.kind {
        case .clear: performClear(op.color)
        case .replace: performReplace(op.rect, with: op.color)
        case .fill: performFill(op.rect, color: op.color)
        case .roundedRect:
            performFillRoundedRect(op.rect, radii: op.radii, color: op.color, skippingCorners: RectCorner(rawValue: Int(op.flags)),
                                   within: op.hasWithin ? op.rect2 : nil)
        case .stroke: performStroke(op.rect, radii: op.radii, width: op.width, color: op.color)
        case .line: performLine(from: op.a, to: op.b, width: op.width, color: op.color)
        case .triangle: performTriangle(op.a, op.b, op.c, color: op.color)
        case .text: performText(currentLine(op), color: op.color, at: op.rect.origin)
        case .scaledText: performText(currentLine(op), color: op.color, centeredAt: op.rect.origin, verticalScale: op.width)
        case .image, .imagePart:
            guard let texture = op.texture else { return }
            performImage(texture, op: op)
        case .texture:
            guard let texture = op.texture else { return }
            performTexture(texture, source: op.rect2, destinationPixels: op.rect, tint: op.color)
        case .coverage: performCoverage(op)
        }
    }

    /// A text command's line, looked up again when its atlas page was emptied for reuse
    /// after it was recorded (the batched strategy keeps the string for that).
    private func currentLine(_ op: DrawOp) -> TextLineHandle {
        let line = op.line
        guard line.page >= 0, let a = atlas, !a.isCurrent(page: line.page, generation: line.generation) else { return line }
        guard op.run >= 0, let e = cachedText(drawList.runs[Int(op.run)].text, font: drawList.runs[Int(op.run)].font) else {
            return TextLineHandle()
        }
        return TextLineHandle(e)
    }

    /// The recording backend: `op` as the `DrawCommand` the call made, with its clip in points.
    private func recordCommand(_ op: DrawOp, into recorder: DrawRecorder) {
        let command: DrawCommand
        switch op.kind {
        case .clear: command = .clear(op.color)
        case .replace: command = .replace(absolute(op.rect), op.color)
        case .fill: command = .fill(absolute(op.rect), op.color)
        case .roundedRect: command = .roundedRect(absolute(op.rect), op.radii, op.color)
        case .stroke: command = .stroke(absolute(op.rect), op.radii, width: op.width, op.color)
        case .line: command = .line(from: absolute(op.a), to: absolute(op.b), width: op.width, op.color)
        case .triangle: command = .triangle(absolute(op.a), absolute(op.b), absolute(op.c), op.color)
        case .text:
            guard op.run >= 0 else { return }
            let run = drawList.runs[Int(op.run)]
            command = .text(run.text, run.font, op.color, at: absolute(op.rect.origin))
        case .image, .imagePart: command = .image(id: op.imageID, absolute(op.rect))
        case .scaledText, .texture, .coverage: return
        }
        let c = state.clip, s = pixelScale
        recorder.append(DrawRecord(command: command, clip: Rect(x: c.minX / s, y: c.minY / s, width: c.width / s, height: c.height / s),
                                   opacity: state.opacity))
    }
}
