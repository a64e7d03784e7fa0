extension View {
    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along
    /// `axis` (``LayoutPriority/defaultLow`` by default): of two views, the lower one grows.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        priority(along: axis, of: \.hugging, default: .defaultLow)
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setPriority(priority, along: axis, of: \.hugging, default: .defaultLow)
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along
    /// `axis` (``LayoutPriority/defaultHigh`` by default): of two views, the lower one shrinks.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        priority(along: axis, of: \.compression, default: .defaultHigh)
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setPriority(priority, along: axis, of: \.compression, default: .defaultHigh)
    }

    /// A content priority pair (hugging, compression resistance) read along `axis`.
    private func priority(along axis: LayoutConstraint.Axis, of pair: KeyPath<ViewLayoutState, ViewLayoutState.AxisPriorities>,
                          default value: LayoutPriority) -> LayoutPriority {
        guard let p = layoutStateStorage?[keyPath: pair] else { return value }
        return axis == .horizontal ? p.horizontal : p.vertical
    }

    /// Sets one axis of a content priority pair; a change reaches the engine.
    private func setPriority(_ priority: LayoutPriority, along axis: LayoutConstraint.Axis,
                             of pair: ReferenceWritableKeyPath<ViewLayoutState, ViewLayoutState.AxisPriorities>, default value: LayoutPriority) {
        guard priority != self.priority(along: axis, of: pair, default: value) else { return }
        if axis == .horizontal { layoutState[keyPath: pair].horizontal = priority } else { layoutState[keyPath: pair].vertical = priority }
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
