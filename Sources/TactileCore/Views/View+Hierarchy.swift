extension View {
    /// The window the view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews. A view already elsewhere is removed from
    /// its old parent first; adding an ancestor of self (a cycle), or a view that would end
    /// up more than 512 levels deep (the drawing and hit-testing walks would overflow the
    /// stack), is refused and reported.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews``; the index is clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report("refused to add \(type(of: view)) inside itself or its own descendant")
            return
        }
        if view.superview === self {
            // Re-ordering within the same parent: no move callbacks.
            guard let from = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: from)
            let to = min(max(0, index > from ? index - 1 : index), subviews.count)
            subviews.insert(view, at: to)
            view.invalidateSubtree(force: true)
            return
        }
        var depth = 1
        var above = superview
        while let a = above { depth += 1; above = a.superview }
        guard view.subtreeHeight(limit: View.maximumTreeDepth - depth) <= View.maximumTreeDepth - depth else {
            Diagnostics.report("refused to add \(type(of: view)): the tree would be more than \(View.maximumTreeDepth) levels deep")
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldStyle = newWindow != nil && oldWindow !== newWindow ? view.effectiveUserInterfaceStyle : nil
        let oldTint: Color? = view.storedTintColor == nil ? view.superview?.tintColor ?? Color.tintColor : nil
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        let i = min(max(0, index), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if let oldStyle { view.traitsChanged(from: oldStyle) }
        if let oldTint, tintColor != oldTint { view.tintDidChangeInSubtree() }
        view.setNeedsLayout()
        view.propagateLayoutFlagUp()
        view.invalidateSubtree(force: true)
        view.layoutStateStorage?.engine?.merge(into: self)
    }

    /// The most levels a view tree may have: deeper, the recursive walks (drawing, hit
    /// testing, layout) overflow the stack (a 2,000-level chain did, in a debug build).
    static let maximumTreeDepth = 512

    /// The levels from this view to its deepest descendant (1: no subviews), counted up to
    /// `limit + 1` (more is not needed, and the recursion stays within the limit).
    private func subtreeHeight(limit: Int) -> Int {
        guard limit > 0 else { return 1 }
        var h = 0
        for s in subviews {
            h = max(h, s.subtreeHeight(limit: limit - 1))
            if h >= limit { break }
        }
        return h + 1
    }

    /// Inserts `view` just above `sibling` (or on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    /// Inserts `view` just below `sibling` (or on top, as UIKit, when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Removes the view from its superview (and its window). Touches it or its subviews
    /// hold are cancelled first. Safe to call from the view's own touch callbacks.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let engine = layoutEngineIfAny
        oldWindow?.cancelTouches(inSubtreeOf: self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        invalidateSubtree(force: true)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        engine?.detach(self)
        didMoveToSuperview()
        if let oldWindow {
            notifyDidMoveToWindow()
            oldWindow.viewDidLeaveWindow(self)
        }
    }

    /// Moves a subview to the front (drawn last, hit first).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' places.
    public func exchangeSubview(at a: Int, withSubviewAt b: Int) {
        guard subviews.indices.contains(a), subviews.indices.contains(b), a != b else { return }
        subviews.swapAt(a, b)
        subviews[a].invalidateSubtree(force: true)
        subviews[b].invalidateSubtree(force: true)
    }

    /// `true` when this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    private func notifyWillMove(toWindow w: Window?) {
        willMove(toWindow: w)
        for s in subviews { s.notifyWillMove(toWindow: w) }
    }

    private func notifyDidMoveToWindow() {
        if window != nil { themeDidChange() }
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow() }
    }
}
