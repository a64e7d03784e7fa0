extension View {
    /// The one path a drawn property's setter takes (`ViewProperty` lists them): stores
    /// the already cleaned value with `store`, starts its animation when inside
    /// `View.animate` (the counterpart of Core Animation's `action(forKey:)`), and repaints
    /// what the property's row says. An unchanged value is still stored (code taking over
    /// a value the theme set) but repaints and animates nothing.
    ///
    /// `changed` compares the cleaned new value with the stored one; `old` is where an
    /// animation starts.
    /// Returns `changed`.
    @discardableResult
    func update(_ property: ViewProperty, changed: Bool, from old: @autoclosure () -> AnimatedValue, store: () -> Void) -> Bool {
        guard changed else { store(); return false }
        let repaint = property.repaint
        var coveredBefore = Rect.zero
        switch repaint {
        case .subtree: invalidateSubtree()
        case .transformed: coveredBefore = transformedCoveredRect
        case .content, .contentAndClip, .border: break
        }
        let start = property.animatedKey == nil ? nil : old()  // read before `store` overwrites it
        store()
        if let key = property.animatedKey, let start { animatableDidChange(key, from: start) }
        switch repaint {
        case .content: setNeedsDisplay()
        case .contentAndClip: setNeedsDisplay(); if clipsToBounds { invalidateSubtree() }
        case .border: if borderWidth > 0 { setNeedsDisplay() }
        case .subtree: invalidateSubtree()
        case .transformed:
            SubviewIndex.geometryDidChange()
            let after = transformedCoveredRect
            if let w = window, !(coveredBefore.isEmpty && after.isEmpty) {
                w.invalidate(coveredBefore)
                w.invalidate(after)
            }
        }
        return true
    }

    /// Changes a themable property's slot (code's or the theme's value, ``StyleSlot``) through
    /// `update(_:changed:from:store:)`: changed when what the slot shows changes.
    func restyle<T: Equatable>(_ property: ViewProperty, _ slot: WritableKeyPath<DrawnProperties, StyleSlot<T>>,
                               from old: (T) -> AnimatedValue, _ change: (inout StyleSlot<T>) -> Void) {
        var new = drawn[keyPath: slot]
        let before = new.value()
        change(&new)
        update(property, changed: new.value() != before, from: old(before)) { drawn[keyPath: slot] = new }
    }

    /// After a frame or bounds change: lays out again when the size changed, and tells the
    /// superview, autoresizing subviews and Auto Layout.
    func geometryDidChange(oldSize: Size) {
        if bounds.size != oldSize { setNeedsLayout(); notifySuperviewOfSizeChange(); autoresizeSubviews(from: oldSize) }
        if layoutStateStorage?.isParticipant == true { frameDidChangeForLayout() }
    }

    /// The window area the view and its subviews cover under its model transform, for a
    /// transform change: the whole window under a 3D transform (its area is not worked out
    /// here), nothing when the view is hidden or in no window.
    private var transformedCoveredRect: Rect {
        guard let w = window, !isHiddenInTree else { return .zero }
        if drawnTransform3D != nil { return w.bounds }
        return presentedCoveredRect(Presentation(model: self))
    }
}
