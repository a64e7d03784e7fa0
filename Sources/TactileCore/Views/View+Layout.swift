extension View {
    /// Asks for ``layoutSubviews()`` before the next draw.
    public func setNeedsLayout() {
        if needsLayoutFlag { propagateLayoutFlagUp(); return }
        needsLayoutFlag = true
        propagateLayoutFlagUp()
    }

    /// `true` until the pending layout has run.
    public var needsLayout: Bool { needsLayoutFlag }

    func propagateLayoutFlagUp() {
        var v = superview
        while let current = v, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            v = current.superview
        }
        window?.context?.windowNeedsFrame()
    }

    /// Runs pending layout in this subtree now.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            isInLayoutSubviews = true
            applyConstraintLayout()
            if let controller = owningViewController {
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
            isInLayoutSubviews = false
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            for s in subviews { s.layoutIfNeeded() }
        }
    }

    /// After the view's size changed: its superview lays out too, as UIKit does, unless the
    /// change comes from the superview's own ``layoutSubviews()``.
    func notifySuperviewOfSizeChange() {
        if let s = superview, !s.isInLayoutSubviews { s.setNeedsLayout() }
    }

    /// `true` when this view or a descendant waits for layout.
    var subtreeNeedsLayout: Bool { needsLayoutFlag || descendantNeedsLayout }
}
