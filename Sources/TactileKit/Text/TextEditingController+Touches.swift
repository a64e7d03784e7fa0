/// The selection gestures, the same for every host, as iOS: on a focused host a tap places
/// the caret, a double tap selects a word and a drag then extends by words, a triple tap
/// selects everything, a finger resting ``TextEditingHost/selectionLongPressDuration``
/// selects the word under it, and a finger on a selection handle drags that end (the
/// selection keeps at least one cluster).
extension TextEditingController {
    /// A finger came down on the focused host at `point` (host coordinates). A finger that
    /// only focused the host (`wasFocused` false) grabs no handle and starts no long press.
    func selectionTouchBegan(at point: Point, tapCount: Int, wasFocused: Bool) {
        guard let host else { return }
        trackingStart = point
        isTrackingTouch = true
        cancelLongPress()
        if wasFocused && buffer.hasSelection, let handle = host.editorSelectionHandle(at: point) {
            drag = handle
            return
        }
        let i = host.offset(at: point)
        drag = .caret
        if tapCount >= 3 {
            selectAll()
        } else if tapCount == 2 {
            wordAnchor = buffer.wordRange(at: i)
            drag = .words
            select(wordAnchor)
        } else {
            buffer.setCaret(i)
            caretMoved()
            if wasFocused, let context = host.window?.context {
                timerHost = context
                longPressToken = context.timers.schedule(after: selectionLongPressDuration) { [weak self] in
                    self?.longPressFired()
                }
            }
        }
    }

    /// The finger moved to `point`: the caret, the word selection or a handle follows it.
    func selectionTouchMoved(to point: Point) {
        guard let host, isTrackingTouch else { return }
        if longPressToken != nil, abs(point.x - trackingStart.x) + abs(point.y - trackingStart.y) > 10 { cancelLongPress() }
        switch drag {
        case .words:
            let w = buffer.wordRange(at: host.offset(at: point))
            let lo = min(w.lowerBound, wordAnchor.lowerBound), hi = max(w.upperBound, wordAnchor.upperBound)
            buffer.select(lo..<hi)
        case .selectionStart:
            let end = buffer.selectedRange.upperBound
            let i = host.offset(at: host.editorHandleAim(point, start: true))
            buffer.setSelection(anchor: end, caret: min(i, max(0, end - 1)))
        case .selectionEnd:
            let start = buffer.selectedRange.lowerBound
            let i = host.offset(at: host.editorHandleAim(point, start: false))
            buffer.setSelection(anchor: start, caret: max(i, min(buffer.count, start + 1)))
        case .caret:
            buffer.setCaret(host.offset(at: point))
        }
        caretMoved()
    }

    /// The finger lifted or was cancelled.
    func selectionTouchEnded() {
        isTrackingTouch = false
        cancelLongPress()
    }

    /// Whether the finger selects words or drags a handle (a host that scrolls leaves such a
    /// finger to the selection).
    var isDraggingSelection: Bool { isTrackingTouch && drag != .caret }

    private func longPressFired() {
        longPressToken = nil
        guard let host, isTrackingTouch, host.isFirstResponder, buffer.count > 0 else { return }
        wordAnchor = buffer.wordRange(at: host.offset(at: trackingStart))
        drag = .words
        select(wordAnchor)
    }

    func cancelLongPress() {
        if let t = longPressToken { timerHost?.timers.cancel(t) }
        longPressToken = nil
    }
}
