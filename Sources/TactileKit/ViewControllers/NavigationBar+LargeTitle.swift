/// The large title: a 34-point bold title on its own row under the bar's row, left-aligned
/// at 16 points, sliding up under the bar (clipped) as the row collapses; the inline title
/// fades in once it has gone, and the hairline and the bar's own background show only then,
/// as iOS (at the scroll edge the bar takes the content's background colour).
extension NavigationBar {
    /// The large-title row's full height, as iOS (52 points).
    public static let largeTitleHeight: Float = 52

    /// The inline title's visibility: hidden while the large title shows, fading in over
    /// its last 12 points.
    var inlineTitleAlpha: Float {
        guard showsLargeTitle else { return 1 }
        return max(0, min(1, (12 - largeTitleShown) / 12))
    }

    /// Sets the large-title state (from the navigation controller) and lays the bar out.
    func setLargeTitle(shown: Bool, height: Float) {
        let h = height.isFinite ? max(0, min(NavigationBar.largeTitleHeight, height)) : 0
        guard shown != showsLargeTitle || h != largeTitleShown else { return }
        showsLargeTitle = shown
        largeTitleShown = shown ? h : 0
        setNeedsLayout()
    }

    func layoutLargeTitle() {
        let w = bounds.width, row = NavigationBar.height
        let shown = showsLargeTitle ? largeTitleShown : 0
        // The row joins the bar only while a large title shows (the bar's tree stays as before otherwise).
        if showsLargeTitle && largeTitleRow.superview !== self {
            insertSubview(largeTitleRow, aboveSubview: titleLabel)
        } else if !showsLargeTitle && largeTitleRow.superview === self {
            largeTitleRow.removeFromSuperview()
        }
        largeTitleRow.frame = Rect(x: 0, y: row, width: w, height: shown)
        let lh = largeTitleLabel.intrinsicContentSize.height
        let lineHeight = lh.isFinite ? lh : 41
        largeTitleLabel.frame = Rect(x: 16, y: (shown - lineHeight - 8).rounded(), width: max(0, w - 32), height: lineHeight)
        hairline.frame = Rect(x: 0, y: row + shown - 1, width: w, height: 1)
        // At the scroll edge iOS draws the bar transparent: the content's background shows.
        let atEdge = showsLargeTitle && shown > 0.5
        hairline.alpha = atEdge ? 0 : 1
        let background = atEdge ? (scrollEdgeColor ?? colors.background.value()) : colors.background.value()
        if backgroundColor != background { backgroundColor = background }
        titleLabel.alpha = contentAlpha * inlineTitleAlpha
    }
}
