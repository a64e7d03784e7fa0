extension ContextMenuOverlay {
    /// The row under `point` (in this overlay) that can be chosen.
    private func choosableRow(at point: Point) -> ContextMenuItemView? {
        guard let menuView, point.isFinite else { return nil }
        return menuView.items.first { item in
            item.isChoosable && item.convert(item.bounds, to: self).contains(point)
        }
    }

    /// The finger that opened the menu moved: the row under it is highlighted (`nil`: none).
    func trackFinger(at point: Point?) {
        guard isPresented, let menuView else { return }
        let hit = point.flatMap { choosableRow(at: $0) }
        for item in menuView.items { item.isHighlighted = item === hit }
    }

    /// The finger that opened the menu lifted: on a row, that row is chosen; elsewhere the
    /// menu stays open (as UIKit's).
    func releaseFinger(at point: Point) {
        guard isPresented, let menuView else { return }
        let hit = choosableRow(at: point)
        for item in menuView.items { item.isHighlighted = false }
        if let hit { hit.onChoose?(hit) }
    }
}
