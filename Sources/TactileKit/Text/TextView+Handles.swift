/// Selection handles for ``TextView``, as ``TextField`` has: a bar with a knob above the
/// selection's start and below its end; a finger within 16 points of one drags that end
/// (the selection keeps at least one cluster; the drag itself is
/// `TextEditingController`'s).
extension TextView {
    /// The handle under `p` (view coordinates), when the view is focused with a selection.
    func selectionHandleHit(_ p: Point) -> TextEditingController.Drag? {
        let sel = buffer.selectedRange
        guard isFirstResponder, !sel.isEmpty, p.isFinite else { return nil }
        let a = caretPoint(for: sel.lowerBound), b = caretPoint(for: sel.upperBound)
        // Distance to each handle: its bar plus the knob beyond it.
        func distance(_ c: Point, knobAbove: Bool) -> Float {
            let lh = heightOfLine(lineIndex(of: knobAbove ? sel.lowerBound : sel.upperBound))
            let top = knobAbove ? c.y - 8 : c.y, bottom = knobAbove ? c.y + lh : c.y + lh + 8
            let dy = p.y < top ? top - p.y : (p.y > bottom ? p.y - bottom : 0)
            return max(abs(p.x - c.x), dy)
        }
        let d0 = distance(a, knobAbove: true), d1 = distance(b, knobAbove: false)
        guard min(d0, d1) <= 16 else { return nil }
        return d0 < d1 ? .selectionStart : .selectionEnd
    }

    func editorSelectionHandle(at point: Point) -> TextEditingController.Drag? { selectionHandleHit(point) }

    /// The finger holds the knob, not the line: aim at the middle of the line it marks.
    func editorHandleAim(_ p: Point, start: Bool) -> Point {
        Point(x: p.x, y: start ? p.y + lineHeight * 0.25 : p.y - lineHeight * 0.25)
    }

    func drawSelectionHandles(in renderer: Renderer) {
        let sel = buffer.selectedRange
        for (offset, top) in [(sel.lowerBound, true), (sel.upperBound, false)] {
            let c = caretPoint(for: offset)
            let lh = heightOfLine(lineIndex(of: offset))
            let x = c.x.rounded()
            renderer.fill(Rect(x: x - 1, y: c.y - 2, width: 2, height: lh + 4), color: tintColor)
            renderer.fillCircle(center: Point(x: x, y: top ? c.y - 4 : c.y + lh + 4), radius: 4, color: tintColor)
        }
    }
}
