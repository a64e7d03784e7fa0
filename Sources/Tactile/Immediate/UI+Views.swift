extension UI {
    /// A retained view hosted by immediate code: made by `make` the first frame it is
    /// submitted, added to ``viewHost`` (the ``ImmediateView`` or the window), framed to
    /// its layout rectangle every frame, and removed in the first frame it is not submitted.
    /// Returns the view so the caller can update it.
    @discardableResult
    public func view<V: View>(size: ImmediateLength = .fill, frame: Rect? = nil,
                              fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                              make: () -> V) -> V? {
        guard isInFrame else { _ = reportOutsideFrame("view"); return nil }
        let id = register(fileID: fileID, line: line, column: column)
        let rect = place(frame, size, natural: Size(width: 100, height: itemHeight))
        lastItem = ImmediateItem(id: id, frame: rect, isHeld: false, isPressed: false, fingerCount: 0, fired: false)
        guard let host = viewHost else {
            Diagnostics.report("immediate UI: view(...) needs a viewHost (an ImmediateView, or a plane added with engine.addImmediatePlane)")
            return nil
        }
        let v: V
        if let existing = hostedViews[id] as? V, existing.superview === host {
            v = existing
        } else {
            hostedViews[id]?.removeFromSuperview()
            v = make()
            hostedViews[id] = v
            host.addSubview(v)
        }
        v.frame = rect
        return v
    }

    /// The number of retained views hosted now.
    public var hostedViewCount: Int { hostedViews.count }

    func removeVanishedViews() {
        guard !hostedViews.isEmpty else { return }
        scratchIDs.removeAll(keepingCapacity: true)
        for (id, _) in hostedViews where alive[id] != frameIndex { scratchIDs.append(id) }
        for id in scratchIDs { hostedViews.removeValue(forKey: id)?.removeFromSuperview() }
    }
}
