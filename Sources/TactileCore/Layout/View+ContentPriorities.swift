extension View {
    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along
    /// `axis` (``LayoutPriority/defaultLow`` by default): of two views, the lower one grows.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let s = layoutStateStorage else { return .defaultLow }
        return axis == .horizontal ? s.hugging.horizontal : s.hugging.vertical
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        intrinsicLayoutDidChange(priorities: true)
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along
    /// `axis` (``LayoutPriority/defaultHigh`` by default): of two views, the lower one shrinks.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let s = layoutStateStorage else { return .defaultHigh }
        return axis == .horizontal ? s.compression.horizontal : s.compression.vertical
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal { layoutState.compression.horizontal = priority } else { layoutState.compression.vertical = priority }
        intrinsicLayoutDidChange(priorities: true)
    }

    /// The view's natural size or priorities changed: the engine reads them again before
    /// the next layout.
    func intrinsicLayoutDidChange(priorities: Bool = false) {
        if priorities { superview?.setNeedsLayout() }
        guard let state = layoutStateStorage, state.isParticipant, !state.isFrameManaged,
              let engine = layoutEngineIfAny else { return }
        state.intrinsicNeedsUpdate = true
        if priorities { state.intrinsic.forEach { try? engine.solver.remove($0) }; state.intrinsic = [] }
        engine.intrinsicPending.append(self)
        engine.setNeedsLayout()
    }
}
