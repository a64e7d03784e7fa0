extension ContextMenuOverlay {
    /// Where the preview and the menu go in `bounds`: the preview where the view was (moved
    /// and shrunk only as far as the menu needs), the menu under it (over it when there is
    /// more room above), on the side of the screen the view is on.
    func placement() -> (preview: Rect, menu: Rect) {
        let b = bounds.inset(by: safeAreaInsets), m = Self.margin, gap = Self.gap
        let menuW = min(ContextMenuView.width, max(0, b.width - 2 * m))
        let rows = menuView?.contentHeight ?? 0
        let menuH = min(rows, max(0, b.height - 2 * m))
        let menuGap = menuView == nil ? 0 : gap
        var p = sourceRectStored
        if let size = preferredPreviewSize { p = Rect(x: p.midX - size.width / 2, y: p.midY - size.height / 2, width: size.width, height: size.height) }
        if previewView == nil { p = sourceRectStored }
        // Too short for the preview over the menu but wide enough (a landscape screen): side
        // by side, the menu on the far side of the preview, as UIKit does.
        let sideRoom = b.width - 2 * m - menuW - gap
        if previewView != nil, menuView != nil, p.height + menuH + gap > b.height - 2 * m, sideRoom >= 80, p.width > 0, p.height > 0 {
            return sideBySide(p, menuSize: Size(width: menuW, height: menuH), in: b, room: sideRoom)
        }
        // Shrink a preview that leaves no room for the menu.
        let room = max(0, b.height - 2 * m - menuH - menuGap)
        if previewView != nil, p.height > room, p.height > 0 {
            let s = max(0.25, room / p.height)
            p = Rect(x: p.midX - p.width * s / 2, y: p.minY, width: p.width * s, height: p.height * s)
        }
        if previewView != nil, p.width > b.width - 2 * m, p.width > 0 {
            let s = (b.width - 2 * m) / p.width
            p = Rect(x: b.minX + m, y: p.minY, width: p.width * s, height: p.height * s)
        }
        let below = b.maxY - m - p.maxY, above = p.minY - b.minY - m
        var menuY: Float
        if below >= menuH + menuGap || below >= above {
            if below < menuH + menuGap { p.origin.y = max(b.minY + m, b.maxY - m - menuH - menuGap - p.height) }
            menuY = p.maxY + menuGap
        } else {
            if above < menuH + menuGap { p.origin.y = min(b.maxY - m - p.height, b.minY + m + menuH + menuGap) }
            menuY = p.minY - menuGap - menuH
        }
        p.origin.x = min(max(p.minX, b.minX + m), max(b.minX + m, b.maxX - m - p.width))
        var menuX = p.midX < b.midX ? p.minX : p.maxX - menuW
        menuX = min(max(menuX, b.minX + m), max(b.minX + m, b.maxX - m - menuW))
        menuY = min(max(menuY, b.minY + m), max(b.minY + m, b.maxY - m - menuH))
        return (p, Rect(x: menuX, y: menuY, width: menuW, height: menuH))
    }

    private func sideBySide(_ source: Rect, menuSize: Size, in b: Rect, room: Float) -> (preview: Rect, menu: Rect) {
        let m = Self.margin, gap = Self.gap
        let s = min(1, room / source.width, (b.height - 2 * m) / source.height)
        var p = Rect(x: source.minX, y: source.minY, width: source.width * s, height: source.height * s)
        p.origin.y = min(max(p.minY, b.minY + m), b.maxY - m - p.height)
        let menuX: Float
        if source.midX < b.midX {
            p.origin.x = max(b.minX + m, min(p.minX, b.maxX - m - menuSize.width - gap - p.width))
            menuX = p.maxX + gap
        } else {
            p.origin.x = min(b.maxX - m - p.width, max(p.minX, b.minX + m + menuSize.width + gap))
            menuX = p.minX - gap - menuSize.width
        }
        let menuY = min(max(p.minY, b.minY + m), max(b.minY + m, b.maxY - m - menuSize.height))
        return (p, Rect(x: menuX, y: menuY, width: menuSize.width, height: menuSize.height))
    }
}
