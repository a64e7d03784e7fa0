extension View {
    /// Draws `children` (this view's subviews, back to front) that can reach `area`, the
    /// part of the renderer's clip in this view's bounds coordinates.
    ///
    /// A subview that cannot draw outside its frame (it clips, or has no subviews) and whose
    /// frame misses `area` is skipped with four comparisons, without saving renderer state
    /// or visiting its subtree. With many subviews, a ``SubviewIndex`` picks the candidates
    /// near `area` first, so a partial redraw does not test every untouched subview.
    func renderSubviews(_ children: [View], within area: Rect, in renderer: Renderer) {
        guard !area.isEmpty else { return }
        let x0 = area.minX, y0 = area.minY, x1 = area.maxX, y1 = area.maxY
        func visit(_ s: View) {
            let f = s.frame
            if f.origin.x + f.size.width <= x0 || f.origin.x >= x1 || f.origin.y + f.size.height <= y0 || f.origin.y >= y1,
               s.confinesDrawingToFrame {
                return
            }
            s.renderTree(in: renderer)
        }
        if children.count >= SubviewIndex.minimumSubviews {
            if subviewIndex == nil || subviewIndex?.builtGeneration != SubviewIndex.generation
                || subviewIndex?.count != children.count {
                subviewIndex = SubviewIndex(subviews: children)
            }
            if let index = subviewIndex {
                let used = index.forEachCandidate(in: area) { i in
                    if i < children.count { visit(children[i]) }
                }
                if used { return }
            }
        }
        for s in children { visit(s) }
    }
}
